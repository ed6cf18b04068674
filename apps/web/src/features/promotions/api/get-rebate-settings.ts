import { getRebateSettings as endpoint } from '@h5/contract/endpoints/promotions.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { promotionsQueryKey } from '../../../lib/money/rewards-changed.ts';

export type RebateSettings = z.infer<typeof endpoint.response>;

/** The merchant's rebate rates by product type (platform-api §4.6), the same for every member. */
export function getRebateSettings(signal?: AbortSignal): Promise<RebateSettings> {
  return request(endpoint, { signal });
}

export function rebateSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...promotionsQueryKey, 'rebate-settings'],
    queryFn: ({ signal }) => getRebateSettings(signal),
    staleTime: 10 * 60_000,
  });
}

export function useRebateSettings() {
  return useQuery(rebateSettingsQueryOptions());
}
