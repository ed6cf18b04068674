import { getTeamMembers as endpoint, TEAM_PAGE_SIZE } from '@h5/contract/endpoints/agent-team.ts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type TeamMembersPage = z.infer<typeof endpoint.response>;

/** Which members: a parent's direct downline (none: the agent's own), one level, or an account prefix. */
export interface TeamMembersQuery {
  parent?: string;
  level?: string;
  account?: string;
}

/** Team management (lobby §2.12): one page of the downline, by account. */
export function getTeamMembers(
  query: TeamMembersQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TeamMembersPage> {
  return request(endpoint, {
    query: { ...query, pageNo: String(pageNo), pageSize: String(TEAM_PAGE_SIZE) },
    signal,
  });
}

export function teamMembersQueryOptions(token: string | null, query: TeamMembersQuery) {
  return infiniteQueryOptions({
    queryKey: ['agent-team', 'members', token, query],
    queryFn: ({ pageParam, signal }) => getTeamMembers(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}

export function useTeamMembers(query: TeamMembersQuery) {
  return useInfiniteQuery(teamMembersQueryOptions(useSession()?.token ?? null, query));
}
