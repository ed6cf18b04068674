import { changePassword as endpoint } from '@h5/contract/endpoints/register.ts';
import { request } from '../../../lib/api/request.ts';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Change the session member's password (platform-api §4.2, encrypted, token required). */
export function changePassword(body: ChangePasswordInput): Promise<null> {
  return request(endpoint, { body });
}
