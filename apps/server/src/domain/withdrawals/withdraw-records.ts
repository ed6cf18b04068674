import type { WithdrawRecord, WithdrawStatus } from '@h5/contract/endpoints/withdraw.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { PageOf } from '../wallet/record-range.ts';
import { toPesos } from './money-keys.ts';
import { moneyPage, moneyRange } from './money-range.ts';
import { maskAccountNumber } from './payout-accounts.ts';
import type { WithdrawalView } from './withdrawal-rows-repository.ts';
import type { WithdrawalsRepository } from './withdrawals-repository.ts';

export function toWithdrawRecord(row: WithdrawalView): WithdrawRecord {
  return {
    reference: row.reference,
    amount: toPesos(row.amount_cents),
    providerName: row.provider_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
    status: row.status,
    remark: row.remark,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

/** The withdraw record: the member's withdrawals in days of the merchant's calendar, newest first; paged. */
export async function withdrawRecords(
  repository: Pick<WithdrawalsRepository, 'memberWithdrawalsPage'>,
  memberId: number,
  merchant: Pick<MerchantConfig, 'timeZone'>,
  query: {
    startDate?: string | undefined;
    endDate?: string | undefined;
    pageNo?: string | undefined;
    pageSize?: string | undefined;
    status?: WithdrawStatus | undefined;
  },
  now = Date.now(),
): Promise<PageOf<WithdrawRecord>> {
  const { from, to } = moneyRange(query, merchant.timeZone, now);
  const { pageNo, pageSize } = moneyPage(query);
  const { total, rows } = await repository.memberWithdrawalsPage({
    memberId,
    from,
    to,
    status: query.status,
    pageNo,
    pageSize,
  });
  return {
    content: rows.map(toWithdrawRecord),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    totalCount: total,
  };
}
