import { forgotPasswordByEmail as endpoint } from '@h5/contract/endpoints/register.ts';
import { request } from '../../../lib/api/request.ts';

/** Forgot password by e-mail (platform-api §4.2): a form-encoded POST. */
export function forgotPasswordByEmail(body: { username: string; email: string }): Promise<null> {
  return request(endpoint, { body, token: null });
}
