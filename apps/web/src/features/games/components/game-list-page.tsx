import { useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useGameVendors } from '../api/get-game-vendors.ts';
import { categoryName } from '../category-name.ts';
import { DEFAULT_CATEGORY, LIST_TABS, SLOTS_CATEGORY, type ListTab } from '../constants.ts';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle.ts';
import { useGameList } from '../hooks/use-game-list.ts';
import { usePlayGame } from '../hooks/use-play-game.ts';
import { lobbyCategories } from '../lobby-model.ts';
import { filterableVendors } from '../rules/categories.ts';
import { tabNeedsSession, type ListMode } from '../rules/list-rules.ts';
import type { VendorView } from '../types.ts';
import { FilterPanel, NO_FILTER, type FilterChoice } from './filter-panel.tsx';
import { GameGrid } from './game-grid.tsx';
import { GameTile } from './game-tile.tsx';
import { ListError, ListSpinner, NoData } from './list-states.tsx';
import { VendorCarousel } from './vendor-carousel.tsx';
import './games.css';
import './game-list-page.css';

/** `/m/gameList?gameType=…` (lobby §2.8, §4). `vassalage` in the query opens it filtered by that vendor. */
export default function GameListPage() {
  const [params] = useSearchParams();
  const gameType = (params.get('gameType') ?? DEFAULT_CATEGORY).trim().toUpperCase() || DEFAULT_CATEGORY;
  const vendor = params.get('vassalage');
  // A new category or vendor in the URL is a new list (and new filter state).
  return <GameList key={`${gameType}:${vendor ?? ''}`} gameType={gameType} initialVendor={vendor} />;
}

export function GameList({ gameType, initialVendor }: { gameType: string; initialVendor: string | null }) {
  const { t } = useTranslation('games');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [mode, setMode] = useState<ListMode>(
    initialVendor ? { kind: 'vendor', vassalage: initialVendor } : { kind: 'tab', tab: 'all' },
  );
  const [lastTab, setLastTab] = useState<ListTab>('all');
  const [draftSearch, setDraftSearch] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Omit<FilterChoice, 'vassalage'>>(NO_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  const slots = gameType === SLOTS_CATEGORY;

  const vendorConfig = useGameVendors();
  const categories = useMemo(
    () => (vendorConfig.data ? lobbyCategories(vendorConfig.data) : []),
    [vendorConfig.data],
  );
  const current = categories.find((c) => c.category === gameType);
  const vendors = useMemo(() => {
    if (gameType !== DEFAULT_CATEGORY) return filterableVendors(current?.vendors ?? []);
    const all = new Map<string, VendorView>();
    for (const c of categories)
      for (const v of filterableVendors(c.vendors)) if (!all.has(v.vassalage)) all.set(v.vassalage, v);
    return [...all.values()];
  }, [categories, current, gameType]);

  const list = useGameList({ gameType, mode, search, classify: filter.classify, minBet: filter.minBet });
  const { favourites, toggle } = useFavouriteToggle();
  const { play } = usePlayGame();
  const games = useMemo(() => list.data?.pages.flatMap((page) => page.games) ?? [], [list.data]);
  // A failed next page keeps the pages loaded and stops the endless scroll (lobby §4: no more pages).
  const canLoadMore = list.hasNextPage && !list.isFetchNextPageError && !list.isFetchingNextPage;

  const chooseTab = (tab: ListTab) => {
    if (tabNeedsSession(tab) && !session) {
      void navigate(PATHS.login);
      return;
    }
    setLastTab(tab);
    setMode({ kind: 'tab', tab });
  };
  const chooseVendor = (vassalage: string | null) => {
    setMode(vassalage ? { kind: 'vendor', vassalage } : { kind: 'tab', tab: lastTab });
  };
  const runSearch = (event: SyntheticEvent) => {
    event.preventDefault();
    setSearch(draftSearch);
    // The search runs over the category's games: from a member list it goes back to All.
    if (mode.kind === 'tab' && mode.tab !== 'all') setMode({ kind: 'tab', tab: 'all' });
  };
  const chosenVendor = mode.kind === 'vendor' ? mode.vassalage : null;
  const chosenVendorName = vendors.find((v) => v.vassalage === chosenVendor)?.name ?? chosenVendor;

  return (
    <section className="game-list-page" data-testid="game-list-page" aria-labelledby="game-list-title">
      <h2 id="game-list-title" className="games-heading">
        {categoryName(tMain, gameType)}
      </h2>

      <form role="search" className="games-search" onSubmit={runSearch}>
        <input
          type="search"
          className="games-search__input"
          enterKeyHint="search"
          placeholder={t('game_name')}
          aria-label={t('search')}
          value={draftSearch}
          maxLength={64}
          data-testid="game-search"
          onChange={(event) => {
            setDraftSearch(event.target.value);
          }}
        />
        <button type="submit" className="games-search__button">
          {t('searchButton')}
        </button>
        <button
          type="button"
          className="games-filter-button"
          aria-haspopup="dialog"
          data-testid="filter-open"
          onClick={() => {
            setFilterOpen(true);
          }}
        >
          {t('filter.open')}
        </button>
      </form>

      <div className="games-tabs" role="tablist" aria-label={t('tabs.label')}>
        {LIST_TABS.map((tab) => {
          const on = mode.kind === 'tab' && mode.tab === tab;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={on}
              className={`games-tab${on ? ' games-tab--on' : ''}`}
              data-testid={`tab-${tab}`}
              onClick={() => {
                chooseTab(tab);
              }}
            >
              {t(`tabs.${tab}`)}
            </button>
          );
        })}
      </div>

      {/* A box of the carousel's height while the vendors load, so the list below does not move (CLS). */}
      {vendorConfig.isPending ? (
        <div className="vendor-carousel vendor-carousel--loading" aria-hidden="true" />
      ) : (
        vendors.length > 0 && (
          <VendorCarousel vendors={vendors} chosen={chosenVendor} onChoose={chooseVendor} />
        )
      )}
      {chosenVendor && (
        <p className="games-chosen" data-testid="vendor-filter">
          {t('vendorChosen', { vendor: chosenVendorName })}
          <button
            type="button"
            className="games-chosen__clear"
            onClick={() => {
              chooseVendor(null);
            }}
          >
            {t('showAllVendors')}
          </button>
        </p>
      )}

      <div role="tabpanel" aria-label={t('listLabel')} className="games-panel">
        {list.isPending ? (
          <ListSpinner label={tMain('common.loading')} testId="games-loading" />
        ) : !list.data ? (
          <ListError
            error={list.error}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
            testId="games-error"
          />
        ) : games.length === 0 ? (
          <NoData text={t('noGames')} testId="games-empty" />
        ) : (
          <>
            <GameGrid
              items={games}
              itemKey={(game) => game.nodeId}
              label={t('listLabel')}
              canLoadMore={canLoadMore}
              onEndReached={() => void list.fetchNextPage()}
              renderItem={(game) => (
                <GameTile
                  game={game}
                  favourite={favourites.has(game.nodeId)}
                  onPlay={play}
                  onFavourite={toggle}
                />
              )}
            />
            <div className="games-list-end">
              {list.isFetchingNextPage ? (
                <ListSpinner label={t('loadingMore')} testId="games-loading-more" />
              ) : list.isFetchNextPageError ? (
                <ListError
                  error={list.error}
                  retrying={list.isFetching}
                  onRetry={() => void list.fetchNextPage()}
                  testId="games-more-error"
                />
              ) : list.hasNextPage ? null : (
                <p className="games-status__text" data-testid="games-no-more">
                  {t('noMore')}
                </p>
              )}
            </div>
          </>
        )}
      </div>

      <FilterPanel
        open={filterOpen}
        onClose={() => {
          setFilterOpen(false);
        }}
        vendors={vendors}
        slots={slots}
        classifyOptions={(current?.classify ?? []).filter((c) => c.key !== 'ALL' && c.key !== 'FAV')}
        value={{ ...filter, vassalage: chosenVendor }}
        otherCategories={categories.map((c) => c.category).filter((c) => c !== gameType)}
        onSubmit={(choice) => {
          setFilterOpen(false);
          setFilter({ classify: choice.classify, minBet: choice.minBet });
          chooseVendor(choice.vassalage);
        }}
      />
    </section>
  );
}
