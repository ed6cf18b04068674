import type { Switches } from './use-switches.ts';

/**
 * A shell switch (`packages/contract/src/shell-switches.ts`: DIRECTREG3, VIPBENEFIT3, AGENTMENU_*, MISSION,
 * REFERRAL …) is on only when the merchant's tree has it switched on: a name missing from the tree counts as off
 * (docs/decisions.md "Shell and home (server)"), unlike a module switch (`switchOn`), whose absence means on.
 */
export function shellSwitchOn(switches: Switches | undefined, modId: string): boolean {
  return switches?.[modId] === true;
}
