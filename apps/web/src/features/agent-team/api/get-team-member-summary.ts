import { getTeamMemberSummary as endpoint } from '@h5/contract/endpoints/agent-team.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import type { PeriodChoice } from '../team-period.ts';

export type TeamMemberSummary = z.infer<typeof endpoint.response>;

/** A team member's own figures and its downline's for the period (team management's member summary). */
export function getTeamMemberSummary(
  account: string,
  period: PeriodChoice,
  signal?: AbortSignal,
): Promise<TeamMemberSummary> {
  return request(endpoint, { query: { account, ...period }, signal });
}

export function teamMemberSummaryQueryOptions(token: string | null, account: string, period: PeriodChoice) {
  return queryOptions({
    queryKey: ['agent-team', 'member-summary', token, account, period],
    queryFn: ({ signal }) => getTeamMemberSummary(account, period, signal),
    enabled: token !== null,
  });
}

export function useTeamMemberSummary(account: string, period: PeriodChoice) {
  return useQuery(teamMemberSummaryQueryOptions(useSession()?.token ?? null, account, period));
}
