import { useTranslation } from 'react-i18next';
import { promotionDay } from '../promotion-time.ts';

/** `start – end` in the merchant's days, or `from start` for an open-ended promotion. */
export function PromotionPeriod({ startTime, endTime }: { startTime: number; endTime: number | null }) {
  const { t } = useTranslation('promotions');
  const start = promotionDay(startTime);
  return (
    <span className="promo-period" data-testid="promotion-period">
      {endTime === null
        ? t('activity.openEnded', { start })
        : t('activity.period', { start, end: promotionDay(endTime) })}
    </span>
  );
}
