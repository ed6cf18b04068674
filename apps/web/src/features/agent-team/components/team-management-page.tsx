import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/load-state.tsx';
import { PATHS, withQuery } from '../../../lib/routes/paths.ts';
import { TeamList } from './team-list.tsx';
import { teamTime } from '../team-dates.ts';
import { useTeamMemberSummary } from '../api/get-team-member-summary.ts';
import { useTeamMembers, type TeamMembersPage, type TeamMembersQuery } from '../api/get-team-members.ts';
import { DEFAULT_PERIOD, type PeriodChoice } from '../team-period.ts';
import { FiguresList, PeriodPicker, useFormatCents } from './team-parts.tsx';

type Member = TeamMembersPage['content'][number];

/** What the list shows, from the address (so back navigation walks the tree): a prefix, a level or a parent. */
function listQuery(params: URLSearchParams): TeamMembersQuery {
  const account = params.get('account') ?? '';
  if (account !== '') return { account };
  const level = params.get('level') ?? '';
  if (/^[1-9][0-9]?$/.test(level)) return { level };
  const parent = params.get('parent') ?? '';
  return parent === '' ? {} : { parent };
}

/**
 * `/m/member/team` (lobby §2.12 team management): the downline as a tree, searchable by the start of an account and
 * paged; an agent's downline opens one level deeper with a path back to the top; a member opens its summary. The
 * place in the tree lives in the address (`parent`, `level`, `account`, `member`), so back goes back up. Agents only.
 */
export default function TeamManagementPage() {
  const [params] = useSearchParams();
  const member = params.get('member');
  const backTo = withQuery(PATHS.teamManagement, { ...listQuery(params) });
  return member ? <MemberSummary account={member} backTo={backTo} /> : <MemberList params={params} />;
}

function MemberList({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation('agentTeam');
  const navigate = useNavigate();
  const query = listQuery(params);
  const members = useTeamMembers(query);
  const first = members.data?.pages[0];
  const formatCents = useFormatCents();
  const searchId = useId();
  const [search, setSearch] = useState(query.account ?? '');
  const here = (extra: Record<string, string | undefined>) => withQuery(PATHS.teamManagement, extra);
  return (
    <section className="team" data-testid="team-management-page" aria-busy={members.isFetching}>
      <form
        className="team__search"
        role="search"
        data-testid="team-search"
        onSubmit={(event) => {
          event.preventDefault();
          const account = search.trim();
          void navigate(here({ account }));
        }}
      >
        <label htmlFor={searchId}>{t('members.searchLabel')}</label>
        <input
          id={searchId}
          value={search}
          maxLength={32}
          autoCapitalize="none"
          autoCorrect="off"
          data-testid="team-search-input"
          onChange={(e) => {
            setSearch(e.target.value.replace(/[^A-Za-z0-9_]/g, ''));
          }}
        />
        <button type="submit" className="team__button" data-testid="team-search-submit">
          {t('members.search')}
        </button>
      </form>
      <nav aria-label={t('members.path')}>
        <ol className="team__crumbs" data-testid="team-crumbs">
          <li>
            <Link to={PATHS.teamManagement} data-testid="team-crumb-top">
              {t('members.top')}
            </Link>
          </li>
          {(first?.path ?? []).map((account, index, all) => (
            <li key={account}>
              {index === all.length - 1 ? (
                <span aria-current="page" data-testid="team-crumb-current">
                  {account}
                </span>
              ) : (
                <Link to={here({ parent: account })}>{account}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {query.account !== undefined && (
        <h2 data-testid="team-list-title">{t('members.searchResults', { account: query.account })}</h2>
      )}
      {query.level !== undefined && (
        <h2 data-testid="team-list-title">{t('members.levelTitle', { level: query.level })}</h2>
      )}
      <TeamList
        query={members}
        rows={(page: TeamMembersPage) => page.content}
        rowKey={(row: Member) => row.account}
        testId="team-members"
        renderRow={(row: Member) => (
          <div data-testid={`team-member-${row.account}`}>
            <div className="team__main">
              <Link
                className="team__title"
                to={here({ ...query, member: row.account })}
                aria-label={t('members.openSummary', { account: row.account })}
                data-testid="team-member-summary"
              >
                {row.account}
              </Link>
              <span className="team__tag">{row.agent ? t('members.agent') : t('members.player')}</span>
              <span className="team__tag">{t('members.level', { level: row.level })}</span>
            </div>
            <dl className="team__figures">
              <div className="team__figure">
                <dt>{t('members.registered')}</dt>
                <dd>{teamTime(row.regDate)}</dd>
              </div>
              <div className="team__figure">
                <dt>{t('members.lastLogin')}</dt>
                <dd>{row.lastLogin === null ? t('members.neverLoggedIn') : teamTime(row.lastLogin)}</dd>
              </div>
              {row.balanceCents !== null && (
                <div className="team__figure">
                  <dt>{t('members.balance')}</dt>
                  <dd data-testid="team-member-balance">{formatCents(row.balanceCents)}</dd>
                </div>
              )}
            </dl>
            {row.agent && row.downlineCount > 0 && (
              <Link
                className="team__link"
                to={here({ parent: row.account })}
                aria-label={t('members.openDownline', { account: row.account, count: row.downlineCount })}
                data-testid="team-member-downline"
              >
                {t('members.downline', { count: row.downlineCount })}
              </Link>
            )}
          </div>
        )}
      />
    </section>
  );
}

/** One member's own figures and its downline's, for a period; back returns to the list it was opened from. */
function MemberSummary({ account, backTo }: { account: string; backTo: string }) {
  const { t } = useTranslation('agentTeam');
  const [period, setPeriod] = useState<PeriodChoice>(DEFAULT_PERIOD);
  const query = useTeamMemberSummary(account, period);
  const heading = useRef<HTMLHeadingElement>(null);
  // The summary replaces the list: focus its heading so a screen reader starts there.
  useEffect(() => {
    heading.current?.focus();
  }, [account]);
  const body = () => {
    if (!query.isSuccess) return <QueryState query={query} testId="team-summary" />;
    const summary = query.data;
    return (
      <>
        <p className="team__note" data-testid="team-summary-period">
          {t('period.shown', { start: summary.startDate, end: summary.endDate })}
        </p>
        <p data-testid="team-summary-downline-count">
          {t('members.level', { level: summary.member.level })} ·{' '}
          {summary.member.agent ? t('members.agent') : t('members.player')} ·{' '}
          {t('summary.downlineCount', { count: summary.member.downlineCount })}
        </p>
        <section className="team__card" aria-labelledby="team-summary-own">
          <h3 id="team-summary-own">{t('summary.own')}</h3>
          <FiguresList figures={summary.own} testId="team-summary-own" />
        </section>
        <section className="team__card" aria-labelledby="team-summary-downline">
          <h3 id="team-summary-downline">{t('summary.downline')}</h3>
          <FiguresList figures={summary.downline} testId="team-summary-downline" />
        </section>
      </>
    );
  };
  return (
    <section className="team" data-testid="team-summary-page" aria-busy={query.isFetching}>
      <h2 ref={heading} tabIndex={-1} data-testid="team-summary-title">
        {t('summary.title', { account })}
      </h2>
      <PeriodPicker value={period} onChange={setPeriod} />
      {body()}
      <Link className="team__link" to={backTo} data-testid="team-summary-back">
        {t('summary.back')}
      </Link>
    </section>
  );
}
