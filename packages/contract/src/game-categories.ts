/**
 * Game categories of the lobby (lobby spec §2.7), in the lobby's order. Their own module, free of schemas, so the
 * web app's category names and menus can use them without loading the games endpoints' schemas.
 */
export const GAME_CATEGORIES = [
  'HOT',
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'FISH',
  'RNG',
  'PVP',
  'INHOUSE',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
