import { getTeamRebateIncome as endpoint } from '@h5/contract/endpoints/agent-money.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { AGENT_MONEY_KEY } from '../constants.ts';

export type TeamRebateIncome = z.infer<typeof endpoint.response>;

/** Team rebate income (lobby §2.12): the agent's settled periods, newest first, a page at a time. */
export function getTeamRebateIncome(pageNo: number, signal?: AbortSignal): Promise<TeamRebateIncome> {
  return request(endpoint, { query: { pageNo: String(pageNo) }, signal });
}

export function teamRebateIncomeQueryOptions(token: string | null, pageNo: number) {
  return queryOptions({
    queryKey: [AGENT_MONEY_KEY, 'income', token, pageNo],
    queryFn: ({ signal }) => getTeamRebateIncome(pageNo, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useTeamRebateIncome(pageNo: number) {
  return useQuery(teamRebateIncomeQueryOptions(useSession()?.token ?? null, pageNo));
}
