import { PromotionList } from './promotion-list.tsx';
import './promotions.css';

/**
 * `/m/activityInfo` (lobby §2.1 "promotions"; the spec names the page, not its content): the promotion information
 * list, every promotion without the category tabs, each opening its detail (docs/decisions.md "Promotions (web)").
 */
export default function ActivityInfoPage() {
  return (
    <section className="promotions" data-testid="activity-info-page">
      <PromotionList categoryId={null} />
    </section>
  );
}
