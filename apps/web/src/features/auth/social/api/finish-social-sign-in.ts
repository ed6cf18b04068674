import { finishSocialSignIn as endpoint } from '@h5/contract/endpoints/social.ts';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import { request } from '../../../../lib/api/request.ts';

/** Finishes a Google or Facebook sign-in with the query the provider sent back (the server checks it all). */
export function finishSocialSignIn(query: string): Promise<LoginResult> {
  return request(endpoint, { body: { query }, token: null });
}
