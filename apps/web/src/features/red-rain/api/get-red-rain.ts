import { getRedRain as endpoint } from '@h5/contract/endpoints/red-rain.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { RED_RAIN_KEY } from '../constants.ts';

export type RedRainAnswer = z.infer<typeof endpoint.response>;

/**
 * The answer with the server clock's lead over this device's, taken when the answer arrived: the countdowns run on
 * the server's time, as a phone's clock may be off by minutes.
 */
export interface RedRain extends RedRainAnswer {
  /** This device's clock when the answer arrived. */
  receivedAt: number;
  /** How far the server's clock is ahead of this device's. */
  clockOffsetMs: number;
}

export async function getRedRain(signal?: AbortSignal): Promise<RedRain> {
  const answer = await request(endpoint, { signal });
  const receivedAt = Date.now();
  return { ...answer, receivedAt, clockOffsetMs: answer.serverTime - receivedAt };
}

export function redRainQueryKey(token: string | null) {
  return [RED_RAIN_KEY, token] as const;
}

export function redRainQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: redRainQueryKey(token),
    queryFn: ({ signal }) => getRedRain(signal),
    enabled: token !== null,
    // A rain starts and ends on the clock: coming back to the page asks again rather than showing an old state.
    staleTime: 0,
  });
}

export function useRedRain() {
  return useQuery(redRainQueryOptions(useSession()?.token ?? null));
}
