import { HELD_WALLET_TYPE_ID } from '@h5/contract/endpoints/member.ts';
import type { getWithdrawSettings } from '@h5/contract/endpoints/withdraw.ts';
import type { EndpointValue } from '@h5/contract/endpoint.ts';
import { isTrial } from '@h5/contract/member-types.ts';
import type { SessionInfo } from '../accounts/sessions.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { walletCents } from '../wallet/ledger.ts';
import { toPesos } from './money-keys.ts';
import { todayRange } from './money-range.ts';
import { requireMember, type MoneyServices } from './money-work.ts';
import { toPayoutAccount } from './payout-accounts.ts';
import { turnover } from './turnover.ts';

/**
 * What the withdraw page shows before the member asks: the merchant's limits with what today used of them (in the
 * merchant's calendar), the turnover still to play, the spendable and held amounts, the funds password's state and
 * the bound accounts (masked). A trial account sees `allowWithdraw: false`.
 */
export async function withdrawSettings(
  services: Pick<MoneyServices, 'repository' | 'wallet' | 'guard'>,
  session: SessionInfo,
  merchant: Pick<MerchantConfig, 'timeZone' | 'payments'>,
  now = Date.now(),
): Promise<EndpointValue<typeof getWithdrawSettings>> {
  const { repository, wallet, guard } = services;
  const rules = merchant.payments.withdraw;
  const member = await requireMember(repository, session.memberId);
  const today = todayRange(merchant.timeZone, now);
  const [used, rule, balance, held, lockedUntil, accounts] = await Promise.all([
    repository.withdrawnIn(member.id, today.from, today.to),
    turnover(repository, member.id, rules.turnoverMultiple),
    walletCents(wallet, member.id),
    walletCents(wallet, member.id, HELD_WALLET_TYPE_ID),
    guard.lockedUntil(member.id, now),
    repository.payoutAccountsOf(member.id),
  ]);
  return {
    allowWithdraw: rules.allow && !isTrial(session.memberType),
    minAmount: rules.minAmount,
    maxAmount: rules.maxAmount,
    dailyCount: rules.dailyCount,
    dailyCountUsed: used.count,
    dailyAmount: rules.dailyAmount,
    dailyAmountUsed: toPesos(used.cents),
    turnoverMultiple: rules.turnoverMultiple,
    turnoverRequired: toPesos(rule.requiredCents),
    turnoverDone: toPesos(rule.doneCents),
    turnoverRemaining: toPesos(rule.remainingCents),
    balance: toPesos(balance),
    held: toPesos(held),
    hasFundsPassword: member.payment_password_hash !== null,
    fundsPasswordLockedUntil: lockedUntil,
    payeeName: member.payee_name,
    payoutAccounts: accounts.map((a) => toPayoutAccount(a, rules.providers)),
    maxPayoutAccounts: rules.maxPayoutAccounts,
    payoutProviders: rules.providers.map((p) => ({ code: p.code, name: p.name, kind: p.kind })),
  };
}
