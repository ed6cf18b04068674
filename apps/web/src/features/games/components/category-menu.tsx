import { useTranslation } from 'react-i18next';
import { categoryName } from '../category-name.ts';
import './category-menu.css';

/** Lobby §2.7 category menu: one button per category, the current one marked. */
export function CategoryMenu({
  categories,
  current,
  onPick,
}: {
  categories: readonly string[];
  current: string;
  onPick: (category: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('games.categoryMenu')}>
      <ul className="category-menu" data-testid="category-menu">
        {categories.map((category) => (
          <li key={category}>
            <button
              type="button"
              className="category-menu__item"
              aria-current={category === current}
              data-testid="category-item"
              data-category={category}
              onClick={() => {
                onPick(category);
              }}
            >
              {categoryName(t, category)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
