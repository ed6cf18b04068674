import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from './load-state.tsx';
import './paged-list.css';

interface PagedListProps<P, R> {
  query: UseInfiniteQueryResult<{ pages: P[] }>;
  rows: (page: P) => R[];
  rowKey: (row: R) => string | number;
  renderRow: (row: R) => ReactNode;
  testId: string;
  /** The "load more" button's text, in the page's own words. */
  moreLabel: string;
}

/** Loading, error with retry, empty, or the rows of every page loaded so far with a "load more" button. */
export function PagedList<P, R>({ query, rows, rowKey, renderRow, testId, moreLabel }: PagedListProps<P, R>) {
  const { t } = useTranslation();
  if (!query.isSuccess) return <QueryState query={query} testId={testId} />;
  const all = query.data.pages.flatMap(rows);
  if (all.length === 0) return <EmptyState testId={`${testId}-empty`} />;
  return (
    <>
      <ul className="paged-list" data-testid={testId}>
        {all.map((row) => (
          <li key={rowKey(row)} className="paged-list__row">
            {renderRow(row)}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="paged-list__more"
          disabled={query.isFetchingNextPage}
          data-testid={`${testId}-more`}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('common.loading') : moreLabel}
        </button>
      )}
    </>
  );
}
