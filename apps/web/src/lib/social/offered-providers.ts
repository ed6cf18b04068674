import type { EndpointValue } from '@h5/contract/endpoint.ts';
import {
  SOCIAL_SWITCHES,
  getSocialProviders as endpoint,
  type SocialProvider,
} from '@h5/contract/endpoints/social.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/request.ts';
import { switchOn, useSwitches } from '../system-status/use-switches.ts';

/** Brand names: the same in every language. */
export const SOCIAL_NAMES: Readonly<Record<SocialProvider, string>> = {
  facebook: 'Facebook',
  google: 'Google',
  telegram: 'Telegram',
};

export type SocialProviders = EndpointValue<typeof endpoint>;

/**
 * The providers this site offers: switched on and configured on the server (docs/decisions.md "Social sign-in").
 * Shared: the login and register buttons and the linked-accounts page (`features/auth/social`) and the security
 * centre's entry to that page (`features/security`).
 */
export function getSocialProviders(signal?: AbortSignal): Promise<SocialProviders> {
  return request(endpoint, { signal, token: null });
}

/**
 * The providers to offer: those the server says are switched on and configured, whose switch the web also sees on
 * (accounts spec §3). The server is asked only when one of the switches is on (most merchants switch all off).
 * `offered` is empty until it has answered; `query` tells loading and failure apart.
 */
export function useOfferedProviders() {
  const switches = useSwitches();
  const anyOn = Object.values(SOCIAL_SWITCHES).some((modId) => switchOn(switches, modId));
  const query = useQuery({
    queryKey: ['social', 'providers'],
    queryFn: ({ signal }) => getSocialProviders(signal),
    staleTime: 5 * 60_000,
    enabled: switches !== undefined && anyOn,
  });
  const offered: SocialProvider[] = (query.data?.providers ?? []).filter((p) =>
    switchOn(switches, SOCIAL_SWITCHES[p]),
  );
  /** `switchesOff`: the configuration is known and no provider's switch is on (nothing asked, nothing offered). */
  return {
    query,
    offered,
    switchesOff: switches !== undefined && !anyOn,
    switchesKnown: switches !== undefined,
  };
}
