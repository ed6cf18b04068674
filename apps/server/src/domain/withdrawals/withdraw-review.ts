import { HELD_WALLET_TYPE_ID, MAIN_WALLET_TYPE_ID } from '@h5/contract/endpoints/member.ts';
import type { operatorWithdrawal } from '@h5/contract/endpoints/operator.ts';
import type { WithdrawStatus } from '@h5/contract/endpoints/withdraw.ts';
import type * as z from 'zod/mini';
import { ApiError, fieldError } from '../errors.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { PageOf } from '../wallet/record-range.ts';
import { postWalletEntry } from '../wallet/ledger.ts';
import { moneyPage } from './money-range.ts';
import type { MoneyServices } from './money-work.ts';
import { tidyName } from './payout-accounts.ts';
import { withdrawalEntryReference } from './withdraw.ts';
import { toWithdrawRecord } from './withdraw-records.ts';
import type { WithdrawalView } from './withdrawal-rows-repository.ts';
import type { WithdrawalsRepository } from './withdrawals-repository.ts';

export type OperatorWithdrawal = z.infer<typeof operatorWithdrawal>;

/** A withdrawal as the operator sees it: the member, the account in full (the operator pays to it), the review. */
export function toOperatorWithdrawal(row: WithdrawalView): OperatorWithdrawal {
  return {
    ...toWithdrawRecord(row),
    memberAccount: row.member_account,
    accountName: row.account_name,
    accountNumber: row.account_number,
    operator: row.reviewed_by,
    reviewedAt: row.reviewed_at,
  };
}

/** The merchant's withdrawals of a status (default pending), oldest first: the review queue. */
export async function withdrawalQueue(
  repository: Pick<WithdrawalsRepository, 'merchantWithdrawalsPage'>,
  merchant: Pick<MerchantConfig, 'code'>,
  query: { status?: WithdrawStatus | undefined; pageNo?: string | undefined; pageSize?: string | undefined },
): Promise<PageOf<OperatorWithdrawal>> {
  const { pageNo, pageSize } = moneyPage(query);
  const { total, rows } = await repository.merchantWithdrawalsPage({
    merchantCode: merchant.code,
    status: query.status ?? 'pending',
    pageNo,
    pageSize,
  });
  return {
    content: rows.map(toOperatorWithdrawal),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    totalCount: total,
  };
}

/**
 * An operator's decision on a pending withdrawal, recorded with the operator's name, the time and the reason.
 * `pay`: the held amount leaves the held wallet (`WITHDRAW`); `reject` (a reason is required, and the player sees
 * it): it goes back to the main wallet (`WITHDRAW_RELEASE` on both). The same decision again answers the withdrawal
 * as it is; another decision on a decided one is `review.conflict`. A reference of another merchant is not found.
 */
export async function reviewWithdrawal(
  services: Pick<MoneyServices, 'work'>,
  operator: { name: string },
  merchant: Pick<MerchantConfig, 'code'>,
  input: { reference: string; decision: 'pay' | 'reject'; reason?: string | undefined; requestId: string },
  now = Date.now(),
): Promise<OperatorWithdrawal> {
  const reason = tidyName(input.reason ?? '');
  if (input.decision === 'reject' && reason === '') throw fieldError('reason', 'missing');
  const status: WithdrawStatus = input.decision === 'pay' ? 'paid' : 'rejected';
  return services.work.run(async ({ withdrawals, wallet }) => {
    const row = await withdrawals.withdrawalByReference(merchant.code, input.reference);
    if (row === undefined) throw new ApiError('recordNotFound');
    await withdrawals.lockMemberMoney(row.member_id);
    const decided = await withdrawals.decideWithdrawal(row.id, {
      status,
      remark: reason,
      reviewedBy: operator.name,
      reason,
      requestId: input.requestId,
      now,
    });
    if (!decided) {
      const current = await withdrawals.withdrawalById(row.id);
      if (current.status === status) return toOperatorWithdrawal(current);
      throw new ApiError('reviewConflict');
    }
    const entry = { memberId: row.member_id, reference: withdrawalEntryReference(row.reference), now };
    if (status === 'paid') {
      await postWalletEntry(wallet, {
        ...entry,
        type: 'WITHDRAW',
        amountCents: -row.amount_cents,
        accountTypeId: HELD_WALLET_TYPE_ID,
      });
    } else {
      // The main wallet first, as in the hold (withdraw.ts).
      await postWalletEntry(wallet, {
        ...entry,
        type: 'WITHDRAW_RELEASE',
        amountCents: row.amount_cents,
        accountTypeId: MAIN_WALLET_TYPE_ID,
      });
      await postWalletEntry(wallet, {
        ...entry,
        type: 'WITHDRAW_RELEASE',
        amountCents: -row.amount_cents,
        accountTypeId: HELD_WALLET_TYPE_ID,
      });
    }
    return toOperatorWithdrawal(await withdrawals.withdrawalById(row.id));
  });
}
