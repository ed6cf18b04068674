import { useTranslation } from 'react-i18next';
import { promotionDay } from '../promotion-time.ts';

/**
 * `start – end` in the merchant's days, `from start` when open-ended; without a start (0: the merchant set none)
 * `until end`, or `ongoing` when it has neither, rather than a date in 1970.
 */
export function PromotionPeriod({ startTime, endTime }: { startTime: number; endTime: number | null }) {
  const { t } = useTranslation('promotions');
  const start = startTime > 0 ? promotionDay(startTime) : null;
  const end = endTime === null ? null : promotionDay(endTime);
  let text: string;
  if (start === null) text = end === null ? t('activity.ongoing') : t('activity.until', { end });
  else text = end === null ? t('activity.openEnded', { start }) : t('activity.period', { start, end });
  return (
    <span className="promo-period" data-testid="promotion-period">
      {text}
    </span>
  );
}
