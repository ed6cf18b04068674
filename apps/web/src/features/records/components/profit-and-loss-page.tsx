import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/load-state.tsx';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { useProfitAndLoss, type ProfitAndLoss } from '../api/get-profit-and-loss.ts';
import { DEFAULT_RANGE, type RecordRange } from '../constants.ts';
import { rangeDates } from '../record-dates.ts';
import { RangeFilter } from './record-parts.tsx';
import './records.css';

/** The totals in the order shown; profit last, as their result. */
const TOTALS = [
  'deposit',
  'withdraw',
  'stake',
  'payout',
  'bonus',
  'rebate',
] as const satisfies readonly (keyof ProfitAndLoss)[];

/**
 * `/m/profitandloss` (lobby §2.11 profit and loss, PERSREP): the member's totals of the chosen range from the
 * ledger (deposits, withdrawals, stakes, payouts, bonuses, rebates) and the profit (payout − stake + bonus +
 * rebate). The route sends guests to login and refuses trial accounts.
 */
export default function ProfitAndLossPage() {
  const { t } = useTranslation('member');
  const formatMoney = useFormatMoney();
  const [range, setRange] = useState<RecordRange>(DEFAULT_RANGE);
  const query = useProfitAndLoss(rangeDates(range));
  const body = () => {
    if (!query.isSuccess) return <QueryState query={query} testId="pnl" />;
    const totals = query.data;
    return (
      <>
        <p className="records__period" data-testid="pnl-period">
          {t('records.pnl.period', { start: totals.startDate, end: totals.endDate })}
        </p>
        <dl className="records__totals" data-testid="pnl-totals">
          {TOTALS.map((key) => (
            <div key={key} className="records__total">
              <dt>{t(`records.pnl.${key}`)}</dt>
              <dd data-testid={`pnl-${key}`}>{formatMoney(totals[key])}</dd>
            </div>
          ))}
          <div className="records__total records__total--profit">
            <dt>{t('records.pnl.profit')}</dt>
            <dd
              className={totals.profit < 0 ? 'records__amount--out' : 'records__amount--in'}
              data-testid="pnl-profit"
            >
              {totals.profit > 0 ? '+' : ''}
              {formatMoney(totals.profit)}
            </dd>
          </div>
        </dl>
        <p className="records__note">{t('records.pnl.formula')}</p>
      </>
    );
  };
  return (
    <section className="records" data-testid="pnl-page" aria-busy={query.isFetching}>
      <RangeFilter value={range} onChange={setRange} />
      {body()}
    </section>
  );
}
