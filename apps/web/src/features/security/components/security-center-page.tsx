import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/load-state.tsx';
import { isLockedNow, moneyTime } from '../../../lib/money/money-time.ts';
import { useSecurityCenter, type SecurityCenter } from '../api/get-security-center.ts';
import { FundsPasswordForm } from './funds-password-form.tsx';
import { LinkedAccountsRow } from './linked-accounts-row.tsx';
import { PayoutAccountsPanel } from './payout-accounts-panel.tsx';
import { ResetFundsPasswordForm } from './reset-funds-password-form.tsx';
import { SecurityQuestionsForm } from './security-questions-form.tsx';
import { SecurityRow } from './security-row.tsx';
import '../../../components/card-list.css';
import './security.css';

type Panel = 'password' | 'questions' | 'reset' | 'accounts';

/** The member's chosen questions with their texts, in the order chosen (unknown ids left out). */
function chosenQuestions(data: SecurityCenter): SecurityCenter['questions'] {
  return data.chosenQuestionIds.flatMap((id) => data.questions.filter((q) => q.id === id));
}

/**
 * `/m/securityCenter` (lobby spec §2.11): the funds password (set, change), the security questions, resetting a
 * forgotten funds password by their answers, the bound payout accounts (masked; add one), and the mobile number,
 * e-mail and payee name on file. The route refuses guests and trial accounts.
 */
export default function SecurityCenterPage() {
  const { t } = useTranslation('withdraw');
  const security = useSecurityCenter();
  const [open, setOpen] = useState<Panel | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  if (security.isPending) return <LoadingState testId="security-loading" />;
  // A failed background refetch keeps the data: the centre (and its "saved" line) stays.
  if (security.data === undefined) {
    return (
      <ErrorState
        error={security.error}
        retrying={security.isFetching}
        onRetry={() => void security.refetch()}
        testId="security-load-error"
      />
    );
  }
  const data = security.data;
  const questions = chosenQuestions(data);
  const hasQuestions = questions.length === data.chosenQuestionIds.length && questions.length > 0;
  const toggle = (panel: Panel) => ({
    expanded: open === panel,
    onToggle: () => {
      setSaved(null);
      setOpen((current) => (current === panel ? null : panel));
    },
  });
  const finish = (message: string) => {
    setOpen(null);
    setSaved(message);
  };
  const close = () => {
    setOpen(null);
  };
  const onFile = (value: string) =>
    value ? value : <span className="security-row__missing">{t('security.notSet')}</span>;

  return (
    <section className="security" data-testid="security-page">
      {saved && (
        <p
          ref={savedRef}
          tabIndex={-1}
          className="security__saved"
          role="status"
          data-testid="security-saved"
        >
          {saved}
        </p>
      )}
      {isLockedNow(data.fundsPasswordLockedUntil) && (
        <p className="security__locked" role="status" data-testid="security-locked">
          {t('locked', { time: moneyTime(data.fundsPasswordLockedUntil) })}
        </p>
      )}
      <ul className="card-list" aria-label={t('security.rowsLabel')}>
        <SecurityRow
          testId="security-password"
          title={t('security.fundsPassword.title')}
          value={data.hasFundsPassword ? t('security.isSet') : onFile('')}
          action={{
            label: data.hasFundsPassword
              ? t('security.fundsPassword.changeAction')
              : t('security.fundsPassword.setAction'),
            ...toggle('password'),
          }}
        >
          <FundsPasswordForm
            hasFundsPassword={data.hasFundsPassword}
            onSaved={() => {
              finish(t('security.fundsPassword.saved'));
            }}
            onCancel={close}
          />
        </SecurityRow>
        <SecurityRow
          testId="security-questions"
          title={t('security.questions.title')}
          value={hasQuestions ? t('security.isSet') : onFile('')}
          note={data.hasFundsPassword ? null : t('security.questions.needFundsPassword')}
          action={
            data.hasFundsPassword
              ? {
                  label: hasQuestions
                    ? t('security.questions.changeAction')
                    : t('security.questions.setAction'),
                  ...toggle('questions'),
                }
              : undefined
          }
        >
          <SecurityQuestionsForm
            questions={data.questions}
            chosenQuestionIds={data.chosenQuestionIds}
            onSaved={() => {
              finish(t('security.questions.saved'));
            }}
            onCancel={close}
          />
        </SecurityRow>
        {data.hasFundsPassword && (
          <SecurityRow
            testId="security-reset"
            title={t('security.reset.title')}
            value={null}
            note={hasQuestions ? null : t('security.reset.needQuestions')}
            action={hasQuestions ? { label: t('security.reset.action'), ...toggle('reset') } : undefined}
          >
            <ResetFundsPasswordForm
              questions={questions}
              onSaved={() => {
                finish(t('security.reset.saved'));
              }}
              onCancel={close}
            />
          </SecurityRow>
        )}
        <SecurityRow
          testId="security-accounts"
          title={t('security.accounts.title')}
          value={
            data.payoutAccounts.length === 0 ? (
              <span className="security-row__missing">{t('security.accounts.none')}</span>
            ) : (
              <ul className="security-accounts" data-testid="security-accounts-list">
                {data.payoutAccounts.map((account) => (
                  <li key={account.id} className="security-accounts__item">
                    <span className="security-accounts__provider">{account.providerName}</span>
                    <span className="security-accounts__number">{account.accountNumberMasked}</span>
                  </li>
                ))}
              </ul>
            )
          }
          note={data.hasFundsPassword ? null : t('security.accounts.needFundsPassword')}
          action={
            data.hasFundsPassword ? { label: t('security.accounts.add'), ...toggle('accounts') } : undefined
          }
        >
          <PayoutAccountsPanel
            payeeName={data.payeeName}
            onBound={(account) => {
              finish(t('bind.done', { provider: account.providerName, number: account.accountNumberMasked }));
            }}
            onCancel={close}
          />
        </SecurityRow>
        <SecurityRow
          testId="security-mobile"
          title={t('security.mobile')}
          value={onFile(data.mobileMasked)}
        />
        <SecurityRow testId="security-email" title={t('security.email')} value={onFile(data.emailMasked)} />
        <SecurityRow testId="security-payee" title={t('security.payeeName')} value={onFile(data.payeeName)} />
        <LinkedAccountsRow />
      </ul>
    </section>
  );
}
