import { TRANSACTION_TYPES } from '@h5/contract/endpoints/records.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTransactionRecords, type TransactionPage } from '../api/get-transaction-records.ts';
import { DEFAULT_RANGE, type RecordRange } from '../constants.ts';
import { rangeDates, recordTime, signedAmount } from '../record-dates.ts';
import { PagedList, RangeFilter } from './record-parts.tsx';
import './records.css';

type Row = TransactionPage['content'][number];
const KNOWN_TYPES: ReadonlySet<string> = new Set(TRANSACTION_TYPES);

/**
 * `/m/transaction/record` (lobby §2.11 account record; `?types=A` from the agent menu, §2.12): the wallet ledger of
 * the chosen range, newest first, paged. The route refuses guests and trial accounts.
 */
export default function TransactionRecordPage() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const [range, setRange] = useState<RecordRange>(DEFAULT_RANGE);
  const types = params.get('types')?.toUpperCase() === 'A' ? 'A' : undefined;
  const query = useTransactionRecords({ ...rangeDates(range), ...(types ? { types } : {}) });
  return (
    <section className="records" data-testid="transaction-record-page" data-types={types ?? ''}>
      <RangeFilter value={range} onChange={setRange} />
      <PagedList
        query={query}
        rows={(page: TransactionPage) => page.content}
        rowKey={(row: Row) => row.id}
        testId="transaction-list"
        renderRow={(row: Row) => (
          <>
            <div className="records__main">
              <span className="records__title">
                {KNOWN_TYPES.has(row.type)
                  ? t(`records.types.${row.type as (typeof TRANSACTION_TYPES)[number]}`)
                  : row.type}
              </span>
              <span
                className={`records__amount ${row.amount < 0 ? 'records__amount--out' : 'records__amount--in'}`}
              >
                {signedAmount(row.amount)}
              </span>
            </div>
            <div className="records__sub">
              <span>{row.remark || row.reference}</span>
              <span>
                {t('records.balanceAfter', { amount: signedAmount(row.balanceAfter).replace(/^\+/, '') })}
              </span>
            </div>
            <time className="records__time">{recordTime(row.time)}</time>
          </>
        )}
      />
    </section>
  );
}
