import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from '../../../components/load-state.tsx';
import { RECORD_RANGES, type RecordRange } from '../constants.ts';

/** The date filter of the record pages: today, 7, 30 or 90 days back (the contract allows up to 92). */
export function RangeFilter({
  value,
  onChange,
}: {
  value: RecordRange;
  onChange: (range: RecordRange) => void;
}) {
  const { t } = useTranslation('member');
  return (
    <div
      className="records__ranges"
      role="radiogroup"
      aria-label={t('records.range')}
      data-testid="record-ranges"
    >
      {RECORD_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          role="radio"
          aria-checked={range === value}
          className="records__range"
          data-testid={`record-range-${String(range)}`}
          onClick={() => {
            onChange(range);
          }}
        >
          {range === 1 ? t('records.today') : t('records.lastDays', { count: range })}
        </button>
      ))}
    </div>
  );
}

interface PagedListProps<P, R> {
  query: UseInfiniteQueryResult<{ pages: P[] }>;
  rows: (page: P) => R[];
  rowKey: (row: R) => string | number;
  renderRow: (row: R) => ReactNode;
  testId: string;
}

/** Loading, error with retry, empty, or the rows of every page loaded so far with a "load more" button. */
export function PagedList<P, R>({ query, rows, rowKey, renderRow, testId }: PagedListProps<P, R>) {
  const { t } = useTranslation('member');
  if (!query.isSuccess) return <QueryState query={query} testId={testId} />;
  const all = query.data.pages.flatMap(rows);
  if (all.length === 0) return <EmptyState testId={`${testId}-empty`} />;
  return (
    <>
      <ul className="records__list" data-testid={testId}>
        {all.map((row) => (
          <li key={rowKey(row)} className="records__row">
            {renderRow(row)}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="records__more"
          disabled={query.isFetchingNextPage}
          data-testid={`${testId}-more`}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('common.loading', { ns: 'translation' }) : t('records.loadMore')}
        </button>
      )}
    </>
  );
}
