import type { EndpointValue } from '@h5/contract/endpoint.ts';
import { getLinkedSocialAccounts as endpoint } from '@h5/contract/endpoints/social.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api/request.ts';
import { useSession } from '../../../../lib/session/session-store.ts';

export type LinkedSocialAccounts = EndpointValue<typeof endpoint>;

/** The provider identities linked to the signed-in member (docs/decisions.md "Social sign-in"). */
export function getLinkedSocialAccounts(signal?: AbortSignal): Promise<LinkedSocialAccounts> {
  return request(endpoint, { signal });
}

/** By session: a link signs the member in anew (new token), so the page reads the list fresh after it. */
export function useLinkedSocialAccounts() {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: ['social', 'linked', token],
    queryFn: ({ signal }) => getLinkedSocialAccounts(signal),
    enabled: token !== null,
    staleTime: 0,
  });
}
