import { claimReward as endpoint } from '@h5/contract/endpoints/promotions.ts';
import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';

export type ClaimRewardBody = EndpointBody<typeof endpoint>;
export type ClaimRewardAnswer = z.infer<typeof endpoint.response>;

/**
 * Claims an issued reward: the server credits it once; the same `requestId` again (a retry after a lost answer)
 * answers the claimed reward without crediting it again.
 */
export function claimReward(body: ClaimRewardBody): Promise<ClaimRewardAnswer> {
  return request(endpoint, { body });
}

export function useClaimReward() {
  return useMutation({ mutationFn: claimReward });
}
