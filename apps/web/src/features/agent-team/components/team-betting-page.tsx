import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeFilter, TeamList } from './team-list.tsx';
import { dayRangeDates, teamTime } from '../team-dates.ts';
import { useTeamBets, type TeamBetsPage } from '../api/get-team-bets.ts';
import { DEFAULT_DAY_RANGE, TEAM_PRODUCT_TYPES, type TeamDayRange } from '../constants.ts';
import { AccountFilter, useFormatCents, useProductTypeName } from './team-parts.tsx';

type Row = TeamBetsPage['content'][number];

const signClass = (cents: number) => (cents < 0 ? 'team__amount--out' : 'team__amount--in');

/**
 * `/m/teamBetting` (lobby §2.12 team betting): the downline's real-money rounds of the chosen range, newest first,
 * by member account and product type, paged ("load more", as the record pages), with the range's totals. Agents only.
 */
export default function TeamBettingPage() {
  const { t } = useTranslation('agentTeam');
  const formatCents = useFormatCents();
  const productName = useProductTypeName();
  const typeId = useId();
  const [range, setRange] = useState<TeamDayRange>(DEFAULT_DAY_RANGE);
  const [account, setAccount] = useState('');
  const [productType, setProductType] = useState('');
  const query = useTeamBets({
    ...dayRangeDates(range),
    ...(account === '' ? {} : { account }),
    ...(productType === '' ? {} : { productType }),
  });
  const totals = query.data?.pages[0]?.totals;
  const signed = (cents: number) => `${cents > 0 ? '+' : ''}${formatCents(cents)}`;
  return (
    <section className="team" data-testid="team-betting-page" aria-busy={query.isFetching}>
      <DayRangeFilter value={range} onChange={setRange} />
      <AccountFilter value={account} onChange={setAccount} />
      <div className="team__search">
        <label htmlFor={typeId}>{t('betting.productType')}</label>
        <select
          id={typeId}
          value={productType}
          data-testid="team-product-type"
          onChange={(e) => {
            setProductType(e.target.value);
          }}
        >
          <option value="">{t('betting.allTypes')}</option>
          {TEAM_PRODUCT_TYPES.map((code) => (
            <option key={code} value={code}>
              {productName(code)}
            </option>
          ))}
        </select>
      </div>
      {totals && (
        <dl className="team__figures" data-testid="team-betting-totals">
          <div>
            <dt>{t('betting.bet')}</dt>
            <dd data-testid="team-betting-total-bets">{formatCents(totals.betCents)}</dd>
          </div>
          <div>
            <dt>{t('betting.win')}</dt>
            <dd data-testid="team-betting-total-wins">{formatCents(totals.winCents)}</dd>
          </div>
          <div>
            <dt>{t('betting.result')}</dt>
            <dd className={signClass(totals.profitCents)} data-testid="team-betting-total-profit">
              {signed(totals.profitCents)}
            </dd>
          </div>
        </dl>
      )}
      <TeamList
        query={query}
        rows={(page: TeamBetsPage) => page.content}
        rowKey={(row: Row) => row.roundId}
        testId="team-bets"
        renderRow={(row: Row) => (
          <div data-testid={`team-bet-${String(row.roundId)}`}>
            <div className="team__main">
              <span className="team__title">{row.gameName}</span>
              <span className={`team__amount ${signClass(row.profitCents)}`}>
                {row.status === 'open' ? t('betting.open') : signed(row.profitCents)}
              </span>
            </div>
            <div className="team__sub">
              <span>{row.account}</span>
              <span className="team__tag">{productName(row.productType)}</span>
              <span>
                {t('betting.bet')} {formatCents(row.betCents)}
              </span>
              <span>
                {t('betting.win')} {formatCents(row.winCents)}
              </span>
            </div>
            <time className="team__time">{teamTime(row.betTime)}</time>
          </div>
        )}
      />
    </section>
  );
}
