import { claimManualRebate as endpoint } from '@h5/contract/endpoints/promotions.ts';
import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';

export type ClaimRebateBody = EndpointBody<typeof endpoint>;
export type ClaimRebateAnswer = z.infer<typeof endpoint.response>;

/** Claims the manual rebate: credited once; the same `requestId` again answers the same amount. */
export function claimManualRebate(body: ClaimRebateBody): Promise<ClaimRebateAnswer> {
  return request(endpoint, { body });
}

export function useClaimManualRebate() {
  return useMutation({ mutationFn: claimManualRebate });
}
