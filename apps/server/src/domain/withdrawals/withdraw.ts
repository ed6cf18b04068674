import { HELD_WALLET_TYPE_ID, MAIN_WALLET_TYPE_ID } from '@h5/contract/endpoints/member.ts';
import type { WithdrawRecord } from '@h5/contract/endpoints/withdraw.ts';
import type { SessionInfo } from '../accounts/sessions.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { postWalletEntry, walletCents } from '../wallet/ledger.ts';
import { fundsPolicy } from './funds-guard.ts';
import { verifyFundsPassword } from './funds-password.ts';
import { newReference, requestHash, toCents, toPesos } from './money-keys.ts';
import { todayRange } from './money-range.ts';
import { refuseTrial, requireMember, type MoneyServices } from './money-work.ts';
import { turnover } from './turnover.ts';
import { toWithdrawRecord } from './withdraw-records.ts';

type Merchant = Pick<MerchantConfig, 'code' | 'timeZone' | 'payments'>;

/** The ledger reference of a withdrawal's entries (hold, payment, release). */
export const withdrawalEntryReference = (reference: string) => `withdraw:${reference}`;

/**
 * A withdrawal request (platform-api `/wps/transaction/withdraw`). In order: the merchant allows it, the account is
 * the member's, the amount is within the merchant's minimum and maximum, the funds password; then, in one unit of
 * work under the member's lock, the request id (a repeat answers the first withdrawal, other content is refused),
 * today's count and sum in the merchant's calendar (rejected ones do not count), the turnover rule, and the hold:
 * the amount leaves the main wallet for the held wallet (`WITHDRAW_HOLD` entries on both) or, when the balance is
 * short, nothing is written at all. Answers the withdrawal and the main wallet's balance after.
 */
export async function requestWithdrawal(
  services: Pick<MoneyServices, 'repository' | 'wallet' | 'work' | 'guard' | 'passwords'>,
  session: SessionInfo,
  merchant: Merchant,
  input: { payoutAccountId: number; amount: number; fundsPassword: string; requestId: string },
  now = Date.now(),
): Promise<{ withdrawal: WithdrawRecord; balance: number }> {
  refuseTrial(session);
  const rules = merchant.payments.withdraw;
  const amountCents = toCents(input.amount);
  const hash = requestHash({ payoutAccountId: input.payoutAccountId, amountCents });
  // A repeat of a request already done answers it first, whatever changed since (a lock of the funds password, a
  // lower maximum): the money is held, and the client must learn so rather than read a failure.
  const done = await services.repository.withdrawalByRequest(session.memberId, input.requestId);
  if (done !== undefined) {
    if (done.request_hash !== hash) throw new ApiError('requestIdReused');
    return {
      withdrawal: toWithdrawRecord(done),
      balance: toPesos(await walletCents(services.wallet, session.memberId)),
    };
  }
  if (!rules.allow) throw new ApiError('functionNotAvailable');
  const member = await requireMember(services.repository, session.memberId);
  const account = await services.repository.payoutAccountOf(member.id, input.payoutAccountId);
  if (account === undefined) throw fieldError('payoutAccountId');
  if (amountCents < toCents(rules.minAmount) || amountCents > toCents(rules.maxAmount)) {
    throw new ApiError('amountOutOfRange', {
      params: { min: String(rules.minAmount), max: String(rules.maxAmount) },
      value: { min: rules.minAmount, max: rules.maxAmount },
    });
  }
  await verifyFundsPassword(services, member, fundsPolicy(merchant), input.fundsPassword, now);

  return services.work.run(async ({ withdrawals, wallet }) => {
    await withdrawals.lockMemberMoney(member.id);
    const earlier = await withdrawals.withdrawalByRequest(member.id, input.requestId);
    if (earlier !== undefined) {
      if (earlier.request_hash !== hash) throw new ApiError('requestIdReused');
      return {
        withdrawal: toWithdrawRecord(earlier),
        balance: toPesos(await walletCents(wallet, member.id)),
      };
    }
    const today = todayRange(merchant.timeZone, now);
    const used = await withdrawals.withdrawnIn(member.id, today.from, today.to);
    if (used.count + 1 > rules.dailyCount || used.cents + amountCents > toCents(rules.dailyAmount)) {
      throw new ApiError('withdrawDailyLimit', {
        value: { count: rules.dailyCount, amount: rules.dailyAmount },
      });
    }
    const { remainingCents } = await turnover(withdrawals, member.id, rules.turnoverMultiple);
    if (remainingCents > 0) {
      throw new ApiError('turnoverNotMet', {
        params: { remaining: String(toPesos(remainingCents)) },
        value: { remaining: toPesos(remainingCents) },
      });
    }
    const reference = newReference('WD', merchant.timeZone, now);
    const id = await withdrawals.insertWithdrawal({
      reference,
      memberId: member.id,
      merchantCode: merchant.code,
      payoutAccountId: account.id,
      providerName:
        rules.providers.find((p) => p.code === account.provider_code)?.name ?? account.provider_code,
      amountCents,
      requestId: input.requestId,
      requestHash: hash,
      now,
    });
    // The main wallet first, always (here, in a release and in transfers): two transactions moving both wallets
    // of a member lock their rows in the same order and cannot deadlock on PostgreSQL.
    const entry = {
      memberId: member.id,
      type: 'WITHDRAW_HOLD',
      reference: withdrawalEntryReference(reference),
      now,
    } as const;
    const balanceCents = await postWalletEntry(wallet, {
      ...entry,
      amountCents: -amountCents,
      accountTypeId: MAIN_WALLET_TYPE_ID,
    });
    await postWalletEntry(wallet, { ...entry, amountCents, accountTypeId: HELD_WALLET_TYPE_ID });
    return {
      withdrawal: toWithdrawRecord(await withdrawals.withdrawalById(id)),
      balance: toPesos(balanceCents),
    };
  });
}
