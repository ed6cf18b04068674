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
 * owed at the last deposit, what was bet since, and what is left. No deposit: nothing owed. An entry carrying its
 * own `turnover_cents` (a claimed reward: amount × the reward's multiple; a deposit bonus) adds that as well.
 */
export async function turnover(
  repository: Pick<WithdrawalsRepository, 'deposits' | 'stakesAfter'>,
  memberId: number,
  multiple: number,
): Promise<Turnover> {
  // Rewards and bonuses carry their own turnover (issue 16), so they count even when deposits owe none.
  const deposits = (await repository.deposits(memberId, MAIN_WALLET_TYPE_ID)).filter(
    (entry) => entry.turnover_cents > 0 || multiple > 0,
  );
  if (deposits.length === 0) return { requiredCents: 0, doneCents: 0, remainingCents: 0 };
  let owedCents = 0;
  let previousId = 0;
  for (const deposit of deposits) {
    const staked = await repository.stakesAfter(memberId, MAIN_WALLET_TYPE_ID, previousId, deposit.id);
    const adds =
      (deposit.type === 'DEPOSIT' ? Math.round(deposit.amount_cents * multiple) : 0) + deposit.turnover_cents;
    owedCents = Math.max(0, owedCents - staked) + adds;
    previousId = deposit.id;
  }
  const doneCents = await repository.stakesAfter(memberId, MAIN_WALLET_TYPE_ID, previousId);
  const remainingCents = Math.max(0, owedCents - doneCents);
  return { requiredCents: owedCents, doneCents: Math.min(doneCents, owedCents), remainingCents };
}
