import { getCaptcha as endpoint } from '@h5/contract/endpoints/session.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';

/** The image captcha as a `data:` URL (platform-api §4.1 answers base64 without the prefix). */
export async function getCaptcha(signal?: AbortSignal): Promise<string> {
  const base64 = await request(endpoint, { query: { t: String(Date.now()) }, signal, token: null });
  return `data:image/png;base64,${base64}`;
}

/**
 * Single use and bound to the client (a cookie): never cached or shared, a new one on every fetch. `scope` keeps
 * the login's and the registration's apart; `enabled` lets a screen fetch only when the captcha is shown.
 */
export function captchaQueryOptions(scope: 'login' | 'register', enabled: boolean) {
  return queryOptions({
    queryKey: ['captcha', scope],
    queryFn: ({ signal }) => getCaptcha(signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useCaptcha(scope: 'login' | 'register', enabled: boolean) {
  return useQuery(captchaQueryOptions(scope, enabled));
}
