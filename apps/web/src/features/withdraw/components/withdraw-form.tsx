import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form-field.tsx';
import { PayoutAccountForm } from '../../../components/payout-account-form.tsx';
import { AmountAndPasswordFields } from './amount-and-password-fields.tsx';
import type { WithdrawSettings } from '../../../lib/money/get-withdraw-settings.ts';
import { useMoneyChanged } from '../../../lib/money/money-keys.ts';
import { formatPeso, maximumAmount, minimumAmount } from '../../../lib/money/peso-amount.ts';
import { RequestIdHolder } from '../../../lib/money/request-id.ts';
import { useCreateWithdrawal, type CreateWithdrawalAnswer } from '../api/create-withdrawal.ts';
import { useMoneyEntry } from '../hooks/use-money-entry.ts';
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
  const entry = useMoneyEntry<Errors>(formRef);
  const { fundsPassword, errors, setErrors, formError } = entry;
  const [requestIds] = useState(() => new RequestIdHolder());
  const accounts = settings.payoutAccounts;
  const [accountId, setAccountId] = useState<number | null>(accounts[0]?.id ?? null);
  const [adding, setAdding] = useState(false);

  const limits = { min: settings.minAmount, max: settings.maxAmount, balance: settings.balance };
  const all = quickAllAmount(settings);
  const chosen = accounts.find((account) => account.id === accountId);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const amount = entry.check(limits, chosen ? {} : { account: t('validation.account') });
    if (!chosen || amount === null) return;
    create.mutate(
      {
        payoutAccountId: chosen.id,
        amount,
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
          // A refusal may come from changed state (locked, today's limit, turnover): show the page's figures anew.
          if (entry.refused(error) !== 'form') void moneyChanged();
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
        {...entry.fields}
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
