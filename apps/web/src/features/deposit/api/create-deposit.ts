import { createDeposit as endpoint } from '@h5/contract/endpoints/deposit.ts';
import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';

export type CreateDepositBody = EndpointBody<typeof endpoint>;
export type CreatedDeposit = z.infer<typeof endpoint.response>;

/**
 * Starts a gateway deposit (e-wallet, online banking): the answer names the hosted payment page to send the player
 * to. The same `requestId` again answers the same deposit, so a retry after a lost answer creates nothing new.
 */
export function createDeposit(body: CreateDepositBody): Promise<CreatedDeposit> {
  return request(endpoint, { body });
}

export function useCreateDeposit() {
  return useMutation({ mutationFn: createDeposit });
}
