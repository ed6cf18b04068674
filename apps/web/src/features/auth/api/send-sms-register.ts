import { sendSmsRegister as endpoint } from '@h5/contract/endpoints/session.ts';
import { request } from '../../../lib/api/request.ts';
import type { SmsTarget } from './send-sms-no-login.ts';

/** SMS code for registration (platform-api §4.1: the number is `mobileNo` here). */
export function sendSmsRegister({ mobileNum, countryDialingCode }: SmsTarget) {
  return request(endpoint, { body: { mobileNo: mobileNum, countryDialingCode }, token: null });
}
