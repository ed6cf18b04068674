import { getMemberInfo as endpoint, type MemberInfo } from '@h5/contract/endpoints/member.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/request.ts';
import { useSession } from './session-store.ts';

/**
 * The session member's profile (platform-api §4.3). In lib because home, the shell header, the member pages and
 * logout (which drops it) all use it.
 */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return request(endpoint, { signal });
}

export const memberInfoQueryKey = ['member', 'info'] as const;

export function memberInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...memberInfoQueryKey, token],
    queryFn: ({ signal }) => getMemberInfo(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useMemberInfo() {
  const session = useSession();
  return useQuery(memberInfoQueryOptions(session?.token ?? null));
}
