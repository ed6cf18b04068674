import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBettingRecords, type BettingPage } from '../api/get-betting-records.ts';
import { DEFAULT_RANGE, type RecordRange } from '../constants.ts';
import { rangeDates, recordTime, signedAmount } from '../record-dates.ts';
import { PagedList, RangeFilter } from './record-parts.tsx';
import './records.css';

type Row = BettingPage['content'][number];

/**
 * `/m/gameRecord` (lobby §2.11 betting record): the member's game rounds of the chosen range with its totals. The
 * route refuses guests and trial accounts.
 */
export default function BettingRecordPage() {
  const { t } = useTranslation('member');
  const [range, setRange] = useState<RecordRange>(DEFAULT_RANGE);
  const query = useBettingRecords(rangeDates(range));
  const summary = query.data?.pages[0]?.summary;
  return (
    <section className="records" data-testid="betting-record-page">
      <RangeFilter value={range} onChange={setRange} />
      {summary && (
        <dl className="records__summary" data-testid="betting-summary">
          <div>
            <dt>{t('records.stake')}</dt>
            <dd>{signedAmount(summary.stake).replace(/^\+/, '')}</dd>
          </div>
          <div>
            <dt>{t('records.payout')}</dt>
            <dd>{signedAmount(summary.payout).replace(/^\+/, '')}</dd>
          </div>
          <div>
            <dt>{t('records.winLoss')}</dt>
            <dd className={summary.winLoss < 0 ? 'records__amount--out' : 'records__amount--in'}>
              {signedAmount(summary.winLoss)}
            </dd>
          </div>
        </dl>
      )}
      <PagedList
        query={query}
        rows={(page: BettingPage) => page.content}
        rowKey={(row: Row) => row.roundId}
        testId="betting-list"
        renderRow={(row: Row) => (
          <>
            <div className="records__main">
              <span className="records__title">{row.gameName}</span>
              <span
                className={`records__amount ${row.winLoss < 0 ? 'records__amount--out' : 'records__amount--in'}`}
              >
                {row.status === 'open' ? t('records.open') : signedAmount(row.winLoss)}
              </span>
            </div>
            <div className="records__sub">
              <span>{t('records.stakeOf', { amount: signedAmount(row.stake).replace(/^\+/, '') })}</span>
              {row.freePlay && <span>{t('records.freePlay')}</span>}
            </div>
            <time className="records__time">{recordTime(row.betTime)}</time>
          </>
        )}
      />
    </section>
  );
}
