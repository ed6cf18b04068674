import { getTeamOverview as endpoint, type TeamKpiFooter } from '@h5/contract/endpoints/agent.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { merchantDay } from '../../../lib/date/merchant-day.ts';
import { useSession } from '../../../lib/session/session-store.ts';

/** Lobby §2.12, §7: today's team counts (startDate = endDate = today in the merchant's zone, size 0). */
export async function getTeamKpi(day: string, signal?: AbortSignal): Promise<TeamKpiFooter> {
  const answer = await request(endpoint, { query: { startDate: day, endDate: day, size: '0' }, signal });
  return answer.footer;
}

export function teamKpiQueryOptions(token: string | null, day: string) {
  return queryOptions({
    queryKey: ['agent', 'teamKpi', token, day],
    queryFn: ({ signal }) => getTeamKpi(day, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useTeamKpi() {
  return useQuery(teamKpiQueryOptions(useSession()?.token ?? null, merchantDay()));
}
