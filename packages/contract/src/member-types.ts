/**
 * Member types (accounts spec §6, lobby spec §6; platform-api OP-24): 0, 4 and 40 are not agents, every other
 * type is. 4 is the free-play (trial) account, refused on member pages with `free_reject`.
 */
export const MEMBER_TYPE = {
  player: 0,
  trial: 4,
} as const;

const NOT_AGENTS: ReadonlySet<number> = new Set([0, 4, 40]);
/** Lobby spec §4: contract (dividend, salary) prompts are not loaded for these types. */
const NO_CONTRACTS: ReadonlySet<number> = new Set([4, 40, 41, 42]);

export function isAgent(type: number): boolean {
  return !NOT_AGENTS.has(type);
}

export function isTrial(type: number): boolean {
  return type === MEMBER_TYPE.trial;
}

export function loadsContracts(type: number): boolean {
  return !NO_CONTRACTS.has(type);
}
