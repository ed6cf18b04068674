import { getDepositChannels as endpoint } from '@h5/contract/endpoints/deposit.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type DepositOptions = z.infer<typeof endpoint.response>;

/** The deposit page's channels, promotions, template and whether the member may deposit (lobby §2.11). */
export function getDepositChannels(signal?: AbortSignal): Promise<DepositOptions> {
  return request(endpoint, { signal });
}

/** Keyed by the session token: another member's channels and promotions are never shown. */
export function depositChannelsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['deposit', 'channels', token],
    queryFn: ({ signal }) => getDepositChannels(signal),
    enabled: token !== null,
  });
}

export function useDepositChannels() {
  return useQuery(depositChannelsQueryOptions(useSession()?.token ?? null));
}
