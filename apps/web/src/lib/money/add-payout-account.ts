import { addPayoutAccount as endpoint } from '@h5/contract/endpoints/withdraw.ts';
import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../api/request.ts';

export type AddPayoutAccountBody = EndpointBody<typeof endpoint>;

/**
 * Binds a payout account: the name must equal the payee name (the first account's name becomes it when none is on
 * file); needs the funds password. In lib because the withdraw page and the security centre both bind accounts.
 */
export function addPayoutAccount(body: AddPayoutAccountBody) {
  return request(endpoint, { body });
}

export function useAddPayoutAccount() {
  return useMutation({ mutationFn: addPayoutAccount });
}
