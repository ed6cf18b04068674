import type { DepositChannel, DepositPromotion } from '@h5/contract/endpoints/deposit.ts';
import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DepositOptions } from '../api/get-deposit-channels.ts';
import {
  channelMax,
  checkAmount,
  chosenPromotion,
  depositOrder,
  type AmountProblem,
  type DepositOrder,
} from '../deposit-rules.ts';
import { ChannelPicker } from './channel-picker.tsx';
import { DepositSummary } from './deposit-summary.tsx';
import { PromotionPicker } from './promotion-picker.tsx';

export interface DepositFormValues {
  channelId: string;
  amountText: string;
  promotionId: string | null;
}

interface DepositFormProps {
  options: DepositOptions;
  values: DepositFormValues;
  onChange: (values: DepositFormValues) => void;
  onNext: (order: DepositOrder) => void;
  formatMoney: (amount: number) => string;
}

/**
 * The first step: channel, amount (the channel's limits shown, checked before anything is sent), quick amounts,
 * the promotions that go with the amount, and the fee and total to pay.
 */
export function DepositForm({ options, values, onChange, onNext, formatMoney }: DepositFormProps) {
  const { t } = useTranslation('deposit');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const channel: DepositChannel =
    options.channels.find((c) => c.id === values.channelId) ?? (options.channels[0] as DepositChannel);
  const check = checkAmount(values.amountText, channel);
  const promotion: DepositPromotion | null = chosenPromotion(
    options.promotions,
    values.promotionId,
    check.amount,
  );
  const order = check.amount === undefined ? null : depositOrder(channel, check.amount, promotion);
  const max = channelMax(channel);
  const quick = channel.quickAmounts.filter((amount) => amount >= channel.minAmount && amount <= max);
  const change = (next: Partial<DepositFormValues>) => {
    setProblem(null);
    onChange({ ...values, ...next });
  };

  return (
    <form
      className="deposit__form"
      noValidate
      data-testid="deposit-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (order === null) {
          setProblem(check.problem ?? 'empty');
          input.current?.focus();
          return;
        }
        onNext(order);
      }}
    >
      <ChannelPicker
        channels={options.channels}
        template={options.template}
        value={channel.id}
        formatMoney={formatMoney}
        onChange={(channelId) => {
          change({ channelId });
        }}
      />

      <label className="deposit__label" htmlFor="deposit-amount">
        {t('amount.label')}
      </label>
      <input
        ref={input}
        id="deposit-amount"
        className="deposit__input"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('amount.placeholder')}
        value={values.amountText}
        aria-invalid={problem !== null}
        aria-describedby={problem ? 'deposit-amount-limits deposit-amount-error' : 'deposit-amount-limits'}
        data-testid="deposit-amount"
        onChange={(event) => {
          change({ amountText: event.target.value });
        }}
      />
      <p id="deposit-amount-limits" className="deposit__hint" data-testid="deposit-limits">
        {t('amount.limits', { min: formatMoney(channel.minAmount), max: formatMoney(max) })}
        {' · '}
        <span data-testid="deposit-fee-rule">{feeRule(t, channel, formatMoney)}</span>
      </p>
      {problem && (
        <p
          id="deposit-amount-error"
          className="deposit__error"
          role="alert"
          data-testid="deposit-amount-error"
        >
          {t(`amount.problems.${problem}`, {
            channel: channel.name,
            min: formatMoney(channel.minAmount),
            max: formatMoney(max),
          })}
        </p>
      )}
      {quick.length > 0 && (
        <div className="deposit__quick" role="group" aria-label={t('amount.quick')}>
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              className="deposit__quick-amount"
              aria-pressed={check.amount === amount}
              data-testid={`deposit-quick-${String(amount)}`}
              onClick={() => {
                change({ amountText: String(amount) });
              }}
            >
              {formatMoney(amount)}
            </button>
          ))}
        </div>
      )}

      {options.promotions.length > 0 && (
        <PromotionPicker
          promotions={options.promotions}
          amount={check.amount}
          value={promotion?.id ?? null}
          formatMoney={formatMoney}
          onChange={(promotionId) => {
            change({ promotionId });
          }}
        />
      )}

      {order && <DepositSummary order={order} formatMoney={formatMoney} />}

      <button type="submit" className="button button--primary deposit__submit" data-testid="deposit-next">
        {t('next')}
      </button>
    </form>
  );
}

/** The channel's fee as a rule: none, a percentage, a fixed part, or both. */
function feeRule(
  t: TFunction<'deposit'>,
  channel: DepositChannel,
  formatMoney: (amount: number) => string,
): string {
  const percent = channel.feePercent;
  const fixed = formatMoney(channel.feeFixed);
  if (percent > 0 && channel.feeFixed > 0) return t('channels.feeBoth', { percent, fixed });
  if (percent > 0) return t('channels.feePercent', { percent });
  if (channel.feeFixed > 0) return t('channels.feeFixed', { fixed });
  return t('channels.feeNone');
}
