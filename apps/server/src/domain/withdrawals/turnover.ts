import { MAIN_WALLET_TYPE_ID } from '@h5/contract/endpoints/member.ts';
import type { WithdrawalsRepository } from './withdrawals-repository.ts';

/** The turnover rule's state in centavos: what the last deposit requires, what was bet since, what is left. */
export interface Turnover {
  requiredCents: number;
  doneCents: number;
  remainingCents: number;
}

/**
 * The turnover rule (docs/decisions.md "Money: withdrawals"): the stakes of the main wallet's BET entries after the
 * last DEPOSIT entry must reach `multiple` × that deposit. Read from the ledger, so whatever deposits (the
 * deposit module, an operator) or bets (any game) counts without being told. No deposit ever: nothing required.
 */
export async function turnover(
  repository: Pick<WithdrawalsRepository, 'lastDeposit' | 'stakesAfter'>,
  memberId: number,
  multiple: number,
): Promise<Turnover> {
  const deposit = await repository.lastDeposit(memberId, MAIN_WALLET_TYPE_ID);
  if (deposit === undefined || multiple === 0) return { requiredCents: 0, doneCents: 0, remainingCents: 0 };
  const requiredCents = Math.round(deposit.amount_cents * multiple);
  const doneCents = await repository.stakesAfter(memberId, MAIN_WALLET_TYPE_ID, deposit.id);
  return { requiredCents, doneCents, remainingCents: Math.max(0, requiredCents - doneCents) };
}
