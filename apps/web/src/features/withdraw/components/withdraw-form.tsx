import { FUNDS_PASSWORD_PATTERN } from '@h5/contract/endpoints/money.ts';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, useFocusFirstInvalid } from '../../../components/form-field.tsx';
import { PayoutAccountForm } from '../../../components/payout-account-form.tsx';
import { AmountAndPasswordFields } from './amount-and-password-fields.tsx';
import type { WithdrawSettings } from '../../../lib/money/get-withdraw-settings.ts';
import { moneyErrorText } from '../../../lib/money/money-error.ts';
import { useMoneyChanged } from '../../../lib/money/money-keys.ts';
import { checkAmount, formatPeso, maximumAmount, minimumAmount } from '../../../lib/money/peso-amount.ts';
import { RequestIdHolder } from '../../../lib/money/request-id.ts';
import { useCreateWithdrawal, type CreateWithdrawalAnswer } from '../api/create-withdrawal.ts';
import { useAmountMessage } from '../hooks/use-amount-message.ts';
import { quickAllAmount } from '../withdraw-rules.ts';

type Field = 'account' | 'amount' | 'fundsPassword';
type Errors = Partial<Record<Field, string>>;

interface WithdrawFormProps {
  settings: WithdrawSettings;
  onDone: (answer: CreateWithdrawalAnswer) => void;
}

/**
 * The withdrawal itself: a bound payout account (masked numbers; another can be added up to the merchant's
 * number), the amount (limits, quick "all") and the funds password. Checked before sending: a wrong amount or
 * password sends nothing. One request id per intended withdrawal, kept when a retry follows a failed connection.
 */
export function WithdrawForm({ settings, onDone }: WithdrawFormProps) {
  const { t } = useTranslation('withdraw');
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateWithdrawal();
  const moneyChanged = useMoneyChanged();
  const amountMessage = useAmountMessage();
  const [requestIds] = useState(() => new RequestIdHolder());
  const accounts = settings.payoutAccounts;
  const [accountId, setAccountId] = useState<number | null>(accounts[0]?.id ?? null);
  const [adding, setAdding] = useState(false);
  const [amount, setAmount] = useState('');
  const [fundsPassword, setFundsPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<{ message: string; detail: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(formRef, attempt);

  const limits = { min: settings.minAmount, max: settings.maxAmount, balance: settings.balance };
  const all = quickAllAmount(settings);
  const chosen = accounts.find((account) => account.id === accountId);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const found: Errors = {};
    if (!chosen) found.account = t('validation.account');
    const checked = checkAmount(amount, limits);
    if (!checked.ok) found.amount = amountMessage(checked.problem, limits);
    if (!FUNDS_PASSWORD_PATTERN.test(fundsPassword)) found.fundsPassword = t('validation.fundsPassword');
    setErrors(found);
    if (!chosen || !checked.ok || Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    create.mutate(
      {
        payoutAccountId: chosen.id,
        amount: checked.amount,
        fundsPassword,
        requestId: requestIds.current(),
      },
      {
        onSuccess: (answer) => {
          requestIds.settle();
          void moneyChanged();
          onDone(answer);
        },
        onError: (error) => {
          requestIds.settle(error);
          const text = moneyErrorText(t, error);
          if (text.field === 'fundsPassword' || text.field === 'amount') {
            if (text.field === 'fundsPassword') setFundsPassword('');
            setErrors({ [text.field]: text.detail ? `${text.message} ${text.detail}` : text.message });
            setAttempt((n) => n + 1);
          } else {
            setFormError({ message: text.message, detail: text.detail });
          }
          // A refusal may come from changed state (locked, today's limit, turnover): show the page's figures anew.
          if (text.field !== 'form') void moneyChanged();
        },
      },
    );
  };

  if (adding) {
    return (
      <PayoutAccountForm
        providers={settings.payoutProviders}
        payeeName={settings.payeeName}
        focusOnMount
        onBound={(account) => {
          setAccountId(account.id);
          setAdding(false);
        }}
        onCancel={() => {
          setAdding(false);
        }}
      />
    );
  }

  return (
    <form
      ref={formRef}
      className="withdraw-card withdraw-form"
      noValidate
      data-testid="withdraw-form"
      onSubmit={submit}
    >
      <fieldset
        className="withdraw-accounts"
        aria-describedby={errors.account ? 'withdraw-account-error' : undefined}
      >
        <legend className="withdraw-accounts__legend">{t('form.account')}</legend>
        {accounts.map((account) => (
          <label
            key={account.id}
            className="withdraw-account"
            data-testid={`withdraw-account-${String(account.id)}`}
          >
            <input
              type="radio"
              name="payout-account"
              value={account.id}
              checked={account.id === accountId}
              onChange={() => {
                setAccountId(account.id);
                setErrors(({ account: _gone, ...rest }) => rest);
              }}
            />
            <span className="withdraw-account__text">
              <span className="withdraw-account__provider">
                {account.providerName}
                <span className="withdraw-account__kind">{t(`accountKind.${account.kind}`)}</span>
              </span>
              <span className="withdraw-account__number">{account.accountNumberMasked}</span>
              <span className="withdraw-account__name">{account.accountName}</span>
            </span>
          </label>
        ))}
        {errors.account && (
          <p className="form-field__error" id="withdraw-account-error" role="alert">
            {errors.account}
          </p>
        )}
        {accounts.length < settings.maxPayoutAccounts ? (
          <button
            type="button"
            className="withdraw-link-button"
            data-testid="withdraw-add-account"
            onClick={() => {
              setAdding(true);
            }}
          >
            {t('form.addAccount')}
          </button>
        ) : (
          <p className="withdraw-note">{t('form.accountsFull', { max: settings.maxPayoutAccounts })}</p>
        )}
      </fieldset>
      <AmountAndPasswordFields
        idPrefix="withdraw"
        amountLabel={t('form.amount')}
        amountHint={t('form.amountHint', {
          min: formatPeso(minimumAmount(limits)),
          max: formatPeso(maximumAmount(limits)),
        })}
        all={all}
        amount={amount}
        fundsPassword={fundsPassword}
        errors={errors}
        onAmount={(text) => {
          setAmount(text);
          setErrors(({ amount: _gone, ...rest }) => rest);
        }}
        onFundsPassword={(text) => {
          setFundsPassword(text);
          setErrors(({ fundsPassword: _gone, ...rest }) => rest);
        }}
      />
      <FormMessage testId="withdraw-error" message={formError?.message ?? null} detail={formError?.detail} />
      <button
        type="submit"
        className="button button--primary withdraw-submit"
        data-busy={create.isPending ? '' : undefined}
        aria-busy={create.isPending}
        disabled={create.isPending}
        data-testid="withdraw-submit"
      >
        {t('form.submit')}
      </button>
    </form>
  );
}
