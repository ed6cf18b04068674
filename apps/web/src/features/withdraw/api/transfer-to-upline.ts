import type { EndpointBody, EndpointValue } from '@h5/contract/endpoint.ts';
import { transferToUpline as endpoint } from '@h5/contract/endpoints/withdraw.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';

export type TransferBody = EndpointBody<typeof endpoint>;
export type TransferAnswer = EndpointValue<typeof endpoint>;

/**
 * Transfer to superior (AGETRANSFERUP3): moves an amount from the member's wallet to the upline agent's. The same
 * `requestId` for every retry of one submission, so the server moves the money at most once.
 */
export function transferToUpline(body: TransferBody): Promise<TransferAnswer> {
  return request(endpoint, { body });
}

export function useTransferToUpline() {
  return useMutation({ mutationFn: transferToUpline });
}
