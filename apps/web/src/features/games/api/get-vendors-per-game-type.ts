import { getVendorsPerGameType as endpoint } from '@h5/contract/endpoints/game-vendors.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { appConfig } from '../../../lib/config.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { VASSAL_TYPE_ID } from '../constants.ts';

export type VendorGameTypes = Record<string, Record<string, string[]>>;

/** platform-api §4.5 vendors per game type (`typeId 1`, merchant code), a member-only call. */
export async function getVendorsPerGameType(signal?: AbortSignal): Promise<VendorGameTypes> {
  const answer = await request(endpoint, {
    query: { typeId: VASSAL_TYPE_ID, merchant_code: appConfig().merchant },
    signal,
  });
  return answer.content;
}

export function vendorsPerGameTypeQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['games', 'vendorGameTypes', token],
    queryFn: ({ signal }) => getVendorsPerGameType(signal),
    enabled: token !== null,
    staleTime: 10 * 60_000,
  });
}

export function useVendorsPerGameType() {
  return useQuery(vendorsPerGameTypeQueryOptions(useSession()?.token ?? null));
}
