import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { useGameVendors } from '../api/get-game-vendors.ts';
import { categoryName } from '../category-name.ts';
import { lobbyCategories } from '../lobby-model.ts';
import { categoryPath } from '../paths.ts';
import { GameIcon } from './game-icon.tsx';
import './home-categories.css';

/** Vendors shown per home section; the rest are one tap away in the category's list. */
const VENDORS_SHOWN = 8;
const ICON_PX = 52;

/**
 * Home category sections (lobby §2.6): HOT plus the game categories of the vendor configuration (§2.7 order), each
 * with its vendors leading to their games and a "see all" link to the category. Only the main dictionary is used
 * (no games namespace), so this loads without the game pages' texts; the home page loads it after its first paint.
 */
export default function HomeCategories() {
  const { t } = useTranslation();
  const vendors = useGameVendors();
  // A section without vendors would be an empty card under its title (issue 19: HOT, whose games are one list
  // rather than vendors): home leaves it out; the side menu and the lobby still lead to it.
  const categories = useMemo(
    () => (vendors.data ? lobbyCategories(vendors.data).filter((c) => c.vendors.length > 0) : []),
    [vendors.data],
  );

  if (vendors.isPending) {
    return (
      <div
        className="home-categories home-categories--loading"
        role="status"
        aria-label={t('common.loading')}
      />
    );
  }
  if (!vendors.data) {
    return (
      <div
        className="home-categories home-categories--error"
        role="alert"
        data-testid="home-categories-error"
      >
        <p>{errorMessage(t, vendors.error)}</p>
        <button
          type="button"
          className="button"
          disabled={vendors.isFetching}
          onClick={() => void vendors.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }

  return (
    <nav className="home-categories" aria-label={t('games.categoryMenu')} data-testid="home-categories">
      {categories.map(({ category, vendors: list }) => {
        const name = categoryName(t, category);
        const headingId = `home-category-${category}`;
        return (
          <section
            key={category}
            className="home-category"
            aria-labelledby={headingId}
            data-category={category}
          >
            <div className="home-category__head">
              <h2 id={headingId} className="home-category__title">
                {name}
              </h2>
              {/* The accessible name starts with the visible text (axe label-content-name-mismatch). */}
              <Link className="home-category__all" to={categoryPath(category)}>
                {t('games.seeAll')}
                <span className="visually-hidden"> ({name})</span>
              </Link>
            </div>
            <ul className="home-category__vendors">
              {list.slice(0, VENDORS_SHOWN).map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link
                    className="home-category__vendor"
                    to={categoryPath(category, vendor.opensList ? vendor.vassalage : undefined)}
                  >
                    <GameIcon src={vendor.smallIcon} name={vendor.name} size={ICON_PX} />
                    <span className="home-category__vendor-name">{vendor.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
