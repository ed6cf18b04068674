import { describe, expect, it } from 'vitest';
import { favouriteAction, withFavourite, withoutGame } from '../favourites.ts';

const base = { signedIn: true, trial: false, favourites: new Set(['1', '2']), nodeId: '3' };

describe('favouriteAction (lobby §4 favourite toggle)', () => {
  it('sends a visitor to the login page whatever the intent', () => {
    expect(favouriteAction({ ...base, signedIn: false, intent: 'add' })).toEqual({ kind: 'login' });
    expect(favouriteAction({ ...base, signedIn: false, intent: 'remove' })).toEqual({ kind: 'login' });
  });

  it('refuses a free-play account', () => {
    expect(favouriteAction({ ...base, trial: true, intent: 'add' })).toEqual({ kind: 'trial' });
  });

  it('adds a new favourite and ignores an add of one already there', () => {
    expect(favouriteAction({ ...base, intent: 'add' })).toEqual({ kind: 'add' });
    expect(favouriteAction({ ...base, nodeId: '2', intent: 'add' })).toEqual({ kind: 'ignore' });
  });

  it('always removes', () => {
    expect(favouriteAction({ ...base, nodeId: '2', intent: 'remove' })).toEqual({ kind: 'remove' });
  });
});

describe('local favourite changes', () => {
  it('adds and removes ids without duplicates', () => {
    expect(withFavourite(['1', '2'], '3', true)).toEqual(['1', '2', '3']);
    expect(withFavourite(['1', '2'], '2', true)).toEqual(['1', '2']);
    expect(withFavourite(['1', '2'], '1', false)).toEqual(['2']);
  });

  it('drops a removed game from every loaded page of the favourites view', () => {
    const pages = [
      { games: [{ nodeId: '1' }, { nodeId: '2' }], pageNum: 1 },
      { games: [{ nodeId: '2' }, { nodeId: '3' }], pageNum: 2 },
    ];
    expect(withoutGame(pages, '2')).toEqual([
      { games: [{ nodeId: '1' }], pageNum: 1 },
      { games: [{ nodeId: '3' }], pageNum: 2 },
    ]);
  });
});
