import type { PromotionStatus } from '@h5/contract/endpoints/promotions.ts';
import { useTranslation } from 'react-i18next';

/** The player's status for a promotion with the spec's label (lobby §3). */
export function PromotionStatusLabel({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation('promotions');
  return (
    <span
      className={`promo-status promo-status--${status}`}
      data-testid="promotion-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}
