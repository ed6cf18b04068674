import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeFilter, TeamList } from './team-list.tsx';
import { dayRangeDates } from '../team-dates.ts';
import { DEFAULT_DAY_RANGE, type TeamDayRange } from '../constants.ts';
import { useTeamProfitLoss, type TeamProfitLossPage } from '../api/get-team-profit-loss.ts';
import { AccountFilter, useFormatCents, useProductTypeName } from './team-parts.tsx';

type Row = TeamProfitLossPage['content'][number];

const signClass = (cents: number) => (cents < 0 ? 'team__amount--out' : 'team__amount--in');

/**
 * `/m/agent/team/pnl` (lobby §2.12 team profit and loss): per team member and product type, the bets, wins,
 * result (wins − bets) and rebates of the chosen range, paged, under a totals row that adds the bonuses. Agents only.
 */
export default function TeamPnlPage() {
  const { t } = useTranslation('agentTeam');
  const formatCents = useFormatCents();
  const productName = useProductTypeName();
  const [range, setRange] = useState<TeamDayRange>(DEFAULT_DAY_RANGE);
  const [account, setAccount] = useState('');
  const query = useTeamProfitLoss({ ...dayRangeDates(range), ...(account === '' ? {} : { account }) });
  const totals = query.data?.pages[0]?.totals;
  const signed = (cents: number) => `${cents > 0 ? '+' : ''}${formatCents(cents)}`;
  return (
    <section className="team" data-testid="team-pnl-page" aria-busy={query.isFetching}>
      <DayRangeFilter value={range} onChange={setRange} />
      <AccountFilter value={account} onChange={setAccount} />
      {totals && (
        <section className="team__card" aria-labelledby="team-pnl-totals-title">
          <h2 id="team-pnl-totals-title">{t('pnl.totals')}</h2>
          <dl className="team__figures" data-testid="team-pnl-totals">
            <div className="team__figure">
              <dt>{t('pnl.bets')}</dt>
              <dd data-testid="team-pnl-total-bets">{formatCents(totals.betCents)}</dd>
            </div>
            <div className="team__figure">
              <dt>{t('pnl.wins')}</dt>
              <dd data-testid="team-pnl-total-wins">{formatCents(totals.winCents)}</dd>
            </div>
            <div className="team__figure">
              <dt>{t('pnl.profit')}</dt>
              <dd className={signClass(totals.profitCents)} data-testid="team-pnl-total-profit">
                {signed(totals.profitCents)}
              </dd>
            </div>
            <div className="team__figure">
              <dt>{t('pnl.rebate')}</dt>
              <dd data-testid="team-pnl-total-rebate">{formatCents(totals.rebateCents)}</dd>
            </div>
            <div className="team__figure">
              <dt>{t('pnl.bonus')}</dt>
              <dd data-testid="team-pnl-total-bonus">{formatCents(totals.bonusCents)}</dd>
            </div>
          </dl>
          <p className="team__note">{t('pnl.formula')}</p>
        </section>
      )}
      <TeamList
        query={query}
        rows={(page: TeamProfitLossPage) => page.content}
        rowKey={(row: Row) => `${row.account}:${row.productType}`}
        testId="team-pnl"
        renderRow={(row: Row) => (
          <div data-testid={`team-pnl-row-${row.account}-${row.productType}`}>
            <div className="team__main">
              <span className="team__title">{row.account}</span>
              <span className="team__tag">{productName(row.productType)}</span>
              <span
                className={`team__amount ${signClass(row.profitCents)}`}
                data-testid="team-pnl-row-profit"
              >
                {signed(row.profitCents)}
              </span>
            </div>
            <div className="team__sub">
              <span>
                {t('pnl.bets')} {formatCents(row.betCents)}
              </span>
              <span>
                {t('pnl.wins')} {formatCents(row.winCents)}
              </span>
              {row.rebateCents > 0 && (
                <span>
                  {t('pnl.rebate')} {formatCents(row.rebateCents)}
                </span>
              )}
            </div>
          </div>
        )}
      />
    </section>
  );
}
