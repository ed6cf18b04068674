/** What a tap on a game's favourite mark does (lobby spec §4 "Favourite toggle", §6). */
export type FavouriteAction =
  { kind: 'login' } | { kind: 'trial' } | { kind: 'ignore' } | { kind: 'add' } | { kind: 'remove' };

/**
 * Lobby §4: visitors go to the login page; an add is ignored when the game already is a favourite; a remove always
 * goes ahead (applied locally first, then sent). A free-play account gets the spec's "Please login an actual
 * account" (`free_reject`, lobby §6): its favourites would die with the throwaway account.
 */
export function favouriteAction(input: {
  signedIn: boolean;
  trial: boolean;
  favourites: ReadonlySet<string>;
  nodeId: string;
  intent: 'add' | 'remove';
}): FavouriteAction {
  if (!input.signedIn) return { kind: 'login' };
  if (input.trial) return { kind: 'trial' };
  if (input.intent === 'add')
    return input.favourites.has(input.nodeId) ? { kind: 'ignore' } : { kind: 'add' };
  return { kind: 'remove' };
}

/** The favourite ids after a local add or remove (the list the hearts read). */
export function withFavourite(ids: readonly string[], nodeId: string, on: boolean): string[] {
  const rest = ids.filter((id) => id !== nodeId);
  return on ? [...rest, nodeId] : rest;
}

/** Lobby §4: on the favourites view a removed game disappears from the loaded pages at once. */
export function withoutGame<P extends { games: { nodeId: string }[] }>(
  pages: readonly P[],
  nodeId: string,
): P[] {
  return pages.map((page) => ({ ...page, games: page.games.filter((g) => g.nodeId !== nodeId) }));
}
