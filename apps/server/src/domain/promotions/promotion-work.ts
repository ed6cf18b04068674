import type { UnitOfWork } from '../unit-of-work.ts';
import type { WalletRepository } from '../wallet/wallet-repository.ts';
import type { PromotionsRepository } from './promotions-repository.ts';

/** What changes together when a promotion moves money: the reward or rebate rows and the wallet with its ledger. */
export interface PromotionRepositories {
  readonly promotions: PromotionsRepository;
  readonly wallet: WalletRepository;
}
export type PromotionsWork = UnitOfWork<PromotionRepositories>;

/** What the promotion rules are given: the repository on the database for reads, and the unit of work. */
export interface PromotionServices {
  readonly repository: PromotionsRepository;
  readonly work: PromotionsWork;
}

/** Pesos of the merchant file (at most two decimals) as centavos, and back. */
export const toCents = (pesos: number): number => Math.round(pesos * 100);
export const toPesos = (cents: number): number => cents / 100;
/** A multiple or percentage with at most two decimals, as an integer × 100. */
export const x100 = (value: number): number => Math.round(value * 100);
