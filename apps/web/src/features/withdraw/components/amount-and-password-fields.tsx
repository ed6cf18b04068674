import { useTranslation } from 'react-i18next';
import { FundsPasswordField, InputField } from '../../../components/form-field.tsx';
import { amountText, formatPeso } from '../../../lib/money/peso-amount.ts';

interface AmountAndPasswordFieldsProps {
  /** Prefix of the fields' ids and test ids (`withdraw`, `transfer`). */
  idPrefix: string;
  amountLabel: string;
  amountHint?: string;
  /** What "All" fills in, in pesos; the button is off at 0. */
  all: number;
  amount: string;
  fundsPassword: string;
  errors: { amount?: string; fundsPassword?: string };
  onAmount: (text: string) => void;
  onFundsPassword: (text: string) => void;
}

/**
 * The amount (with its "All" button) and the funds password of a withdrawal or a transfer to the upline: the same
 * two fields, the same limits on input. A change reports the new text; the form clears that field's error.
 */
export function AmountAndPasswordFields({
  idPrefix,
  amountLabel,
  amountHint,
  all,
  amount,
  fundsPassword,
  errors,
  onAmount,
  onFundsPassword,
}: AmountAndPasswordFieldsProps) {
  const { t } = useTranslation('withdraw');
  return (
    <>
      <InputField
        id={`${idPrefix}-amount`}
        label={amountLabel}
        hint={amountHint}
        error={errors.amount}
        value={amount}
        inputMode="decimal"
        autoComplete="off"
        maxLength={10}
        onChange={(event) => {
          onAmount(event.target.value);
        }}
        end={
          <button
            type="button"
            className="withdraw-all"
            aria-label={t('form.allLabel', { amount: formatPeso(all) })}
            data-testid={`${idPrefix}-all`}
            disabled={all <= 0}
            onClick={() => {
              onAmount(amountText(all));
            }}
          >
            {t('form.all')}
          </button>
        }
      />
      <FundsPasswordField
        id={`${idPrefix}-password`}
        label={t('form.fundsPassword')}
        hint={t('form.fundsPasswordHint')}
        error={errors.fundsPassword}
        value={fundsPassword}
        onChange={(event) => {
          onFundsPassword(event.target.value);
        }}
      />
    </>
  );
}
