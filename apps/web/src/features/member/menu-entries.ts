import { isAgent } from '@h5/contract/member-types.ts';
import { PROMO_SWITCHES, SHELL_SWITCHES } from '@h5/contract/shell-switches.ts';
import { PATHS } from '../../lib/routes/paths.ts';
import { shellSwitchOn, switchOn, type Switches } from '../../lib/system-status/use-switches.ts';
import { NEW_TEMPLATE_FLAG, NO_UPLINE_TRANSFER_TYPE } from './constants.ts';

/** What the member center knows when it decides which entries to show (lobby spec §2.11). */
export interface MemberContext {
  /** The session's member type; null for a guest. */
  sessionType: number | null;
  /** The member's upline account (`/wps/member/info` `toUpline`); empty when none or not loaded. */
  toUpline: string;
  /** The flattened white-label switches of the site configuration; undefined while it loads. */
  switches: Switches | undefined;
}

/** Where an entry leads: a page, the referral popup, or an app-wide sheet (lib/ui/overlays.ts). */
export type EntryAction =
  { kind: 'route'; to: string } | { kind: 'referral' } | { kind: 'overlay'; name: 'service' | 'download' };

export type EntryId =
  | 'referral'
  | 'agentCenter'
  | 'depositRecord'
  | 'withdrawRecord'
  | 'accountRecord'
  | 'bettingRecord'
  | 'profitAndLoss'
  | 'transferToSuperior'
  | 'rewardCenter'
  | 'manualRebate'
  | 'mission'
  | 'rebateReport'
  | 'mail'
  | 'feedback'
  | 'onlineService'
  | 'appDownload';

export interface MenuEntry {
  id: EntryId;
  action: EntryAction;
  /** Lobby §2.11: every entry but the referral popup, online service and app download needs a session. */
  needsSession: boolean;
  /** The entry's condition of the §2.11 table. */
  shown: (context: MemberContext) => boolean;
}

const moduleFlag = (modId: string) => (context: MemberContext) => switchOn(context.switches, modId);
const route = (to: string): EntryAction => ({ kind: 'route', to });
const always = () => true;

/**
 * The 16 entries of lobby spec §2.11, in the spec's order, each with its exact condition. Module flags
 * (DEPRECM3 …) count as on when the tree lacks them (as on the server); the MISSION promotion flag is a shell
 * switch, off when missing. Conditions on the member type or upline need a session: a guest has neither, so the
 * agency center and transfer to superior stay hidden for guests (docs/decisions.md).
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: 'referral', action: { kind: 'referral' }, needsSession: false, shown: always },
  {
    id: 'agentCenter',
    action: route(PATHS.agent),
    needsSession: true,
    shown: ({ sessionType }) => sessionType !== null && isAgent(sessionType),
  },
  {
    id: 'depositRecord',
    action: route(PATHS.depositRecord),
    needsSession: true,
    shown: moduleFlag('DEPRECM3'),
  },
  {
    id: 'withdrawRecord',
    action: route(PATHS.withdrawRecord),
    needsSession: true,
    shown: moduleFlag('WITHREC3'),
  },
  {
    id: 'accountRecord',
    action: route(PATHS.accountRecord),
    needsSession: true,
    shown: moduleFlag('TRANSREC3'),
  },
  {
    id: 'bettingRecord',
    action: route(PATHS.bettingRecord),
    needsSession: true,
    shown: moduleFlag('TRANSBETREPMEM3'),
  },
  {
    id: 'profitAndLoss',
    action: route(PATHS.profitAndLoss),
    needsSession: true,
    shown: moduleFlag('PERSREP'),
  },
  {
    id: 'transferToSuperior',
    action: route(PATHS.transferToSuperior),
    needsSession: true,
    shown: (context) =>
      switchOn(context.switches, 'AGETRANSFERUP3') &&
      context.toUpline.trim() !== '' &&
      context.sessionType !== null &&
      context.sessionType !== NO_UPLINE_TRANSFER_TYPE,
  },
  {
    id: 'rewardCenter',
    action: route(PATHS.rewardCenter),
    needsSession: true,
    shown: moduleFlag('REWCEN3'),
  },
  {
    id: 'manualRebate',
    action: route(PATHS.manualRebate),
    needsSession: true,
    shown: moduleFlag('MANPLAYREB3'),
  },
  {
    id: 'mission',
    action: route(PATHS.mission),
    needsSession: true,
    shown: ({ switches }) => shellSwitchOn(switches, PROMO_SWITCHES.mission),
  },
  {
    id: 'rebateReport',
    action: route(PATHS.rebateReport),
    needsSession: true,
    shown: moduleFlag('PLYRBT'),
  },
  { id: 'mail', action: route(PATHS.mail), needsSession: true, shown: moduleFlag('MAILCEN') },
  {
    id: 'feedback',
    action: route(PATHS.feedback),
    needsSession: true,
    shown: moduleFlag('FEEDBACK3'),
  },
  { id: 'onlineService', action: { kind: 'overlay', name: 'service' }, needsSession: false, shown: always },
  { id: 'appDownload', action: { kind: 'overlay', name: 'download' }, needsSession: false, shown: always },
];

/** The entries a member center shows for this context, in table order. */
export function visibleEntries(context: MemberContext): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => entry.shown(context));
}

/**
 * What tapping an entry does: a guest on an entry that needs a session goes to login instead (lobby §2.11).
 */
export function resolveAction(entry: MenuEntry, sessionType: number | null): EntryAction {
  if (entry.needsSession && sessionType === null) return route(PATHS.login);
  return entry.action;
}

export type ShortcutId = 'vipHome' | 'activity' | 'deposit' | 'withdraw' | 'securityCenter';

export interface Shortcut {
  id: ShortcutId;
  to: string;
  needsSession: boolean;
}

/**
 * Lobby §2.11 shortcuts: /m/home only when VIP benefits are shown (shell switch VIPBENEFIT3, off when missing),
 * then activity, deposit, withdraw and the security center. Deposit, withdraw and the security center are member
 * pages, so a guest is sent to login as for the list entries; home and activity are public.
 */
export function visibleShortcuts(switches: Switches | undefined): Shortcut[] {
  const all: Shortcut[] = [
    { id: 'vipHome', to: PATHS.home, needsSession: false },
    { id: 'activity', to: PATHS.activity, needsSession: false },
    { id: 'deposit', to: PATHS.deposit, needsSession: true },
    { id: 'withdraw', to: PATHS.withdraw, needsSession: true },
    { id: 'securityCenter', to: PATHS.securityCenter, needsSession: true },
  ];
  const vip = shellSwitchOn(switches, SHELL_SWITCHES.vipBenefits);
  return all.filter((shortcut) => shortcut.id !== 'vipHome' || vip);
}

/** Where a shortcut leads for this session: login for a guest on a member page. */
export function shortcutTarget(shortcut: Shortcut, sessionType: number | null): string {
  return shortcut.needsSession && sessionType === null ? PATHS.login : shortcut.to;
}

/** Inviting friends needs the REFERRAL promotion (shell switch, off when missing); otherwise `contact_service`. */
export function referralEnabled(switches: Switches | undefined): boolean {
  return shellSwitchOn(switches, PROMO_SWITCHES.referral);
}

export type TemplateVersion = 'new' | 'base';

/** OP-22 `mobileTemplate`: `"1"` selects the new template of the member center (`mem_cen`) or deposit detail. */
export function templateVersion(flag: string | undefined): TemplateVersion {
  return flag === NEW_TEMPLATE_FLAG ? 'new' : 'base';
}
