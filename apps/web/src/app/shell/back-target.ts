import { PATHS } from '../../lib/routes/paths.ts';
import { normalisePath } from '../../lib/routes/route-entry.ts';

/**
 * Lobby spec §2.3: on these pages back always goes home; elsewhere back in history, or home when there is none.
 * Normalised, as the pathname they are compared with.
 */
export const BACK_TO_HOME_PATHS: readonly string[] = [
  PATHS.login,
  PATHS.register,
  PATHS.trial,
  PATHS.notice,
  PATHS.activity,
  PATHS.forget,
].map(normalisePath);

export type BackTarget = typeof PATHS.home | 'history';

/** Where the back arrow of `pathname` leads; `hasHistory` says whether an earlier in-app entry exists. */
export function backTarget(pathname: string, hasHistory: boolean): BackTarget {
  if (BACK_TO_HOME_PATHS.includes(normalisePath(pathname))) return PATHS.home;
  return hasHistory ? 'history' : PATHS.home;
}
