import type { PayoutAccount } from '@h5/contract/endpoints/money.ts';
import type { SessionInfo } from '../accounts/sessions.ts';
import { ApiError } from '../errors.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { fundsPolicy } from './funds-guard.ts';
import { verifyFundsPassword } from './funds-password.ts';
import { refuseTrial, requireMember, type MoneyServices } from './money-work.ts';
import type { PayoutAccountRow } from './payout-accounts-repository.ts';

type Providers = MerchantConfig['payments']['withdraw']['providers'];

/** `•••• 4567`: every answer to the member shows an account number so; only the operator sees it in full. */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}

/** A name as it is kept and compared: inner blanks collapsed to one space, none around it. */
export function tidyName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/** Whether two names are the same person's, as the payee rule reads them: case and extra blanks do not count. */
export function sameName(a: string, b: string): boolean {
  return tidyName(a).toLowerCase() === tidyName(b).toLowerCase();
}

/** The name of a provider code in the merchant's list (its code once the merchant dropped it). */
export function providerName(providers: Providers, code: string): string {
  return providers.find((p) => p.code === code)?.name ?? code;
}

export function toPayoutAccount(row: PayoutAccountRow, providers: Providers): PayoutAccount {
  return {
    id: row.id,
    kind: row.kind,
    providerCode: row.provider_code,
    providerName: providerName(providers, row.provider_code),
    accountName: row.account_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
    createTime: row.created_at,
  };
}

/**
 * Binds a payout account of one of the merchant's providers. Its name must be the member's payee name; a member
 * with none on file (registration did not ask for it) gets the first bound account's name as payee name, and every
 * later account must carry it. At most the merchant's number of accounts, each once; confirmed by the funds
 * password. The input is checked before the password, so a typo costs no try.
 */
export async function bindPayoutAccount(
  services: Pick<MoneyServices, 'repository' | 'work' | 'guard' | 'passwords'>,
  session: SessionInfo,
  merchant: Pick<MerchantConfig, 'payments'>,
  input: { providerCode: string; accountName: string; accountNumber: string; fundsPassword: string },
  now = Date.now(),
): Promise<PayoutAccount> {
  refuseTrial(session);
  const { providers, maxPayoutAccounts } = merchant.payments.withdraw;
  const provider = providers.find((p) => p.code === input.providerCode);
  if (provider === undefined) throw new ApiError('channelUnknown');
  const member = await requireMember(services.repository, session.memberId);
  const accountName = tidyName(input.accountName);
  const mismatch = (payeeName: string) => new ApiError('payeeNameMismatch', { value: { payeeName } });
  if (member.payee_name !== '' && !sameName(member.payee_name, accountName)) {
    throw mismatch(member.payee_name);
  }
  await verifyFundsPassword(services, member, fundsPolicy(merchant), input.fundsPassword, now);
  const limit = new ApiError('payoutAccountLimit', {
    params: { max: String(maxPayoutAccounts) },
    value: { max: maxPayoutAccounts },
  });
  const row = await services.work.run(async ({ withdrawals }) => {
    await withdrawals.lockMemberMoney(member.id);
    const bound = await withdrawals.payoutAccountsOf(member.id);
    const again = bound.some(
      (a) => a.provider_code === provider.code && a.account_number === input.accountNumber,
    );
    if (again || bound.length >= maxPayoutAccounts) throw limit;
    // Read again under the lock: another binding may have set the payee name since.
    const current = await requireMember(withdrawals, member.id);
    if (current.payee_name === '') {
      await withdrawals.setPayeeNameIfEmpty(member.id, accountName);
    } else if (!sameName(current.payee_name, accountName)) {
      throw mismatch(current.payee_name);
    }
    return withdrawals.insertPayoutAccount({
      memberId: member.id,
      kind: provider.kind,
      providerCode: provider.code,
      accountName,
      accountNumber: input.accountNumber,
      now,
    });
  });
  return toPayoutAccount(row, providers);
}
