import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { EmptyState, QueryState } from '../../../components/load-state.tsx';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { useTeamRebateIncome } from '../api/get-team-rebate-income.ts';
import { percentOf } from '../constants.ts';
import { Pager } from './pager.tsx';
import './agent-money.css';

/**
 * `/m/member/teamRebate` (lobby §2.12 team rebate income): the agent's settled periods, newest first: the day, the
 * downline's turnover, the rebate credited and its status.
 */
export default function TeamRebateIncomePage() {
  const { t } = useTranslation('agentMoney');
  const formatMoney = useFormatMoney();
  const [page, setPage] = useState(1);
  const query = useTeamRebateIncome(page);
  if (!query.isSuccess) return <QueryState query={query} testId="team-rebate" />;
  const income = query.data;
  return (
    <section className="agent-money" data-testid="team-rebate-page">
      <p className="agent-money__own">
        {t('ownRate')}{' '}
        <strong data-testid="team-rebate-own-rate">
          {t('percent', { rate: percentOf(income.ownRateBp) })}
        </strong>
      </p>
      <p className="agent-money__hint">{t('income.explain')}</p>
      {income.content.length === 0 ? (
        <EmptyState testId="team-rebate-empty" />
      ) : (
        <table className="agent-money__table" data-testid="team-rebate-rows">
          <thead>
            <tr>
              <th scope="col">{t('income.period')}</th>
              <th scope="col">{t('income.turnover')}</th>
              <th scope="col">{t('income.amount')}</th>
              <th scope="col">{t('income.status')}</th>
            </tr>
          </thead>
          <tbody>
            {income.content.map((row) => (
              <tr key={row.id} data-testid={`team-rebate-row-${row.period}`}>
                <th scope="row">{row.period}</th>
                <td>{formatMoney(row.turnover)}</td>
                <td data-testid="team-rebate-amount">{formatMoney(row.amount)}</td>
                <td>{t(`income.statuses.${row.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={income.pageNum} pages={income.totalPages} onPage={setPage} testId="team-rebate-pager" />
    </section>
  );
}
