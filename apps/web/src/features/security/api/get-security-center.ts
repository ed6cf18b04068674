import type { EndpointValue } from '@h5/contract/endpoint.ts';
import { getSecurityCenter as endpoint } from '@h5/contract/endpoints/security.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { moneyQueryKey } from '../../../lib/money/money-keys.ts';
import { useSession } from '../../../lib/session/session-store.ts';

export type SecurityCenter = EndpointValue<typeof endpoint>;

/** Security centre: funds-password state, the questions (offered and chosen), payout accounts, contact details. */
export function getSecurityCenter(signal?: AbortSignal): Promise<SecurityCenter> {
  return request(endpoint, { signal });
}

/** Under the money key: a funds password or payout account set elsewhere shows here at once. */
export function securityCenterQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...moneyQueryKey, 'security', token],
    queryFn: ({ signal }) => getSecurityCenter(signal),
    enabled: token !== null,
    staleTime: 0,
  });
}

export function useSecurityCenter() {
  return useQuery(securityCenterQueryOptions(useSession()?.token ?? null));
}
