import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from '../../../components/load-state.tsx';
import { TEAM_DAY_RANGES, type TeamDayRange } from '../constants.ts';

interface TeamListProps<P, R> {
  query: UseInfiniteQueryResult<{ pages: P[] }>;
  rows: (page: P) => R[];
  rowKey: (row: R) => string | number;
  renderRow: (row: R) => ReactNode;
  testId: string;
}

/** Loading, error with retry, empty, or the rows of the pages loaded so far with a "load more" button. */
export function TeamList<P, R>({ query, rows, rowKey, renderRow, testId }: TeamListProps<P, R>) {
  const { t } = useTranslation('agentTeam');
  if (!query.isSuccess) return <QueryState query={query} testId={testId} />;
  const all = query.data.pages.flatMap(rows);
  if (all.length === 0) return <EmptyState testId={`${testId}-empty`} />;
  return (
    <>
      <ul className="team__list" data-testid={testId}>
        {all.map((row) => (
          <li key={rowKey(row)} className="team__row">
            {renderRow(row)}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="team__more"
          disabled={query.isFetchingNextPage}
          data-testid={`${testId}-more`}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('common.loading', { ns: 'translation' }) : t('list.more')}
        </button>
      )}
    </>
  );
}

/** Today, or 7, 30 or 90 days back. */
export function DayRangeFilter({
  value,
  onChange,
}: {
  value: TeamDayRange;
  onChange: (range: TeamDayRange) => void;
}) {
  const { t } = useTranslation('agentTeam');
  return (
    <div className="team__days" role="radiogroup" aria-label={t('period.label')} data-testid="team-days">
      {TEAM_DAY_RANGES.map((days) => (
        <button
          key={days}
          type="button"
          role="radio"
          aria-checked={days === value}
          className="team__day"
          data-testid={`team-days-${String(days)}`}
          onClick={() => {
            onChange(days);
          }}
        >
          {days === 1 ? t('period.today') : t('period.lastDays', { count: days })}
        </button>
      ))}
    </div>
  );
}
