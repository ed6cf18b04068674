import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { startSocialSignIn as endpoint } from '@h5/contract/endpoints/social.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/api/request.ts';

export type StartInput = EndpointBody<typeof endpoint>;

/**
 * Begins a sign-in (the server keeps the attempt, with state, nonce and PKCE verifier for Google and Facebook, and
 * sets the HttpOnly cookie that binds it to this browser); answers the provider URL to open (for Telegram its login
 * page). A guest call unless linking.
 */
export function startSocialSignIn(input: StartInput): Promise<{ authorizationUrl: string }> {
  return request(endpoint, { body: input, ...(input.link === undefined ? { token: null } : {}) });
}

export function useStartSocialSignIn() {
  return useMutation({ mutationFn: startSocialSignIn });
}
