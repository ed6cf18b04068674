import { useTranslation } from 'react-i18next';
import {
  formatPeso,
  maximumAmount,
  minimumAmount,
  type AmountLimits,
  type AmountProblem,
} from '../../../lib/money/peso-amount.ts';

/** The validation message of an amount problem, with the limit it breaks. */
export function useAmountMessage() {
  const { t } = useTranslation('withdraw');
  return (problem: AmountProblem, limits: AmountLimits): string => {
    switch (problem) {
      case 'empty':
        return t('validation.amountEmpty');
      case 'format':
        return t('validation.amountFormat');
      case 'min':
        return t('validation.amountMin', { min: formatPeso(minimumAmount(limits)) });
      case 'max':
        return t('validation.amountMax', { max: formatPeso(maximumAmount(limits)) });
      case 'balance':
        return t('validation.amountBalance', { balance: formatPeso(limits.balance) });
    }
  };
}
