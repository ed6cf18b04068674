import type { getProfitAndLoss } from '@h5/contract/endpoints/withdraw.ts';
import type { EndpointValue } from '@h5/contract/endpoint.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { toPesos } from './money-keys.ts';
import { moneyRange } from './money-range.ts';
import type { WithdrawalsRepository } from './withdrawals-repository.ts';

/**
 * The member's profit and loss in days of the merchant's calendar, from the ledger: deposits (DEPOSIT), paid
 * withdrawals (WITHDRAW, out of the held wallet; holds and releases are not withdrawals), stakes (BET less REFUND),
 * payouts (WIN), bonuses (BONUS) and rebates (REBATE); profit = payout − stake + bonus + rebate. Free play never
 * reaches the ledger, so it never counts.
 */
export async function profitAndLoss(
  repository: Pick<WithdrawalsRepository, 'sumsByType'>,
  memberId: number,
  merchant: Pick<MerchantConfig, 'timeZone'>,
  query: { startDate?: string | undefined; endDate?: string | undefined },
  now = Date.now(),
): Promise<EndpointValue<typeof getProfitAndLoss>> {
  const range = moneyRange(query, merchant.timeZone, now);
  const sums = await repository.sumsByType(memberId, range.from, range.to, [
    'DEPOSIT',
    'WITHDRAW',
    'BET',
    'REFUND',
    'WIN',
    'BONUS',
    'REBATE',
  ]);
  const cents = (type: string) => sums.get(type) ?? 0;
  // `0 - x` rather than `-x`: no -0 in an answer.
  const stake = 0 - (cents('BET') + cents('REFUND'));
  const payout = cents('WIN');
  const bonus = cents('BONUS');
  const rebate = cents('REBATE');
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    deposit: toPesos(cents('DEPOSIT')),
    withdraw: toPesos(0 - cents('WITHDRAW')),
    stake: toPesos(stake),
    payout: toPesos(payout),
    bonus: toPesos(bonus),
    rebate: toPesos(rebate),
    profit: toPesos(payout - stake + bonus + rebate),
  };
}
