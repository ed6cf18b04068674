import { PATHS } from '../../lib/routes/paths.ts';
import { normalisePath } from '../../lib/routes/route-entry.ts';
import type { PagePath } from '../../lib/routes/route-table.ts';

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

/**
 * Pages opened from a parent page other than home: without earlier in-app history back leads to that parent (the
 * red envelope rain is reached only from the agent home's menu).
 */
const BACK_TO_PARENT: ReadonlyMap<string, PagePath> = new Map([[normalisePath(PATHS.redRain), PATHS.agent]]);

export type BackTarget = PagePath | 'history';

/** Where the back arrow of `pathname` leads; `hasHistory` says whether an earlier in-app entry exists. */
export function backTarget(pathname: string, hasHistory: boolean): BackTarget {
  const path = normalisePath(pathname);
  if (BACK_TO_HOME_PATHS.includes(path)) return PATHS.home;
  return hasHistory ? 'history' : (BACK_TO_PARENT.get(path) ?? PATHS.home);
}
