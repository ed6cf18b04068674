import { getSocialProviders as endpoint } from '@h5/contract/endpoints/social.ts';
import type { EndpointValue } from '@h5/contract/endpoint.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api/request.ts';

export type SocialProviders = EndpointValue<typeof endpoint>;

/** The providers this site offers: switched on and configured on the server (docs/decisions.md "Social sign-in"). */
export function getSocialProviders(signal?: AbortSignal): Promise<SocialProviders> {
  return request(endpoint, { signal, token: null });
}

export function useSocialProviders() {
  return useQuery({
    queryKey: ['social', 'providers'],
    queryFn: ({ signal }) => getSocialProviders(signal),
    staleTime: 5 * 60_000,
  });
}
