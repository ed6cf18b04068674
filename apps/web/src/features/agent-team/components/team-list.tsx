import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list.tsx';
import { RangeFilter } from '../../../components/range-filter.tsx';
import { TEAM_DAY_RANGES, type TeamDayRange } from '../constants.ts';

/** A team list with the agent pages' "load more". */
export function TeamList<P, R>(props: Omit<ComponentProps<typeof PagedList<P, R>>, 'moreLabel'>) {
  const { t } = useTranslation('agentTeam');
  return <PagedList {...props} moreLabel={t('list.more')} />;
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
    <RangeFilter
      ranges={TEAM_DAY_RANGES}
      value={value}
      onChange={onChange}
      label={t('period.label')}
      optionLabel={(days) => (days === 1 ? t('period.today') : t('period.lastDays', { count: days }))}
      testId="team-days"
      optionTestIdPrefix="team-days-"
    />
  );
}
