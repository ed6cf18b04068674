import { loadsContracts } from '@h5/contract/member-types.ts';
import { AGENT_MENU_SWITCHES, SHELL_SWITCHES } from '@h5/contract/shell-switches.ts';
import { shellSwitchOn, type Switches } from '../../lib/system-status/use-switches.ts';
import { AGENT_PATHS, GREETING_LAST_HOUR } from './constants.ts';

export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/** Lobby §2.12: the greeting for an hour of the day (0–23). */
export function greetingFor(hour: number): Greeting {
  if (hour <= GREETING_LAST_HOUR.morning) return 'morning';
  if (hour <= GREETING_LAST_HOUR.earlyAfternoon) return 'earlyAfternoon';
  if (hour <= GREETING_LAST_HOUR.lateAfternoon) return 'lateAfternoon';
  return 'evening';
}

/** Lobby §4, §6: contract (salary, dividend) prompts load only for member types other than 4, 40, 41, 42. */
export function mayLoadContracts(sessionType: number | null): boolean {
  return sessionType !== null && loadsContracts(sessionType);
}

export type AgentMenuId = keyof typeof AGENT_MENU_SWITCHES | 'onlineService';

export interface AgentMenuEntry {
  id: AgentMenuId;
  action: { kind: 'route'; to: string } | { kind: 'overlay'; name: 'service' };
}

const MENU_ORDER: readonly (keyof typeof AGENT_MENU_SWITCHES)[] = [
  'teamOverview',
  'transactionRecord',
  'teamManagement',
  'redEnvelopeRain',
  'teamProfitAndLoss',
  'teamBetting',
  'agentRebateSettings',
  'teamRebateIncome',
  'securityCenter',
  'mail',
];

/**
 * Lobby §2.12 menu in the spec's order: an entry shows only when its AGENTMENU_* switch is on (a shell switch:
 * missing counts as off; the parent AGENTMENU3 switched off hides them all through the tree); online service
 * always shows.
 */
export function agentMenu(switches: Switches | undefined): AgentMenuEntry[] {
  const entries: AgentMenuEntry[] = MENU_ORDER.filter((id) =>
    shellSwitchOn(switches, AGENT_MENU_SWITCHES[id]),
  ).map((id) => ({ id, action: { kind: 'route', to: AGENT_PATHS[id] } }));
  entries.push({ id: 'onlineService', action: { kind: 'overlay', name: 'service' } });
  return entries;
}

export type AgentFooterId = 'home' | 'openAccount' | 'dividend' | 'announcements';

/** Lobby §2.12 footer: home, open account, dividend only when dividend display (DIVIDENDDISP3) is on, announcements. */
export function agentFooter(switches: Switches | undefined): { id: AgentFooterId; to: string }[] {
  const items: { id: AgentFooterId; to: string }[] = [
    { id: 'home', to: AGENT_PATHS.home },
    { id: 'openAccount', to: AGENT_PATHS.openAccount },
  ];
  if (shellSwitchOn(switches, SHELL_SWITCHES.dividendDisplay))
    items.push({ id: 'dividend', to: AGENT_PATHS.dividend });
  items.push({ id: 'announcements', to: AGENT_PATHS.announcements });
  return items;
}
