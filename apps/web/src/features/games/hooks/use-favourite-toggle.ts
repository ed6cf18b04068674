import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isTrial } from '@h5/contract/member-types.ts';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { Toast } from '../../../lib/ui/antd.ts';
import { addFavorite } from '../api/add-favorite.ts';
import { favoriteIdsQueryKey, useFavoriteIds } from '../api/get-favorite-ids.ts';
import { removeFavorite } from '../api/remove-favorite.ts';
import { favouriteAction, withFavourite, withoutGame } from '../rules/favourites.ts';
import type { GamePage, GameView } from '../types.ts';
import { GAME_LIST_KEY } from './use-game-list.ts';

function isFavouritesView(key: readonly unknown[]): boolean {
  const params = key[2] as { mode?: { kind: string; tab?: string } } | undefined;
  return params?.mode?.kind === 'tab' && params.mode.tab === 'fav';
}

/**
 * The favourite marks (lobby §4 "Favourite toggle"): visitors go to the login page, a free-play account is told to
 * use a real one, an add of a favourite already there is ignored, a removal is applied locally at once (on the
 * favourites view the game disappears) and then sent. A failed call puts the server's state back.
 */
export function useFavouriteToggle() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const token = session?.token ?? null;
  const ids = useFavoriteIds();
  const favourites = useMemo(() => new Set(ids.data ?? []), [ids.data]);

  const toggle = useCallback(
    (game: GameView, on: boolean) => {
      const action = favouriteAction({
        signedIn: token !== null,
        trial: session ? isTrial(session.type) : false,
        favourites,
        nodeId: game.nodeId,
        intent: on ? 'add' : 'remove',
      });
      const idsKey = favoriteIdsQueryKey(token);
      switch (action.kind) {
        case 'login':
          void navigate(PATHS.login);
          return;
        case 'trial':
          Toast.show({ content: t('errors.free_reject') });
          return;
        case 'ignore':
          return;
        case 'add':
        case 'remove':
          break;
      }
      void queryClient.cancelQueries({ queryKey: idsKey });
      queryClient.setQueryData<string[]>(idsKey, (old) => withFavourite(old ?? [], game.nodeId, on));
      if (!on) {
        for (const [key] of queryClient.getQueriesData({ queryKey: GAME_LIST_KEY })) {
          if (!isFavouritesView(key)) continue;
          queryClient.setQueryData<InfiniteData<GamePage>>(key, (old) =>
            old ? { ...old, pages: withoutGame(old.pages, game.nodeId) } : old,
          );
        }
      }
      const call = on ? addFavorite(game) : removeFavorite(game);
      call
        .then(() =>
          // Other favourites views (another category) learn of the change when next shown.
          queryClient.invalidateQueries({
            queryKey: GAME_LIST_KEY,
            predicate: (query) => isFavouritesView(query.queryKey),
            refetchType: 'none',
          }),
        )
        .catch((error: unknown) => {
          Toast.show({ content: errorMessage(t, error) });
          void queryClient.invalidateQueries({ queryKey: idsKey });
          void queryClient.invalidateQueries({
            queryKey: GAME_LIST_KEY,
            predicate: (query) => isFavouritesView(query.queryKey),
          });
        });
    },
    [favourites, navigate, queryClient, session, t, token],
  );

  return { favourites, toggle };
}
