import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { resetFundsPassword as endpoint } from '@h5/contract/endpoints/security.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';

export type ResetFundsPasswordBody = EndpointBody<typeof endpoint>;

/** A forgotten funds password: the answers to the member's two questions and a new password. */
export function resetFundsPassword(body: ResetFundsPasswordBody) {
  return request(endpoint, { body });
}

export function useResetFundsPassword() {
  return useMutation({ mutationFn: resetFundsPassword });
}
