import type { EndpointBody, EndpointValue } from '@h5/contract/endpoint.ts';
import { createWithdrawal as endpoint } from '@h5/contract/endpoints/withdraw.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';

export type CreateWithdrawalBody = EndpointBody<typeof endpoint>;
export type CreateWithdrawalAnswer = EndpointValue<typeof endpoint>;

/**
 * Withdraw request (platform-api `/wps/transaction/withdraw`): the amount is held until an operator pays or rejects
 * it. `requestId` is the same for every retry of one submission, so the server makes at most one withdrawal.
 */
export function createWithdrawal(body: CreateWithdrawalBody): Promise<CreateWithdrawalAnswer> {
  return request(endpoint, { body });
}

export function useCreateWithdrawal() {
  return useMutation({ mutationFn: createWithdrawal });
}
