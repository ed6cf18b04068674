import { grabRedEnvelope as endpoint } from '@h5/contract/endpoints/red-rain.ts';
import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';

export type GrabBody = EndpointBody<typeof endpoint>;
export type GrabAnswer = z.infer<typeof endpoint.response>;

/**
 * Opens one envelope of the rain falling now; the server credits it once. The same `requestId` again (a retry after
 * a lost answer) answers the same envelope without crediting it again.
 */
export function grabRedEnvelope(body: GrabBody): Promise<GrabAnswer> {
  return request(endpoint, { body });
}

export function useGrabRedEnvelope() {
  return useMutation({ mutationFn: grabRedEnvelope });
}
