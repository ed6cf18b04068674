import { HOME, normalisePath } from '../routes/paths.ts';

/** Lobby spec §2.3: on these pages back always goes home; elsewhere back in history, or home when there is none. */
export const BACK_TO_HOME_PATHS: readonly string[] = [
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/notice',
  '/m/activity',
  '/m/forget',
];

export type BackTarget = typeof HOME | 'history';

/** Where the back arrow of `pathname` leads; `hasHistory` says whether an earlier in-app entry exists. */
export function backTarget(pathname: string, hasHistory: boolean): BackTarget {
  if (BACK_TO_HOME_PATHS.includes(normalisePath(pathname))) return HOME;
  return hasHistory ? 'history' : HOME;
}
