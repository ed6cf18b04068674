import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList as List } from '../../../components/paged-list.tsx';
import { RangeFilter as Ranges } from '../../../components/range-filter.tsx';
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
    <Ranges
      ranges={RECORD_RANGES}
      value={value}
      onChange={onChange}
      label={t('records.range')}
      optionLabel={(range) => (range === 1 ? t('records.today') : t('records.lastDays', { count: range }))}
      testId="record-ranges"
      optionTestIdPrefix="record-range-"
    />
  );
}

/** A record list with the record pages' "load more". */
export function PagedList<P, R>(props: Omit<ComponentProps<typeof List<P, R>>, 'moreLabel'>) {
  const { t } = useTranslation('member');
  return <List {...props} moreLabel={t('records.loadMore')} />;
}
