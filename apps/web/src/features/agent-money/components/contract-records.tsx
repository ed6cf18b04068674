import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractSettlement } from '@h5/contract/endpoints/agent-money.ts';
import { useState } from 'react';
import { EmptyState, QueryState } from '../../../components/load-state.tsx';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { moneyTime } from '../../../lib/money/money-time.ts';
import { useContractSettlements } from '../api/get-contract-settlements.ts';
import { Pager } from './pager.tsx';

/** `YYYY-MM-DD HH:mm`, the merchant's time: the day is its first ten characters, the time its last five. */
const DAY_LENGTH = 10;
const TIME_START = 11;

/**
 * The period as people read it, one line each: an hour's day and clock times, a day alone, or the first and last
 * day of a longer dividend period (a phone's narrow table column gets no line broken inside a date).
 */
export function periodLines(row: Pick<ContractSettlement, 'kind' | 'periodStart' | 'periodEnd'>): string[] {
  const start = moneyTime(row.periodStart);
  const first = start.slice(0, DAY_LENGTH);
  if (row.kind === 'HOURLY_SALARY') {
    return [first, `${start.slice(TIME_START)}–${moneyTime(row.periodEnd).slice(TIME_START)}`];
  }
  const last = moneyTime(row.periodEnd - 1).slice(0, DAY_LENGTH);
  return first === last ? [first] : [`${first} –`, last];
}

/**
 * The settled periods of the agent's contract of one kind (issue 18), newest first: the period, the team's figures
 * that priced it (turnover and active members; the net loss for a dividend), the rate applied and the amount credited.
 */
export function ContractRecords({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentMoney');
  const formatMoney = useFormatMoney();
  const [page, setPage] = useState(1);
  const query = useContractSettlements(kind, page);
  const testId = `contract-records-${kind}`;
  const dividend = kind === 'DIVIDEND';
  return (
    <section className="agent-money__records" aria-labelledby={`${testId}-heading`} data-testid={testId}>
      <h3 id={`${testId}-heading`} className="agent-money__heading">
        {t('records.title')}
      </h3>
      {!query.isSuccess ? (
        <QueryState query={query} testId={testId} />
      ) : query.data.content.length === 0 ? (
        <>
          <p className="agent-money__hint">{t('records.none')}</p>
          <EmptyState testId={`${testId}-empty`} />
        </>
      ) : (
        <>
          <div className="agent-money__scroll">
            <table className="agent-money__table" data-testid={`${testId}-rows`}>
              <thead>
                <tr>
                  <th scope="col">{t('records.period')}</th>
                  <th scope="col">
                    {t(dividend ? 'records.netLoss' : 'records.turnover')}{' '}
                    <span className="agent-money__sub">{t('records.activeMembers')}</span>
                  </th>
                  <th scope="col">
                    {t('records.amount')} <span className="agent-money__sub">{t('records.rate')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.content.map((row) => (
                  <tr key={row.id} data-testid={`contract-record-${row.period}`}>
                    <th scope="row">
                      {periodLines(row).map((line) => (
                        <span key={line} className="agent-money__line">
                          {line}
                        </span>
                      ))}
                    </th>
                    <td>
                      <span>{formatMoney(dividend ? row.netLoss : row.turnover)}</span>
                      <span className="agent-money__sub" data-testid="contract-record-active">
                        {t('records.members', { count: row.activeMembers })}
                      </span>
                    </td>
                    <td>
                      <span data-testid="contract-record-amount">
                        {row.status === 'credited' ? formatMoney(row.amount) : t('records.nothing')}
                      </span>
                      <span className="agent-money__sub">{t('percent', { rate: row.ratePercent })}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={query.data.pageNum}
            pages={query.data.totalPages}
            onPage={setPage}
            testId={`${testId}-pager`}
          />
        </>
      )}
    </section>
  );
}
