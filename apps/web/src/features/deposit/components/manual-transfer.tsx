import type { DepositRecord } from '@h5/contract/endpoints/deposit.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { wasAnswered } from '../../../lib/api/request-id.ts';
import { useSubmitManualDeposit } from '../api/submit-manual-deposit.ts';
import { PAYER_NAME_MAX, RECEIPT_MAX_BYTES, RECEIPT_TYPES, TRANSFER_REFERENCE_MAX } from '../constants.ts';
import { amountText, type DepositOrder } from '../deposit-rules.ts';
import { receiptProblem, type ReceiptProblem } from '../receipt-rules.ts';
import { CopyButton } from './copy-button.tsx';
import { StepHeading } from './step-heading.tsx';
import './manual-transfer.css';

interface ManualTransferProps {
  order: DepositOrder;
  /** The key of this deposit, made when the confirm step opened and kept for every retry of it. */
  requestId: string;
  onBack: () => void;
  /** The server answered a refusal: the next try is a new request. */
  onAnswered: () => void;
  onSubmitted: (deposit: DepositRecord) => void;
  formatMoney: (amount: number) => string;
}

interface Receipt {
  file: File;
  preview: string;
}

type ReceiptError = { problem: ReceiptProblem; name: string } | 'required';

const SIZE_MB = Math.round(RECEIPT_MAX_BYTES / 1024 / 1024);

/**
 * Manual bank transfer: the account to send the total to (each part with a copy button), then the payer's name, the
 * bank's transfer reference and one receipt picture (PNG/JPEG by content, at most 5 MB, checked here before any
 * upload), sent as multipart; the answer is a deposit waiting for review.
 */
export function ManualTransfer({
  order,
  requestId,
  onBack,
  onAnswered,
  onSubmitted,
  formatMoney,
}: ManualTransferProps) {
  const { t } = useTranslation('deposit');
  const submit = useSubmitManualDeposit();
  const [payerName, setPayerName] = useState('');
  const [reference, setReference] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [receiptError, setReceiptError] = useState<ReceiptError | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const account = order.channel.bankAccount;

  // The preview is an object URL: give it back when it is replaced or the step goes away.
  const preview = receipt?.preview;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    submit.reset();
    const problem = await receiptProblem(file);
    if (problem) {
      setReceiptError({ problem, name: file.name });
      return;
    }
    setReceiptError(null);
    setReceipt({ file, preview: URL.createObjectURL(file) });
  };

  const send = () => {
    const name = payerName.trim();
    setNameMissing(name === '');
    if (!receipt) setReceiptError('required');
    if (name === '') {
      nameInput.current?.focus();
      return;
    }
    if (!receipt) {
      chooseButton.current?.focus();
      return;
    }
    const transferReference = reference.trim();
    submit.mutate(
      {
        body: {
          channelId: order.channel.id,
          amount: amountText(order.amount),
          payerName: name,
          ...(transferReference ? { transferReference } : {}),
          ...(order.promotion ? { promotionId: order.promotion.id } : {}),
          requestId,
        },
        receipt: receipt.file,
      },
      {
        onSuccess: ({ deposit }) => {
          onSubmitted(deposit);
        },
        onError: (error) => {
          if (wasAnswered(error)) onAnswered();
        },
      },
    );
  };

  return (
    <div className="deposit__step" data-testid="deposit-transfer">
      <StepHeading>{t('manual.heading')}</StepHeading>
      <p className="deposit__text">{t('manual.intro', { total: formatMoney(order.total) })}</p>
      {account && (
        <section className="manual-account" aria-label={t('manual.account')} data-testid="manual-account">
          <dl className="manual-account__list">
            {(
              [
                ['bankName', account.bankName],
                ['accountName', account.accountName],
                ['accountNumber', account.accountNumber],
              ] as const
            ).map(([field, value]) => (
              <div key={field} className="manual-account__row">
                <dt>{t(`manual.${field}`)}</dt>
                <dd>
                  <span className="manual-account__value" data-testid={`manual-${field}`}>
                    {value}
                  </span>
                  <CopyButton
                    text={value}
                    label={t('manual.copy', { field: t(`manual.${field}`) })}
                    testId={`manual-copy-${field}`}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <form
        className="deposit__form"
        noValidate
        data-testid="manual-form"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label className="deposit__label" htmlFor="manual-payer">
          {t('manual.payerName')}
        </label>
        <input
          ref={nameInput}
          id="manual-payer"
          className="deposit__input"
          autoComplete="name"
          maxLength={PAYER_NAME_MAX}
          value={payerName}
          aria-invalid={nameMissing}
          aria-describedby={nameMissing ? 'manual-payer-error' : undefined}
          data-testid="manual-payer"
          onChange={(event) => {
            setPayerName(event.target.value);
            setNameMissing(false);
            submit.reset();
          }}
        />
        {nameMissing && (
          <p id="manual-payer-error" className="deposit__error" role="alert" data-testid="manual-payer-error">
            {t('manual.payerNameRequired')}
          </p>
        )}

        <label className="deposit__label" htmlFor="manual-reference">
          {t('manual.transferReference')}
        </label>
        <input
          id="manual-reference"
          className="deposit__input"
          autoComplete="off"
          maxLength={TRANSFER_REFERENCE_MAX}
          value={reference}
          aria-describedby="manual-reference-hint"
          data-testid="manual-reference"
          onChange={(event) => {
            setReference(event.target.value);
            submit.reset();
          }}
        />
        <p id="manual-reference-hint" className="deposit__hint">
          {t('manual.transferReferenceHint')}
        </p>

        <p className="deposit__label" id="manual-receipt-label">
          {t('manual.receipt')}
        </p>
        <p className="deposit__hint" id="manual-receipt-hint">
          {t('manual.receiptHint', { size: SIZE_MB })}
        </p>
        {receipt && (
          <div className="manual-receipt">
            <img
              className="manual-receipt__preview"
              src={receipt.preview}
              alt={t('manual.receiptPreview')}
              data-testid="manual-receipt-preview"
            />
            <button
              type="button"
              className="button"
              data-testid="manual-receipt-remove"
              onClick={() => {
                setReceipt(null);
                submit.reset();
                chooseButton.current?.focus();
              }}
            >
              {t('manual.removeReceipt')}
            </button>
          </div>
        )}
        <button
          ref={chooseButton}
          type="button"
          className="button manual-receipt__choose"
          aria-describedby="manual-receipt-label manual-receipt-hint"
          data-testid="manual-receipt-choose"
          onClick={() => fileInput.current?.click()}
        >
          {receipt ? t('manual.changeReceipt') : t('manual.chooseReceipt')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={RECEIPT_TYPES.join(',')}
          hidden
          data-testid="manual-receipt-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void choose(file);
          }}
        />
        {receiptError && (
          <p className="deposit__error" role="alert" data-testid="manual-receipt-error">
            {receiptError === 'required'
              ? t('manual.receiptRequired')
              : t(`manual.receiptProblems.${receiptError.problem}`, {
                  name: receiptError.name,
                  size: SIZE_MB,
                })}
          </p>
        )}

        {submit.isError && (
          <p className="deposit__error" role="alert" data-testid="manual-submit-error">
            {errorMessage(t, submit.error)}
          </p>
        )}
        <div className="deposit__actions">
          <button
            type="button"
            className="button"
            disabled={submit.isPending}
            data-testid="manual-back"
            onClick={onBack}
          >
            {t('manual.back')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={submit.isPending}
            data-busy={submit.isPending ? '' : undefined}
            data-testid="manual-submit"
          >
            {t('manual.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
