import { PATHS } from '../../lib/routes/paths.ts';

/** The home page: alias target, unknown-route fallback and the back target of lobby spec §2.3. */
export const HOME = PATHS.home;

/**
 * A pathname as React Router matches it: without trailing slashes and in lower case (routes are not case
 * sensitive), so `/m/Login/` finds `/m/login`.
 */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}
