import type { DepositPromotion } from '@h5/contract/endpoints/deposit.ts';
import { useTranslation } from 'react-i18next';
import { promotionFit } from '../deposit-rules.ts';

interface PromotionPickerProps {
  promotions: readonly DepositPromotion[];
  /** The amount as typed, when it is a valid one. */
  amount: number | undefined;
  value: string | null;
  onChange: (id: string | null) => void;
  formatMoney: (amount: number) => string;
}

/**
 * Take one deposit promotion or none. A promotion the amount is too small for cannot be chosen and says why; one
 * that applies shows the bonus this amount would get.
 */
export function PromotionPicker({ promotions, amount, value, onChange, formatMoney }: PromotionPickerProps) {
  const { t } = useTranslation('deposit');
  return (
    <fieldset className="deposit-promotions" data-testid="deposit-promotions">
      <legend className="deposit__label">{t('promotions.heading')}</legend>
      <label className="deposit-promotion" data-testid="deposit-promotion-none">
        <input
          type="radio"
          name="deposit-promotion"
          checked={value === null}
          onChange={() => {
            onChange(null);
          }}
        />
        <span className="deposit-promotion__title">{t('promotions.none')}</span>
      </label>
      {promotions.map((promotion) => {
        const fit = promotionFit(promotion, amount);
        const blocked = !fit.applies && fit.reason === 'belowMinimum';
        const noteId = `deposit-promotion-note-${promotion.id}`;
        return (
          <label
            key={promotion.id}
            className="deposit-promotion"
            data-disabled={blocked ? '' : undefined}
            data-testid={`deposit-promotion-${promotion.id}`}
          >
            <input
              type="radio"
              name="deposit-promotion"
              checked={value === promotion.id}
              disabled={blocked}
              aria-describedby={noteId}
              onChange={() => {
                onChange(promotion.id);
              }}
            />
            <span className="deposit-promotion__body">
              <span className="deposit-promotion__title">{promotion.title}</span>
              <span className="deposit-promotion__terms">
                {t('promotions.terms', {
                  percent: promotion.bonusPercent,
                  max: formatMoney(promotion.maxBonus),
                })}
                {' · '}
                {t('promotions.minimum', { min: formatMoney(promotion.minDeposit) })}
                {promotion.firstDepositOnly && (
                  <>
                    {' · '}
                    {t('promotions.firstOnly')}
                  </>
                )}
              </span>
              <span
                id={noteId}
                className={`deposit-promotion__note${blocked ? ' deposit-promotion__note--off' : ''}`}
                data-testid={`deposit-promotion-note-${promotion.id}`}
              >
                {fit.applies
                  ? t('promotions.bonus', { bonus: formatMoney(fit.bonus) })
                  : fit.reason === 'belowMinimum'
                    ? t('promotions.belowMinimum', { min: formatMoney(promotion.minDeposit) })
                    : t('promotions.noAmount')}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
