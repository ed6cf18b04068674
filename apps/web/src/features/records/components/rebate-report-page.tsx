import { GAME_CATEGORIES, type GameCategory } from '@h5/contract/game-categories.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { switchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { useRebateReport, type RebateReportPage } from '../api/get-rebate-report.ts';
import { DEFAULT_RANGE, type RecordRange } from '../constants.ts';
import { rangeDates, recordDay, recordTime } from '../record-dates.ts';
import { PagedList, RangeFilter } from './record-parts.tsx';
import './records.css';

type Row = RebateReportPage['content'][number];

/** Lobby §2.11: the rebate report entry's module flag (absent = on). */
const REBATE_REPORT_FLAG = 'PLYRBT';

const isCategory = (code: string): code is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(code);

/**
 * `/m/member/rebateReport` (lobby §2.11 rebate report, PLYRBT): the member's rebates, daily and manual, credited
 * in the chosen range, newest first, paged like the other records. Texts of the rows are the `promotions` ones.
 */
export default function RebateReportPage() {
  const { t } = useTranslation('promotions');
  const switches = useSwitches();
  if (!switchOn(switches, REBATE_REPORT_FLAG)) {
    return (
      <p className="records__remark" data-testid="rebate-report-off">
        {t('notAvailable')}
      </p>
    );
  }
  return <RebateReport />;
}

function RebateReport() {
  const { t } = useTranslation('promotions');
  const formatMoney = useFormatMoney();
  const [range, setRange] = useState<RecordRange>(DEFAULT_RANGE);
  const query = useRebateReport(rangeDates(range));
  const typeName = (type: string) => {
    const code = type.toUpperCase();
    return isCategory(code) ? t(`games.categories.${code}`, { ns: 'translation' }) : type;
  };
  return (
    <section className="records" data-testid="rebate-report-page">
      <RangeFilter value={range} onChange={setRange} />
      <PagedList
        query={query}
        rows={(page: RebateReportPage) => page.content}
        rowKey={(row: Row) => row.id}
        testId="rebate-list"
        renderRow={(row: Row) => (
          <>
            <div className="records__main">
              <span className="records__title">{typeName(row.productType)}</span>
              <span className="records__amount">{formatMoney(row.amount)}</span>
            </div>
            <div className="records__sub">
              <span>{t(`rebateReport.kind.${row.kind}`)}</span>
              <span>
                {t('rebateReport.turnoverOf', { amount: formatMoney(row.turnover), rate: row.ratePercent })}
              </span>
            </div>
            <p className="records__remark">
              {t('rebateReport.period', {
                start: recordTime(row.periodStart),
                end: recordTime(row.periodEnd),
              })}
            </p>
            <time className="records__time" dateTime={recordDay(row.createTime)}>
              {recordTime(row.createTime)}
            </time>
          </>
        )}
      />
    </section>
  );
}
