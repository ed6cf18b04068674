import { useTranslation } from 'react-i18next';
import './promotions.css';

/** What a promotion page shows instead of itself while the merchant has its switch off. */
export function PromotionOff({ testId }: { testId: string }) {
  const { t } = useTranslation('promotions');
  return (
    <p className="promo-message" data-testid={testId}>
      {t('notAvailable')}
    </p>
  );
}
