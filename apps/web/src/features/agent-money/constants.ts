/** The agent's money tools (issue 18 part B; lobby spec §2.12 agent rebate settings, team rebate income, open account). */

/** The first element of every query key of the feature, so a change refetches its pages together. */
export const AGENT_MONEY_KEY = 'agent-money';

/** Basis points per percent: rates travel as integer basis points (150 = 1.5 %), people read percentages. */
export const BP_PER_PERCENT = 100;

/** A rate as the percentage people read: at most two decimals, no trailing zeros (150 → "1.5"). */
export const percentOf = (rateBp: number): string => String(rateBp / BP_PER_PERCENT);

/** A typed percentage (up to two decimals) as basis points; undefined when it is not one. */
export function bpOf(percent: string): number | undefined {
  const trimmed = percent.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * BP_PER_PERCENT);
}
