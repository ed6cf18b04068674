import { getProfitAndLoss as endpoint } from '@h5/contract/endpoints/withdraw.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type ProfitAndLoss = z.infer<typeof endpoint.response>;

interface ProfitAndLossQuery {
  startDate: string;
  endDate: string;
}

/** Profit and loss (lobby §2.11, PERSREP): the member's totals of the range, from the ledger. */
export function getProfitAndLoss(query: ProfitAndLossQuery, signal?: AbortSignal): Promise<ProfitAndLoss> {
  return request(endpoint, { query, signal });
}

export function profitAndLossQueryOptions(token: string | null, query: ProfitAndLossQuery) {
  return queryOptions({
    queryKey: ['records', 'profit-and-loss', token, query],
    queryFn: ({ signal }) => getProfitAndLoss(query, signal),
    enabled: token !== null,
  });
}

export function useProfitAndLoss(query: ProfitAndLossQuery) {
  return useQuery(profitAndLossQueryOptions(useSession()?.token ?? null, query));
}
