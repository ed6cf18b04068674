import { PATHS } from './paths.ts';

/** The login page's query parameter naming where to go once signed in. */
export const RETURN_PARAM = 'redirect';

/** Pages a return after signing in must not lead to: they are the way in, or make no sense once signed in. */
const NOT_RETURN_TARGETS: ReadonlySet<string> = new Set([
  PATHS.login,
  PATHS.register,
  PATHS.forget,
  PATHS.findPasswordBySms,
  PATHS.trial,
]);

/**
 * Where a sign-in should lead when the login page was opened with `?redirect=` (after the server ended a session):
 * only a page of this app (`/m/…`, no scheme, host or `//`, nor a way-in page), so the parameter cannot send a
 * player to another site. Null when there is none or it is not such a page.
 */
export function returnTarget(search: string): string | null {
  const target = new URLSearchParams(search).get(RETURN_PARAM);
  if (target === null || !target.startsWith('/m/') || /[\\\s]|\/\//.test(target)) return null;
  const path = target.split(/[?#]/)[0] ?? '';
  return NOT_RETURN_TARGETS.has(path) ? null : target;
}
