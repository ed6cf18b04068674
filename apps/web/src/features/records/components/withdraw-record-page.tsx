import { WITHDRAW_STATUSES, type WithdrawStatus } from '@h5/contract/endpoints/withdraw.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPeso } from '../../../lib/money/peso-amount.ts';
import { useWithdrawRecords, type WithdrawRecordPage } from '../api/get-withdraw-records.ts';
import { DEFAULT_RANGE, type RecordRange } from '../constants.ts';
import { rangeDates, recordTime } from '../record-dates.ts';
import { PagedList, RangeFilter } from './record-parts.tsx';
import './records.css';
import './withdraw-record.css';

type Row = WithdrawRecordPage['content'][number];

/**
 * `/m/withdrawReport` (lobby §2.11 withdraw record, WITHREC3): the member's withdrawals of the chosen range, of one
 * status or all, newest first, paged like the other records; a rejected one shows its reason. The route sends
 * guests to login and refuses trial accounts.
 */
export default function WithdrawRecordPage() {
  const { t } = useTranslation('withdraw');
  const [range, setRange] = useState<RecordRange>(DEFAULT_RANGE);
  const [status, setStatus] = useState<WithdrawStatus | ''>('');
  const query = useWithdrawRecords({ ...rangeDates(range), ...(status ? { status } : {}) });
  return (
    <section className="records" data-testid="withdraw-record-page">
      <RangeFilter value={range} onChange={setRange} />
      <div className="withdraw-record__statuses" role="radiogroup" aria-label={t('records.statusFilter')}>
        {(['', ...WITHDRAW_STATUSES] as const).map((value) => (
          <button
            key={value || 'all'}
            type="button"
            role="radio"
            aria-checked={value === status}
            className="withdraw-record__status-choice"
            data-testid={`withdraw-status-${value || 'all'}`}
            onClick={() => {
              setStatus(value);
            }}
          >
            {value ? t(`status.${value}`) : t('records.all')}
          </button>
        ))}
      </div>
      <PagedList
        query={query}
        rows={(page: WithdrawRecordPage) => page.content}
        rowKey={(row: Row) => row.reference}
        testId="withdraw-list"
        renderRow={(row: Row) => (
          <>
            <div className="records__main">
              <span className="records__title">
                {row.providerName} {row.accountNumberMasked}
              </span>
              <span className="records__amount">{formatPeso(row.amount)}</span>
            </div>
            <div className="records__sub">
              <span>{t('records.reference', { reference: row.reference })}</span>
              <span className={`withdraw-record__status withdraw-record__status--${row.status}`}>
                {t(`status.${row.status}`)}
              </span>
            </div>
            {row.remark && (
              <p className="withdraw-record__remark" data-testid="withdraw-remark">
                {t('records.remark', { remark: row.remark })}
              </p>
            )}
            <time className="records__time">{recordTime(row.createTime)}</time>
          </>
        )}
      />
    </section>
  );
}
