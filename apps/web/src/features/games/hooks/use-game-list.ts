import { useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session-store.ts';
import { DEFAULT_CATEGORY, LIST_LANGUAGE_DEBOUNCE_MS, type MinBet } from '../constants.ts';
import { getFavoritePage } from '../api/get-favorite-list.ts';
import { getGameListPage } from '../api/get-game-list.ts';
import { getHotGamesPage } from '../api/get-hot-games.ts';
import { getRecentPage } from '../api/get-recent-games.ts';
import { classifyFor, nextPageNo, tabNeedsSession, type ListMode } from '../rules/list-rules.ts';
import type { GamePage } from '../types.ts';
import { useDebouncedLanguage } from './use-debounced-language.ts';

export interface GameListRequest {
  /** The category of the page (`gameType` of the URL). */
  gameType: string;
  mode: ListMode;
  search: string;
  /** Slots filter: a chosen game type (classify key), else the rule's default. */
  classify: string | null;
  minBet: MinBet;
}

/** The root of every game-list query key (a favourite removal edits the favourites view's pages under it). */
export const GAME_LIST_KEY = ['games', 'list'] as const;

/**
 * The game list of lobby §2.8 and §4 as an infinite query: one key per category, tab or vendor, search, filter,
 * language and session, so changing any of them starts again at page 1. All tab and vendor filter read
 * `GCSGAME_gameList` (the HOT category: its games with classify HOT), the hot tab the hot games (one page),
 * favourites and recents their member lists. The language follows a switch after 200 ms (lobby §4).
 */
export function useGameList(input: GameListRequest) {
  const language = useDebouncedLanguage(LIST_LANGUAGE_DEBOUNCE_MS);
  const token = useSession()?.token ?? null;
  const hotCategory = input.gameType.toUpperCase() === DEFAULT_CATEGORY;
  const gameType = hotCategory ? '' : input.gameType.toUpperCase();
  const { mode } = input;
  const classify = hotCategory ? 'HOT' : (input.classify ?? classifyFor(input.gameType, mode));
  const blocked = mode.kind === 'tab' && tabNeedsSession(mode.tab) && token === null;

  const key = {
    gameType,
    mode,
    search: input.search.trim(),
    classify,
    minBet: input.minBet,
    language,
    token,
  };

  return useInfiniteQuery({
    queryKey: [...GAME_LIST_KEY, key],
    initialPageParam: 1,
    enabled: !blocked,
    meta: { ownLanguageReload: true },
    queryFn: ({ pageParam, signal }): Promise<GamePage> => {
      if (mode.kind === 'tab' && mode.tab === 'hot') {
        return getHotGamesPage({ gameType, vassalage: null, language }, signal);
      }
      if (mode.kind === 'tab' && mode.tab === 'fav' && token) {
        return getFavoritePage({ gameType, language, token }, pageParam, signal);
      }
      if (mode.kind === 'tab' && mode.tab === 'recent') {
        return getRecentPage({ gameType, language }, pageParam, signal);
      }
      return getGameListPage(
        {
          gameType,
          vassalage: mode.kind === 'vendor' ? mode.vassalage : null,
          gameClassify: classify,
          gameName: key.search,
          minBet: input.minBet,
          language,
        },
        pageParam,
        signal,
      );
    },
    getNextPageParam: (last) => nextPageNo(last, mode),
    // Pages already loaded stay as they were; a retry of the next page is the user's choice (lobby §4).
    retry: false,
    // Lobby §4: coming back to a tab, vendor or filter reloads it from page 1, so a list left is dropped at once.
    gcTime: 0,
  });
}
