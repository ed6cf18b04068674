import { claimLoginReward as endpoint } from '@h5/contract/endpoints/promotions.ts';
import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';

export type ClaimLoginBody = EndpointBody<typeof endpoint>;
export type ClaimLoginAnswer = z.infer<typeof endpoint.response>;

/** Takes today's daily login reward, credited at once; the same `requestId` again answers the same reward. */
export function claimLoginReward(body: ClaimLoginBody): Promise<ClaimLoginAnswer> {
  return request(endpoint, { body });
}

export function useClaimLoginReward() {
  return useMutation({ mutationFn: claimLoginReward });
}
