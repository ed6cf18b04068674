import type { PromotionsRepository } from '../promotions/promotions-repository.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import type { WalletRepository } from '../wallet/wallet-repository.ts';
import type { DepositRepository } from './deposit-repository.ts';

/** What changes together when money comes in: the deposit's row, the wallet and its ledger. */
export interface PaymentsRepositories {
  readonly deposits: DepositRepository;
  readonly wallet: WalletRepository;
  /** A deposit bonus is also recorded as a claimed reward (the reward center's history, issue 16). */
  readonly promotions: Pick<PromotionsRepository, 'issueReward'>;
}

export type PaymentsWork = UnitOfWork<PaymentsRepositories>;
