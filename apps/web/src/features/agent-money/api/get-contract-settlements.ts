import { getContractSettlements as endpoint, type ContractKind } from '@h5/contract/endpoints/agent-money.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { AGENT_MONEY_KEY } from '../constants.ts';

export type ContractSettlements = z.infer<typeof endpoint.response>;

/** The settled periods of the agent's salary or dividend contract of one kind, newest first, a page at a time. */
export function getContractSettlements(
  kind: ContractKind,
  pageNo: number,
  signal?: AbortSignal,
): Promise<ContractSettlements> {
  return request(endpoint, { query: { kind, pageNo: String(pageNo) }, signal });
}

export function contractSettlementsQueryOptions(token: string | null, kind: ContractKind, pageNo: number) {
  return queryOptions({
    queryKey: [AGENT_MONEY_KEY, 'settlements', token, kind, pageNo],
    queryFn: ({ signal }) => getContractSettlements(kind, pageNo, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useContractSettlements(kind: ContractKind, pageNo: number) {
  return useQuery(contractSettlementsQueryOptions(useSession()?.token ?? null, kind, pageNo));
}
