import { getMissions as endpoint, type Mission } from '@h5/contract/endpoints/promotions.ts';
import type { Language } from '@h5/contract/languages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { promotionsQueryKey } from '../../../lib/money/rewards-changed.ts';

export type { Mission };

/** The mission page (MISSION): the merchant's missions with the member's progress. */
export function getMissions(signal?: AbortSignal): Promise<Mission[]> {
  return request(endpoint, { signal });
}

export function missionsQueryOptions(token: string | null, language: Language) {
  return queryOptions({
    queryKey: [...promotionsQueryKey, 'missions', token, language],
    queryFn: ({ signal }) => getMissions(signal),
    enabled: token !== null,
  });
}

export function useMissions() {
  return useQuery(missionsQueryOptions(useSession()?.token ?? null, useLanguage()));
}
