import { freePlayLogin as endpoint, type LoginResult } from '@h5/contract/endpoints/session.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';

/** Test play (platform-api §4.1): a trial account (type 4) under the trial merchant, logged in. */
export function freePlayLogin(): Promise<LoginResult> {
  return request(endpoint, { body: { platform: 'M', os: 'H5' }, token: null });
}

export function useFreePlayLogin() {
  return useMutation({ mutationFn: freePlayLogin });
}
