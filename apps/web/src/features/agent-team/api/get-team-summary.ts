import { getTeamSummary as endpoint } from '@h5/contract/endpoints/agent-team.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import type { PeriodChoice } from '../team-period.ts';

export type TeamSummary = z.infer<typeof endpoint.response>;

/** Team overview (lobby §2.12): the downline's figures for the period, in all and per level. */
export function getTeamSummary(period: PeriodChoice, signal?: AbortSignal): Promise<TeamSummary> {
  return request(endpoint, { query: period, signal });
}

export function teamSummaryQueryOptions(token: string | null, period: PeriodChoice) {
  return queryOptions({
    queryKey: ['agent-team', 'summary', token, period],
    queryFn: ({ signal }) => getTeamSummary(period, signal),
    enabled: token !== null,
  });
}

export function useTeamSummary(period: PeriodChoice) {
  return useQuery(teamSummaryQueryOptions(useSession()?.token ?? null, period));
}
