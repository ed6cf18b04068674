import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGameVendors } from '../api/get-game-vendors.ts';
import { categoryName } from '../category-name.ts';
import { DEFAULT_CATEGORY } from '../constants.ts';
import { lobbyCategories } from '../lobby-model.ts';
import { categoryPath } from '../paths.ts';
import './home-categories.css';

/**
 * Side-menu categories (lobby §2.5): HOT plus the game categories, each leading to its games. While the vendor
 * configuration loads (or when it fails) HOT alone is offered, so the menu is never empty. `onNavigate` lets the
 * menu close on navigation (§2.5). The vendor names follow a language switch after 250 ms (lobby §4, §9).
 */
export default function SideMenuCategories({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const vendors = useGameVendors();
  const categories = useMemo(
    () => (vendors.data ? lobbyCategories(vendors.data).map((c) => c.category) : [DEFAULT_CATEGORY]),
    [vendors.data],
  );
  return (
    <ul className="menu-categories" aria-label={t('games.categoryMenu')} data-testid="menu-categories">
      {categories.map((category) => (
        <li key={category}>
          <Link className="menu-categories__link" to={categoryPath(category)} onClick={onNavigate}>
            {categoryName(t, category)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
