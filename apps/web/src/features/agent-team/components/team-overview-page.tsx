import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/load-state.tsx';
import { PATHS, withQuery } from '../../../lib/routes/paths.ts';
import { useTeamSummary } from '../api/get-team-summary.ts';
import { DEFAULT_PERIOD, type PeriodChoice } from '../team-period.ts';
import { FiguresList, PeriodPicker } from './team-parts.tsx';

/**
 * `/m/agent/team/overview` (lobby §2.12 team overview): the whole downline's members, registrations, active
 * bettors, deposits, withdrawals, bets and wins for today, this week, this month or a range, then the same per level;
 * a level's members open in team management. Agents only (route guard).
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation('agentTeam');
  const [period, setPeriod] = useState<PeriodChoice>(DEFAULT_PERIOD);
  const query = useTeamSummary(period);
  const body = () => {
    if (!query.isSuccess) return <QueryState query={query} testId="team-overview" />;
    const summary = query.data;
    return (
      <>
        <p className="team__note" data-testid="team-overview-period">
          {t('period.shown', { start: summary.startDate, end: summary.endDate })}
        </p>
        <section className="team__card" aria-labelledby="team-total-title">
          <h2 id="team-total-title">{t('overview.total')}</h2>
          <FiguresList figures={summary.total} testId="team-total" />
        </section>
        {summary.levels.length === 0 ? (
          <p className="load-state" data-testid="team-overview-empty">
            {t('overview.noMembers')}
          </p>
        ) : (
          <section aria-labelledby="team-levels-title" className="team" data-testid="team-levels">
            <h2 id="team-levels-title">{t('overview.levels')}</h2>
            <p className="team__note">{t('overview.levelHint')}</p>
            {summary.levels.map(({ level, figures }) => (
              <article
                key={level}
                className="team__card"
                aria-labelledby={`team-level-${String(level)}`}
                data-testid={`team-level-${String(level)}`}
              >
                <h3 id={`team-level-${String(level)}`}>{t('overview.level', { level })}</h3>
                <FiguresList figures={figures} testId={`team-level-${String(level)}-figures`} />
                <Link
                  className="team__link"
                  to={withQuery(PATHS.teamManagement, { level: String(level) })}
                  data-testid={`team-level-${String(level)}-members`}
                >
                  {t('overview.showMembers', { level })}
                </Link>
              </article>
            ))}
          </section>
        )}
      </>
    );
  };
  return (
    <section className="team" data-testid="team-overview-page" aria-busy={query.isFetching}>
      <PeriodPicker value={period} onChange={setPeriod} />
      {body()}
    </section>
  );
}
