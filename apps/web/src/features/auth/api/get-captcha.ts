import { getCaptcha as endpoint } from '@h5/contract/endpoints/session.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { getCaptchaPuzzleAnswer } from './get-captcha-puzzle.ts';

/** The image captcha as a `data:` URL (platform-api §4.1 answers base64 without the prefix). */
export async function getCaptcha(signal?: AbortSignal): Promise<string> {
  const base64 = await request(endpoint, { query: { t: String(Date.now()) }, signal, token: null });
  return `data:image/png;base64,${base64}`;
}

export type CaptchaScope = 'login' | 'register';
/** The picture a person reads, or the puzzle the device solves for someone who cannot read it. */
export type CaptchaKind = 'picture' | 'puzzle';
export type CaptchaData = { kind: 'picture'; src: string } | { kind: 'puzzle'; answer: string };

/** Refetching this key gets a new captcha of whichever kind is on screen. */
export const captchaKey = (scope: CaptchaScope) => ['captcha', scope] as const;

/**
 * Single use and bound to the client (a cookie): never cached or shared, a new one on every fetch. `scope` keeps
 * the login's and the registration's apart; `enabled` lets a screen fetch only when the captcha is shown.
 */
export function captchaQueryOptions(scope: CaptchaScope, kind: CaptchaKind, enabled = true) {
  return queryOptions({
    queryKey: [...captchaKey(scope), kind],
    queryFn: async ({ signal }): Promise<CaptchaData> =>
      kind === 'picture'
        ? { kind, src: await getCaptcha(signal) }
        : { kind, answer: await getCaptchaPuzzleAnswer(signal) },
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useCaptcha(scope: CaptchaScope, kind: CaptchaKind, enabled = true) {
  return useQuery(captchaQueryOptions(scope, kind, enabled));
}
