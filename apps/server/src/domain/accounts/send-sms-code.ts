import type { DeliveryProvider } from '../../infra/delivery.ts';
import { verificationSms } from '../../i18n/outbound-messages.ts';
import { ApiError } from '../errors.ts';
import type { AccountsRepository } from './accounts-repository.ts';
import type { AccountRequest } from './account-request.ts';
import { smsTarget, type SmsCodes, type SmsPurpose } from './sms-codes.ts';

export interface SmsSendingServices {
  readonly accounts: AccountsRepository;
  readonly sms: SmsCodes;
  readonly delivery: DeliveryProvider;
}

/** Issues an SMS code (within its limits) and sends it, in the request's language. */
export async function sendSmsCode(
  { accounts, sms, delivery }: SmsSendingServices,
  request: Pick<AccountRequest, 'merchant' | 'language'>,
  purpose: SmsPurpose,
  dialingCode: string,
  mobile: string,
  ip: string,
): Promise<{ expiredMinutes: number }> {
  const { merchant } = request;
  const result = await sms.issue(smsTarget(merchant.code, purpose, dialingCode, mobile), ip);
  if (!result.ok) throw new ApiError(result.reason === 'tooFrequent' ? 'smsTooFrequent' : 'smsLimitReached');
  // Codes without a session (SMS login, password by phone) reach registered numbers only; the answer is the same
  // either way, so the endpoint does not tell which numbers have an account.
  const deliver =
    purpose === 'register' ||
    (await accounts.findMemberByMobile(merchant.code, dialingCode, mobile)) !== undefined;
  if (deliver) {
    await delivery.sendSms({
      to: `${dialingCode}${mobile}`,
      ...verificationSms(request.language, merchant.name, result.code, sms.expiredMinutes),
      code: result.code,
    });
  }
  return { expiredMinutes: sms.expiredMinutes };
}
