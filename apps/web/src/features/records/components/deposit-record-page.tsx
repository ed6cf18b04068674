import { DEPOSIT_STATUSES, type DepositStatus } from '@h5/contract/endpoints/deposit.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { useDepositRecords, type DepositRecordPage } from '../api/get-deposit-records.ts';
import { DEFAULT_RANGE, type RecordRange } from '../constants.ts';
import { rangeDates, recordTime } from '../record-dates.ts';
import { PagedList, RangeFilter } from './record-parts.tsx';
import './records.css';

type Row = DepositRecordPage['content'][number];

/**
 * `/m/vouReport` (lobby §2.11 deposit record, DEPRECM3): the member's deposits of the chosen range, of one status or
 * all, newest first, paged like the other records. The route sends guests to login and refuses trial accounts.
 */
export default function DepositRecordPage() {
  const { t } = useTranslation('member');
  const formatMoney = useFormatMoney();
  const [range, setRange] = useState<RecordRange>(DEFAULT_RANGE);
  const [status, setStatus] = useState<DepositStatus | ''>('');
  const query = useDepositRecords({ ...rangeDates(range), ...(status ? { status } : {}) });
  return (
    <section className="records" data-testid="deposit-record-page">
      <RangeFilter value={range} onChange={setRange} />
      <label className="records__filter">
        <span>{t('records.status')}</span>
        <select
          className="records__select"
          value={status}
          data-testid="deposit-status-filter"
          onChange={(event) => {
            setStatus(event.target.value as DepositStatus | '');
          }}
        >
          <option value="">{t('records.allStatuses')}</option>
          {DEPOSIT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`records.depositStatus.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <PagedList
        query={query}
        rows={(page: DepositRecordPage) => page.content}
        rowKey={(row: Row) => row.reference}
        testId="deposit-list"
        renderRow={(row: Row) => (
          <>
            <div className="records__main">
              <span className="records__title">{row.channelName}</span>
              <span className="records__amount">{formatMoney(row.amount)}</span>
            </div>
            <div className="records__sub">
              <span>{row.reference}</span>
              <span className={`records__status records__status--${row.status}`}>
                {t(`records.depositStatus.${row.status}`)}
              </span>
            </div>
            {(row.bonus > 0 || row.fee > 0) && (
              <div className="records__sub">
                {row.bonus > 0 && <span>{t('records.bonusOf', { amount: formatMoney(row.bonus) })}</span>}
                {row.fee > 0 && <span>{t('records.feeOf', { amount: formatMoney(row.fee) })}</span>}
              </div>
            )}
            {row.remark && <p className="records__remark">{row.remark}</p>}
            <time className="records__time">{recordTime(row.createTime)}</time>
          </>
        )}
      />
    </section>
  );
}
