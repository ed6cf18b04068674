import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { setFundsPassword as endpoint } from '@h5/contract/endpoints/security.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';

export type SetFundsPasswordBody = EndpointBody<typeof endpoint>;

/**
 * Sets the funds password (first time: `currentPassword` is the login password) or changes it (`currentPassword` is
 * the current funds password).
 */
export function setFundsPassword(body: SetFundsPasswordBody) {
  return request(endpoint, { body });
}

export function useSetFundsPassword() {
  return useMutation({ mutationFn: setFundsPassword });
}
