import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { EmptyState, QueryState } from '../../../components/load-state.tsx';
import { usePromotions } from '../api/get-promotions.ts';
import { PROMOTION_ANCHOR_PREFIX } from '../constants.ts';
import { PromotionCard } from './promotion-card.tsx';

/**
 * The promotions of one category (all when null). A `#<id>` in the address (a banner with `linkageType` `P`,
 * platform-api §4.6) scrolls to that promotion and moves focus to it once the list is there.
 */
export function PromotionList({ categoryId }: { categoryId: string | null }) {
  const query = usePromotions(categoryId);
  const { hash } = useLocation();
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  const loaded = query.data !== undefined;

  useEffect(() => {
    if (!loaded || !anchor) return;
    const card = document.getElementById(`${PROMOTION_ANCHOR_PREFIX}${anchor}`);
    // Focusing scrolls the card into view too (the browser's default for focus()).
    card?.focus();
  }, [loaded, anchor]);

  if (!query.isSuccess) return <QueryState query={query} testId="promotions" />;
  if (query.data.length === 0) return <EmptyState testId="promotions-empty" />;
  return (
    <ul className="promo-list" data-testid="promotion-list">
      {query.data.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} />
      ))}
    </ul>
  );
}
