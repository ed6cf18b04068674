import { setPasswordByPhone as endpoint } from '@h5/contract/endpoints/register.ts';
import { request } from '../../../lib/api/request.ts';

export interface SetPasswordByPhoneInput {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
}

/** Set a new password with an SMS code (platform-api §4.2, encrypted). */
export function setPasswordByPhone(body: SetPasswordByPhoneInput): Promise<null> {
  return request(endpoint, { body, token: null });
}
