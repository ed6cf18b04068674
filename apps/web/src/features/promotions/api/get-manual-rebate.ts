import { getManualRebate as endpoint } from '@h5/contract/endpoints/promotions.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { promotionsQueryKey } from '../../../lib/money/rewards-changed.ts';

export type ManualRebate = z.infer<typeof endpoint.response>;

/** Manual rebate (MANPLAYREB3): the turnover not yet rebated by product type and what it is worth now. */
export function getManualRebate(signal?: AbortSignal): Promise<ManualRebate> {
  return request(endpoint, { signal });
}

export function manualRebateQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...promotionsQueryKey, 'manual-rebate', token],
    queryFn: ({ signal }) => getManualRebate(signal),
    enabled: token !== null,
  });
}

export function useManualRebate() {
  return useQuery(manualRebateQueryOptions(useSession()?.token ?? null));
}
