import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePromotionCategories } from '../api/get-promotion-categories.ts';
import { PromotionList } from './promotion-list.tsx';
import './promotions.css';

const CATEGORY_PARAM = 'category';

/**
 * `/m/activity` (lobby §2.1 activity centre, the footer's second item, §2.4): the merchant's promotions by category
 * (tabs; "All" first), each with image, period and the player's status; guests see them too. The chosen tab is in
 * the address so back navigation from a detail returns to it. Without categories (or while they fail) the list
 * shows every promotion.
 */
export default function ActivityPage() {
  const { t } = useTranslation('promotions');
  const categories = usePromotionCategories();
  const [params, setParams] = useSearchParams();
  const wanted = params.get(CATEGORY_PARAM);
  const list = categories.data ?? [];
  const current = wanted !== null && list.some((c) => c.id === wanted) ? wanted : null;

  const tab = (id: string | null, name: string) => (
    <button
      key={id ?? ''}
      type="button"
      role="tab"
      aria-selected={current === id}
      className="promo-tabs__tab"
      data-testid={`promotion-tab-${id ?? 'all'}`}
      onClick={() => {
        setParams(id === null ? {} : { [CATEGORY_PARAM]: id }, { replace: true });
      }}
    >
      {name}
    </button>
  );

  return (
    <section className="promotions" data-testid="activity-page">
      {list.length > 0 && (
        <div className="promo-tabs" role="tablist" aria-label={t('activity.tabs')}>
          {tab(null, t('activity.all'))}
          {list.map((category) => tab(category.id, category.name))}
        </div>
      )}
      <div role="tabpanel" aria-label={t('activity.tabs')}>
        <PromotionList categoryId={current} />
      </div>
    </section>
  );
}
