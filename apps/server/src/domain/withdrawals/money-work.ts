import { isTrial } from '@h5/contract/member-types.ts';
import type { PasswordHasher } from '../../infra/password-hasher.ts';
import type { SessionInfo } from '../accounts/sessions.ts';
import { ApiError } from '../errors.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import type { WalletRepository } from '../wallet/wallet-repository.ts';
import type { FundsGuard } from './funds-guard.ts';
import type { MemberMoneyRow } from './security-repository.ts';
import type { WithdrawalsRepository } from './withdrawals-repository.ts';

/** The repositories a money request changes together: its own rows and the wallets with their ledger. */
export interface MoneyRepositories {
  readonly withdrawals: WithdrawalsRepository;
  readonly wallet: WalletRepository;
}
export type MoneyWork = UnitOfWork<MoneyRepositories>;

/** What the money rules are given; each takes the fields it uses. */
export interface MoneyServices {
  /** On the database, for reads and the guard's own transactions. */
  readonly repository: WithdrawalsRepository;
  readonly wallet: WalletRepository;
  readonly work: MoneyWork;
  readonly passwords: PasswordHasher;
  readonly guard: FundsGuard;
}

/** Trial (free-play) accounts play with demo money: they may not withdraw, bind, set secrets or transfer. */
export function refuseTrial(session: Pick<SessionInfo, 'memberType'>): void {
  if (isTrial(session.memberType)) throw new ApiError('trialRefused');
}

export async function requireMember(
  repository: Pick<WithdrawalsRepository, 'memberMoneyRow'>,
  memberId: number,
): Promise<MemberMoneyRow> {
  const member = await repository.memberMoneyRow(memberId);
  if (member === undefined) throw new ApiError('notLoggedIn');
  return member;
}
