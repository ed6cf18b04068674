import type { Language } from '@h5/contract/languages.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { CountryCatalog } from '../domain/merchants/countries.ts';
import type { AccountsRepository } from '../domain/accounts/accounts-repository.ts';
import type { AccountServices } from '../domain/accounts/services.ts';
import type { AgentRepository } from '../domain/agent/agent-repository.ts';
import type { ContentRepository } from '../domain/content/content-repository.ts';
import type { GamesRepository } from '../domain/games/games-repository.ts';
import type { PlayWork } from '../domain/games/rounds.ts';
import type { SessionInfo } from '../domain/accounts/sessions.ts';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';
import type { MerchantDirectory } from '../domain/merchants/merchant-directory.ts';
import type { MerchantsRepository } from '../domain/merchants/merchants-repository.ts';
import type { DepositRepository } from '../domain/payments/deposit-repository.ts';
import type { PaymentsWork } from '../domain/payments/payments-work.ts';
import type { PromotionsWork } from '../domain/promotions/promotion-work.ts';
import type { PromotionsRepository } from '../domain/promotions/promotions-repository.ts';
import type { UnitOfWork } from '../domain/unit-of-work.ts';
import type { WalletRepository } from '../domain/wallet/wallet-repository.ts';
import type { FundsGuard } from '../domain/withdrawals/funds-guard.ts';
import type { MoneyWork } from '../domain/withdrawals/money-work.ts';
import type { WithdrawalsRepository } from '../domain/withdrawals/withdrawals-repository.ts';
import type { EndpointRegistry } from './endpoint-registry.ts';

/** The repositories on the database, built once in app.ts (a unit of work builds its own on its transaction). */
export interface Repositories {
  readonly accounts: AccountsRepository;
  readonly games: GamesRepository;
  readonly wallet: WalletRepository;
  readonly content: ContentRepository;
  readonly agent: AgentRepository;
  readonly merchants: MerchantsRepository;
  /** Deposits, their receipts and the payment notifications received. */
  readonly payments: DepositRepository;
  /** Withdrawals, payout accounts, the security centre, profit and loss, upline transfers. */
  readonly withdrawals: WithdrawalsRepository;
  /** Rewards, rebates and what the promotions measure (issue 16). */
  readonly promotions: PromotionsRepository;
}

/** Units of work: the repositories a rule changes together, on one transaction (built once in app.ts). */
export interface Units {
  /** Launches, bets, draws and favourites: the games' rows with the wallet and its ledger. */
  readonly games: PlayWork;
  readonly content: UnitOfWork<{ readonly content: ContentRepository }>;
  /** Money coming in: a deposit's row with the wallet and its ledger. */
  readonly payments: PaymentsWork;
  /** Money going out: a withdrawal, binding, review or transfer with the wallets and their ledger. */
  readonly withdrawals: MoneyWork;
  /** Rewards and rebates credited: their rows with the wallet and its ledger. */
  readonly promotions: PromotionsWork;
}

/** What route handlers may use, decorated on the app once at start. */
export interface Platform {
  readonly config: Config;
  readonly db: Db;
  readonly merchants: MerchantDirectory;
  readonly countries: CountryCatalog;
  readonly endpoints: EndpointRegistry;
  readonly version: string;
  readonly accounts: AccountServices;
  readonly repositories: Repositories;
  readonly units: Units;
  /** Wrong funds passwords and security answers: counts, locks, checks in flight (domain/withdrawals). */
  readonly fundsGuard: FundsGuard;
}

/** What the header guard learned about an API request. */
export interface ApiRequestContext {
  readonly merchant: MerchantConfig | null;
  readonly language: Language;
  /** The raw `Authorization` token (platform-api §2: no `Bearer` prefix), or null for a guest. */
  readonly token: string | null;
  /** The live session of the token; null for guests and endpoints that ignore the token. */
  session: SessionInfo | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
  interface FastifyRequest {
    apiContext: ApiRequestContext | null;
  }
}
