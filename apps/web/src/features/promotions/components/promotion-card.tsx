import type { PromotionSummary } from '@h5/contract/endpoints/promotions.ts';
import { Link } from 'react-router';
import { PATHS, withQuery } from '../../../lib/routes/paths.ts';
import { PROMOTION_ANCHOR_PREFIX } from '../constants.ts';
import { PromotionPeriod } from './promotion-period.tsx';
import { PromotionStatusLabel } from './promotion-status.tsx';

/** One promotion of the activity center: image, title, period, summary and status; opens its detail. */
export function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  return (
    <li
      className="promo-card"
      id={`${PROMOTION_ANCHOR_PREFIX}${promotion.id}`}
      tabIndex={-1}
      data-testid="promotion-card"
      data-id={promotion.id}
    >
      <Link className="promo-card__link" to={withQuery(PATHS.activityDetail, { id: promotion.id })}>
        {promotion.image && <img className="promo-card__image" src={promotion.image} alt="" loading="lazy" />}
        <span className="promo-card__body">
          <span className="promo-card__head">
            <span className="promo-card__title">{promotion.title}</span>
            <PromotionStatusLabel status={promotion.status} />
          </span>
          <PromotionPeriod startTime={promotion.startTime} endTime={promotion.endTime} />
          {promotion.summary && <span className="promo-card__summary">{promotion.summary}</span>}
        </span>
      </Link>
    </li>
  );
}
