import { postWalletEntry } from '../wallet/ledger.ts';
import type { DepositRow } from './deposit-repository.ts';
import type { PaymentsRepositories } from './payments-work.ts';

export interface CreditOptions {
  /** The gateway's reference of the payment (gateway deposits); null for a manual one. */
  readonly providerReference: string | null;
  /** The operator who approved it (manual deposits); null for a gateway one. */
  readonly review: { readonly operator: string; readonly requestId: string } | null;
  readonly now: number;
}

/** The ledger's reference of a deposit's entries (the transaction record shows it). */
export const depositLedgerReference = (reference: string): string => `deposit:${reference}`;

/**
 * Credits a deposit once: its row goes to `success` only if it is still where `deposit` found it (pending or
 * reviewing), and only then the wallet receives the amount (ledger `DEPOSIT`) and the promotion's bonus (`BONUS`),
 * all in the caller's unit of work. A first-deposit bonus is dropped when another deposit of the member was credited
 * since this one was made. Call it holding the member's lock (`deposits.lockMember`) with a row read after taking
 * it. Undefined when the row had moved on: nothing was credited.
 */
export async function creditDeposit(
  { deposits, wallet, promotions }: PaymentsRepositories,
  deposit: DepositRow,
  options: CreditOptions,
): Promise<DepositRow | undefined> {
  // `failed` only as the expiry left it (no payment had come): a provider's late "paid" is still credited.
  const from =
    deposit.status === 'failed' && deposit.failure_reason === 'expired' ? 'expired' : deposit.status;
  if (from !== 'pending' && from !== 'reviewing' && from !== 'expired') return undefined;
  const firstTaken =
    deposit.promotion_first_only === 1 &&
    (await deposits.hasSuccessfulDeposit(deposit.member_id, deposit.id));
  const bonusCents = firstTaken ? 0 : deposit.bonus_cents;
  const credited = await deposits.markSuccess(deposit.id, from, {
    bonusCents,
    providerReference: options.providerReference,
    review: options.review,
    now: options.now,
  });
  if (credited === undefined) return undefined;
  const reference = depositLedgerReference(deposit.reference);
  await postWalletEntry(wallet, {
    memberId: deposit.member_id,
    type: 'DEPOSIT',
    amountCents: deposit.amount_cents,
    reference,
    now: options.now,
  });
  if (bonusCents > 0) {
    // Credited with the deposit (docs/decisions.md "Promotions (server)"): recorded as a reward already claimed.
    await promotions.issueReward({
      member_id: deposit.member_id,
      promotion_id: deposit.promotion_id ?? '',
      kind: 'deposit_bonus',
      title: deposit.promotion_id ?? '',
      amount_cents: bonusCents,
      turnover_x100: deposit.bonus_turnover_x100,
      status: 'claimed',
      issue_key: reference,
      issued_at: options.now,
      expires_at: null,
      claimed_at: options.now,
    });
    await postWalletEntry(wallet, {
      memberId: deposit.member_id,
      type: 'BONUS',
      amountCents: bonusCents,
      turnoverCents: Math.round((bonusCents * deposit.bonus_turnover_x100) / 100),
      reference,
      now: options.now,
    });
  }
  return credited;
}
