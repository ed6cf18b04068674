import { getAgentRebateRates as endpoint } from '@h5/contract/endpoints/agent-money.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { AGENT_MONEY_KEY } from '../constants.ts';

export type AgentRebateRates = z.infer<typeof endpoint.response>;

/** Agent rebate settings (lobby §2.12): the agent's own rate and a page of its direct downline's. */
export function getAgentRebateRates(pageNo: number, signal?: AbortSignal): Promise<AgentRebateRates> {
  return request(endpoint, { query: { pageNo: String(pageNo) }, signal });
}

export function agentRebateRatesQueryOptions(token: string | null, pageNo: number) {
  return queryOptions({
    queryKey: [AGENT_MONEY_KEY, 'rates', token, pageNo],
    queryFn: ({ signal }) => getAgentRebateRates(pageNo, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useAgentRebateRates(pageNo: number) {
  return useQuery(agentRebateRatesQueryOptions(useSession()?.token ?? null, pageNo));
}
