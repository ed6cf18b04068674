import { MAIN_WALLET_TYPE_ID } from '@h5/contract/endpoints/member.ts';
import type { WithdrawalsRepository } from './withdrawals-repository.ts';

/** The turnover rule's state in centavos: what the deposits still require, what was bet towards it, what is left. */
export interface Turnover {
  requiredCents: number;
  doneCents: number;
  remainingCents: number;
}

/**
 * The turnover rule (docs/decisions.md "Money: withdrawals"), read from the main wallet's ledger so that whatever
 * deposits or bets counts without being told: every DEPOSIT adds `multiple` × its amount to what is owed, every BET
 * stake pays it off, and what is paid off beyond it is not kept for later deposits. So a large deposit left unplayed
 * stays owed however many small deposits follow it (the review's finding: only the last one counted). Answers what is
 * owed at the last deposit, what was bet since, and what is left. No deposit: nothing owed.
 */
export async function turnover(
  repository: Pick<WithdrawalsRepository, 'deposits' | 'stakesAfter'>,
  memberId: number,
  multiple: number,
): Promise<Turnover> {
  const deposits = await repository.deposits(memberId, MAIN_WALLET_TYPE_ID);
  if (deposits.length === 0 || multiple === 0) return { requiredCents: 0, doneCents: 0, remainingCents: 0 };
  let owedCents = 0;
  let previousId = 0;
  for (const deposit of deposits) {
    const staked = await repository.stakesAfter(memberId, MAIN_WALLET_TYPE_ID, previousId, deposit.id);
    owedCents = Math.max(0, owedCents - staked) + Math.round(deposit.amount_cents * multiple);
    previousId = deposit.id;
  }
  const doneCents = await repository.stakesAfter(memberId, MAIN_WALLET_TYPE_ID, previousId);
  const remainingCents = Math.max(0, owedCents - doneCents);
  return { requiredCents: owedCents, doneCents: Math.min(doneCents, owedCents), remainingCents };
}
