import {
  register as byUsername,
  registerMobile as byMobile,
  type RegisterBody,
} from '@h5/contract/endpoints/register.ts';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import { request } from '../../../lib/api/request.ts';

export type RegisterMode = 'username' | 'mobile';

/**
 * Registration (platform-api §4.2): PUT, encrypted, logs the new member in (`login: true`). The mobile tab uses
 * `/wps/member/register/mobile` with the mobile number as username.
 */
export function register({ mode, body }: { mode: RegisterMode; body: RegisterBody }): Promise<LoginResult> {
  return request(mode === 'mobile' ? byMobile : byUsername, { body, token: null });
}
