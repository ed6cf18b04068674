import { SHELL_SWITCHES, SIDE_MENU_SWITCHES } from '@h5/contract/shell-switches.ts';
import { PATHS } from '../../lib/routes/paths.ts';
import { shellSwitchOn, type Switches } from '../../lib/system-status/use-switches.ts';

export type SideMenuEntryId = keyof typeof SIDE_MENU_SWITCHES;

/** Where an entry leads: a page, or an app-wide sheet opened by name (lib/ui/overlays.ts). */
export type SideMenuTarget = { path: string } | { overlay: 'download' };

export interface SideMenuEntry {
  id: SideMenuEntryId;
  target: SideMenuTarget;
}

/** Lobby spec §2.5 shortcut entries, in the spec's order. */
export const SIDE_MENU_ENTRIES: readonly SideMenuEntry[] = [
  { id: 'deposit', target: { path: PATHS.deposit } },
  { id: 'withdraw', target: { path: PATHS.withdraw } },
  { id: 'share', target: { path: PATHS.inviteFriends } },
  { id: 'vip', target: { path: PATHS.vipBenefits } },
  { id: 'rewardCenter', target: { path: PATHS.rewardCenter } },
  { id: 'mission', target: { path: PATHS.mission } },
  { id: 'manualRebate', target: { path: PATHS.manualRebate } },
  { id: 'appDownload', target: { overlay: 'download' } },
];

/**
 * Lobby spec §2.5: an entry shows only when its `SIDEMENU_*` switch is on (a switch missing from the merchant's
 * tree is off; `SIDEMENU3` off turns every entry off through the tree); VIP also needs a session and
 * `VIPBENEFIT3`.
 */
export function visibleSideMenuEntries(switches: Switches | undefined, loggedIn: boolean): SideMenuEntry[] {
  return SIDE_MENU_ENTRIES.filter((entry) => {
    if (!shellSwitchOn(switches, SIDE_MENU_SWITCHES[entry.id])) return false;
    if (entry.id === 'vip') return loggedIn && shellSwitchOn(switches, SHELL_SWITCHES.vipBenefits);
    return true;
  });
}
