import { FUNDS_PASSWORD_PATTERN, type PayoutAccount } from '@h5/contract/endpoints/money.ts';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddPayoutAccount } from '../lib/money/add-payout-account.ts';
import type { PayoutProvider } from '../lib/money/get-withdraw-settings.ts';
import { moneyErrorText, type MoneyErrorField } from '../lib/money/money-error.ts';
import { useMoneyChanged } from '../lib/money/money-keys.ts';
import {
  FormMessage,
  FundsPasswordField,
  InputField,
  SelectField,
  useFocusFirstInvalid,
} from './form-field.tsx';
import './payout-account-form.css';

/** Contract `addPayoutAccount`: 6-20 digits (bank account or e-wallet mobile number). */
const ACCOUNT_NUMBER = /^[0-9]{6,20}$/;
/** Contract `addPayoutAccount`: the name is 1-64 characters once trimmed. */
const ACCOUNT_NAME_MAX = 64;

type Field = 'provider' | 'accountName' | 'accountNumber' | 'fundsPassword';
type Errors = Partial<Record<Field, string>>;

export interface PayoutAccountFormProps {
  /** The merchant's payout providers (withdraw settings), shown grouped: banks, then e-wallets. */
  providers: readonly PayoutProvider[];
  /** The member's payee name; '' when none is on file (the first account's name becomes it). */
  payeeName: string;
  onBound: (account: PayoutAccount) => void;
  onCancel?: () => void;
  /** Moves focus to the first field when the form opens in place of something else. */
  focusOnMount?: boolean;
  testId?: string;
}

/** Spaces and dashes people type inside numbers ("0917 123 4567") are not part of it. */
export function accountNumberDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * Binds a payout account (lobby spec §2.11 withdraw and security centre): the provider, the account name
 * (prefilled with the payee name it must equal), the number and the funds password. Checked before sending; the
 * server's refusals go under the field they concern. The withdraw page and the security centre both show it, so
 * it lives here; the page that shows it must have loaded the `withdraw` texts.
 */
export function PayoutAccountForm({
  providers,
  payeeName,
  onBound,
  onCancel,
  focusOnMount = false,
  testId = 'payout-form',
}: PayoutAccountFormProps) {
  const { t } = useTranslation('withdraw');
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const add = useAddPayoutAccount();
  const moneyChanged = useMoneyChanged();
  const [provider, setProvider] = useState('');
  const [accountName, setAccountName] = useState(payeeName);
  const [accountNumber, setAccountNumber] = useState('');
  const [fundsPassword, setFundsPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<{ message: string; detail: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(formRef, attempt);
  useEffect(() => {
    if (focusOnMount) formRef.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, [focusOnMount]);

  const banks = providers.filter((p) => p.kind === 'bank');
  const ewallets = providers.filter((p) => p.kind === 'ewallet');

  const check = (): Errors => {
    const found: Errors = {};
    if (!providers.some((p) => p.code === provider)) found.provider = t('validation.provider');
    const name = accountName.trim();
    if (name === '' || name.length > ACCOUNT_NAME_MAX) found.accountName = t('validation.accountName');
    if (!ACCOUNT_NUMBER.test(accountNumberDigits(accountNumber)))
      found.accountNumber = t('validation.accountNumber');
    if (!FUNDS_PASSWORD_PATTERN.test(fundsPassword)) found.fundsPassword = t('validation.fundsPassword');
    return found;
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setFormError(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    add.mutate(
      {
        providerCode: provider,
        accountName: accountName.trim(),
        accountNumber: accountNumberDigits(accountNumber),
        fundsPassword,
      },
      {
        onSuccess: (account) => {
          setFundsPassword('');
          void moneyChanged();
          onBound(account);
        },
        onError: (error) => {
          const text = moneyErrorText(t, error);
          setFundsPassword('');
          const field: MoneyErrorField = text.field;
          if (field === 'form' || field === 'amount') {
            setFormError({ message: text.message, detail: text.detail });
          } else {
            setErrors({ [field]: text.detail ? `${text.message} ${text.detail}` : text.message });
            setAttempt((n) => n + 1);
          }
        },
      },
    );
  };

  const clear = (field: Field) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  return (
    <form
      ref={formRef}
      className="payout-form"
      noValidate
      aria-labelledby={headingId}
      data-testid={testId}
      onSubmit={submit}
    >
      <h2 id={headingId} className="payout-form__title">
        {t('bind.title')}
      </h2>
      <SelectField
        id={`${testId}-provider`}
        label={t('bind.provider')}
        error={errors.provider}
        value={provider}
        onChange={(event) => {
          setProvider(event.target.value);
          clear('provider');
        }}
      >
        <option value="" disabled>
          {t('bind.providerPlaceholder')}
        </option>
        {banks.length > 0 && (
          <optgroup label={t('bind.banks')}>
            {banks.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </optgroup>
        )}
        {ewallets.length > 0 && (
          <optgroup label={t('bind.ewallets')}>
            {ewallets.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </optgroup>
        )}
      </SelectField>
      <InputField
        id={`${testId}-name`}
        label={t('bind.accountName')}
        hint={payeeName ? t('bind.accountNameHint', { name: payeeName }) : t('bind.accountNameFirst')}
        error={errors.accountName}
        value={accountName}
        maxLength={ACCOUNT_NAME_MAX}
        autoComplete="name"
        onChange={(event) => {
          setAccountName(event.target.value);
          clear('accountName');
        }}
      />
      <InputField
        id={`${testId}-number`}
        label={t('bind.accountNumber')}
        hint={t('bind.accountNumberHint')}
        error={errors.accountNumber}
        value={accountNumber}
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        onChange={(event) => {
          setAccountNumber(event.target.value);
          clear('accountNumber');
        }}
      />
      <FundsPasswordField
        id={`${testId}-password`}
        label={t('bind.fundsPassword')}
        error={errors.fundsPassword}
        value={fundsPassword}
        onChange={(event) => {
          setFundsPassword(event.target.value);
          clear('fundsPassword');
        }}
      />
      <FormMessage
        testId={`${testId}-error`}
        message={formError?.message ?? null}
        detail={formError?.detail}
      />
      <div className="payout-form__actions">
        {onCancel && (
          <button
            type="button"
            className="button"
            onClick={onCancel}
            disabled={add.isPending}
            data-testid={`${testId}-cancel`}
          >
            {t('bind.cancel')}
          </button>
        )}
        <button
          type="submit"
          className="button button--primary"
          data-busy={add.isPending ? '' : undefined}
          aria-busy={add.isPending}
          disabled={add.isPending}
          data-testid={`${testId}-submit`}
        >
          {t('bind.submit')}
        </button>
      </div>
    </form>
  );
}
