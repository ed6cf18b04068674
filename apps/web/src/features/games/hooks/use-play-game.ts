import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isTrial } from '@h5/contract/member-types.ts';
import { walletBalanceQueryKey } from '../../../lib/account/get-wallet-balance.ts';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { Toast } from '../../../lib/ui/antd.ts';
import { gameVendorsQueryOptions } from '../api/get-game-vendors.ts';
import { useVendorsPerGameType } from '../api/get-vendors-per-game-type.ts';
import { launchGame, type GameLaunch, type LotteryLaunch } from '../api/launch-game.ts';
import type { PrizeMode } from '../constants.ts';
import { sitePrizeMode } from '../lobby-model.ts';
import { gameClickAction, type ClickedGame } from '../rules/game-click.ts';
import { useDebouncedLanguage } from './use-debounced-language.ts';
import { GAME_LIST_KEY } from './use-game-list.ts';
import { VENDOR_LANGUAGE_DEBOUNCE_MS } from '../constants.ts';

/** The site's prize mode (lobby §4) from the vendor configuration and, for a member, the vendors per game type. */
export function usePrizeMode(): PrizeMode {
  const language = useDebouncedLanguage(VENDOR_LANGUAGE_DEBOUNCE_MS);
  const config = useQuery(gameVendorsQueryOptions(language));
  const types = useVendorsPerGameType();
  return sitePrizeMode(config.data, types.data);
}

/**
 * Coming back from a game: the game page's way back loads the app afresh (the header asks for the balance then);
 * the browser's back may instead restore this page from its cache, so the balance (header, lib/account) and the
 * lists (recents) are asked again then.
 */
function useRefreshOnReturn() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
      void queryClient.invalidateQueries({ queryKey: GAME_LIST_KEY });
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pageshow', onShow);
    };
  }, [queryClient]);
}

/**
 * Starting games (lobby §4 "Game click", platform-api §10): lottery goes to the lottery launch page, a visitor to
 * the login page, a member launches: the launch call answers the game page's URL and the browser goes there (the
 * game page's way back returns to this page). Free-play accounts play free (demo balance).
 */
export function usePlayGame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const language = useLanguage();
  const prizeMode = usePrizeMode();
  const busy = useRef(false);
  useRefreshOnReturn();

  const start = useCallback(
    (launch: GameLaunch | LotteryLaunch) => {
      if (busy.current) return;
      busy.current = true;
      const loading = Toast.show({ icon: 'loading', content: t('launching', { ns: 'games' }), duration: 0 });
      launchGame(launch)
        .then((url) => {
          window.location.assign(url);
        })
        .catch((error: unknown) => {
          loading.close();
          Toast.show({ content: errorMessage(t, error) });
        })
        .finally(() => {
          busy.current = false;
        });
    },
    [t],
  );

  const backUrl = `${location.pathname}${location.search}`;
  const freePlay = session ? isTrial(session.type) : false;

  const play = useCallback(
    (game: ClickedGame & { gameId: string }) => {
      const action = gameClickAction(game, { signedIn: session !== null, prizeMode });
      if (action.kind === 'login') {
        void navigate(PATHS.login);
      } else if (action.kind === 'lottery') {
        void navigate(action.to);
      } else {
        start({
          kind: 'game',
          nodeId: game.nodeId,
          gameId: game.gameId,
          vassalage: game.vassalage,
          gameType: game.gameType,
          language,
          freePlay,
          backUrl,
        });
      }
    },
    [backUrl, freePlay, language, navigate, prizeMode, session, start],
  );

  return { play, start, prizeMode };
}
