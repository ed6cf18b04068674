import { sendSmsNoLogin as endpoint } from '@h5/contract/endpoints/session.ts';
import { request } from '../../../lib/api/request.ts';

export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
}

/** SMS code without a session (SMS login, password by phone; platform-api §4.1). Answers `expiredMinutes`. */
export function sendSmsNoLogin(target: SmsTarget) {
  return request(endpoint, { body: target, token: null });
}
