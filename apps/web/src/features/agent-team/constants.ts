/** Agent team reports (lobby spec §2.12 team overview, management, profit and loss, betting). */

/**
 * Product types team betting filters by: the game types of the catalogue (lobby spec §3 game item `gameType`) that
 * settle rounds here; the names are in the `agentTeam` texts (`productTypes`).
 */
export const TEAM_PRODUCT_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'INHOUSE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
] as const;

/** The date filter of profit and loss and betting: today, 7, 30 or 90 days back (the server takes up to 93). */
export const TEAM_DAY_RANGES = [1, 7, 30, 90] as const;
export type TeamDayRange = (typeof TEAM_DAY_RANGES)[number];
export const DEFAULT_DAY_RANGE: TeamDayRange = 7;
