import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useGameVendors } from '../api/get-game-vendors.ts';
import { DEFAULT_CATEGORY, LOTTERY_CATEGORIES } from '../constants.ts';
import { usePlayGame } from '../hooks/use-play-game.ts';
import { lobbyCategories } from '../lobby-model.ts';
import { categoryPath } from '../paths.ts';
import type { VendorView } from '../types.ts';
import { CategoryMenu } from './category-menu.tsx';
import { GameList } from './game-list-page.tsx';
import { ListError, ListSpinner } from './list-states.tsx';
import { LotteryGames } from './lottery-page.tsx';
import { VendorTiles } from './vendor-tiles.tsx';
import './games.css';

/**
 * `/m/gameLobby` and `/m/gameCenter` (lobby §2.1, §2.7): the category menu from the vendor configuration (HOT
 * first, default HOT; `?category=` keeps the choice across reloads and the way back), then the current category:
 * its directly launched vendors as tiles (large icon, bet button) and its games (lottery: the lottery games).
 */
export default function LobbyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const vendors = useGameVendors();
  const { play } = usePlayGame();
  const categories = useMemo(() => (vendors.data ? lobbyCategories(vendors.data) : []), [vendors.data]);
  const wanted = (params.get('category') ?? DEFAULT_CATEGORY).toUpperCase();
  const current = categories.find((c) => c.category === wanted) ?? categories[0];

  const bet = (vendor: VendorView) => {
    if (vendor.opensList) {
      void navigate(categoryPath(current?.category ?? vendor.gameType, vendor.vassalage));
      return;
    }
    play({
      nodeId: vendor.nodeId,
      gameId: vendor.gameId,
      vassalage: vendor.vassalage,
      gameType: vendor.gameType,
      gameCode: '',
    });
  };

  return (
    <section className="lobby-page" data-testid="lobby-page">
      {vendors.isPending ? (
        <ListSpinner label={t('common.loading')} testId="lobby-loading" />
      ) : vendors.isError && !vendors.data ? (
        <ListError
          error={vendors.error}
          retrying={vendors.isFetching}
          onRetry={() => void vendors.refetch()}
          testId="lobby-error"
        />
      ) : (
        current && (
          <>
            <CategoryMenu
              categories={categories.map((c) => c.category)}
              current={current.category}
              onPick={(category) => {
                setParams({ category }, { replace: true });
              }}
            />
            {(LOTTERY_CATEGORIES as readonly string[]).includes(current.category) ? (
              <LotteryGames prizeMode={current.category === 'ELOTT' ? 'ELOTT' : 'LOTT'} />
            ) : (
              <>
                {current.vendors.some((v) => !v.opensList) && (
                  <VendorTiles vendors={current.vendors.filter((v) => !v.opensList)} onBet={bet} />
                )}
                <GameList key={current.category} gameType={current.category} initialVendor={null} />
              </>
            )}
          </>
        )
      )}
    </section>
  );
}
