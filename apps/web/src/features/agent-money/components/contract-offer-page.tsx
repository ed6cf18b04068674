import { useTranslation } from 'react-i18next';
import type {
  ContractKind,
  ContractOffer,
  DividendTerms,
  SalaryTerms,
} from '@h5/contract/endpoints/agent-money.ts';
import { useEffect, useRef } from 'react';
import { FormMessage } from '../../../components/form-field.tsx';
import { EmptyState, QueryState } from '../../../components/load-state.tsx';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { moneyTime } from '../../../lib/money/money-time.ts';
import { useAnswerContract } from '../api/answer-contract.ts';
import { useContractOffer } from '../api/get-contract-offer.ts';
import { ContractRecords } from './contract-records.tsx';
import './agent-money.css';

/**
 * `/m/member/agent/getSalaryContract`, `getDevidendContract` and `getHourContract` (lobby §2.12 contract prompts): the
 * upline's offer of that kind with its terms, and accept or reject while it waits for an answer.
 */
export default function ContractOfferPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentMoney');
  const query = useContractOffer(kind);
  if (!query.isSuccess) return <QueryState query={query} testId="contract-offer" />;
  const offer = query.data.offer;
  return (
    <section className="agent-money" data-testid="contract-offer-page">
      <h2 className="agent-money__heading">{t(`contract.title.${kind}`)}</h2>
      {offer === null ? (
        <>
          <p className="agent-money__hint">{t('contract.none')}</p>
          <EmptyState testId="contract-offer-none" />
        </>
      ) : (
        <>
          <Offer offer={offer} />
          {/* The dividend's records have their own page (agentDivident); the salaries' are under their terms. */}
          {kind !== 'DIVIDEND' && <ContractRecords kind={kind} />}
        </>
      )}
    </section>
  );
}

function Offer({ offer }: { offer: ContractOffer }) {
  const { t } = useTranslation('agentMoney');
  const answer = useAnswerContract(offer.kind);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const answered = answer.isSuccess ? answer.data.status : null;
  // The buttons go once the offer is answered: focus moves to the new status instead of being lost.
  useEffect(() => {
    if (answered) statusRef.current?.focus();
  }, [answered]);
  return (
    <>
      <p ref={statusRef} tabIndex={-1} className="agent-money__own" data-testid="contract-offer-status">
        {t(`contract.status.${offer.status}`)}
      </p>
      <p className="agent-money__hint">
        {t('contract.offeredAt', { time: moneyTime(offer.offeredAt) })}
        {offer.decidedAt !== null && <> · {t('contract.decidedAt', { time: moneyTime(offer.decidedAt) })}</>}
      </p>
      {'period' in offer.terms ? (
        <DividendTermsView terms={offer.terms} />
      ) : (
        <SalaryTermsView
          terms={offer.terms}
          unit={t(`contract.units.${offer.kind === 'HOURLY_SALARY' ? 'HOURLY_SALARY' : 'DAILY_SALARY'}`)}
        />
      )}
      {answered && (
        <p className="agent-money__saved" role="status" data-testid="contract-offer-answered">
          {t(answered === 'ACCEPTED' ? 'contract.accepted' : 'contract.rejected')}
        </p>
      )}
      <FormMessage
        testId="contract-offer-failure"
        message={answer.isError ? errorMessage(t, answer.error) : null}
      />
      {offer.status === 'pending' && (
        <p className="agent-money__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={answer.isPending}
            aria-busy={answer.isPending}
            onClick={() => {
              answer.mutate({ action: 'ACCEPT', offerId: offer.id });
            }}
            data-testid="contract-offer-accept"
          >
            {t('contract.accept')}
          </button>
          <button
            type="button"
            className="button"
            disabled={answer.isPending}
            onClick={() => {
              answer.mutate({ action: 'REJECT', offerId: offer.id });
            }}
            data-testid="contract-offer-reject"
          >
            {t('contract.reject')}
          </button>
        </p>
      )}
    </>
  );
}

function SalaryTermsView({ terms, unit }: { terms: SalaryTerms; unit: string }) {
  const { t } = useTranslation('agentMoney');
  const formatMoney = useFormatMoney();
  return (
    <div data-testid="contract-offer-terms">
      <p>{t('contract.salaryRate', { rate: terms.ratePercent, unit })}</p>
      {terms.minActiveMembers !== undefined && (
        <p>{t('contract.minActive', { count: terms.minActiveMembers })}</p>
      )}
      {terms.tiers !== undefined && terms.tiers.length > 0 && (
        <table className="agent-money__table" data-testid="contract-offer-tiers">
          <caption>{t('contract.tiers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('contract.tierTurnover')}</th>
              <th scope="col">{t('contract.tierActive')}</th>
              <th scope="col">{t('contract.tierRate')}</th>
            </tr>
          </thead>
          <tbody>
            {terms.tiers.map((tier) => (
              <tr key={`${String(tier.minTeamTurnover)}-${String(tier.minActiveMembers)}`}>
                <td>{formatMoney(tier.minTeamTurnover)}</td>
                <td>{tier.minActiveMembers}</td>
                <td>{t('percent', { rate: tier.ratePercent })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function DividendTermsView({ terms }: { terms: DividendTerms }) {
  const { t } = useTranslation('agentMoney');
  return (
    <div data-testid="contract-offer-terms">
      <p>
        {t('contract.dividendRate', {
          rate: terms.ratePercent,
          period: t(`contract.periods.${terms.period}`),
        })}
      </p>
    </div>
  );
}
