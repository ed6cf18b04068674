import { TEAM_PERIODS, TEAM_REPORT_MAX_DAYS, type TeamFigures } from '@h5/contract/endpoints/agent-team.ts';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/account/use-format-money.ts';
import { merchantDay } from '../../../lib/date/merchant-day.ts';
import { validRange, type PeriodChoice } from '../team-period.ts';
import './agent-team.css';

/** The overview figures in the order shown; the money ones are centavos. */
const FIGURES = [
  'members',
  'registrations',
  'activeBettors',
  'depositCents',
  'withdrawalCents',
  'betCents',
  'winCents',
] as const satisfies readonly (keyof TeamFigures)[];
const MONEY = new Set<keyof TeamFigures>(['depositCents', 'withdrawalCents', 'betCents', 'winCents']);

/** Centavos on the wire, pesos with 2 decimals on screen (lobby spec §9). */
export function useFormatCents(): (cents: number) => string {
  const formatMoney = useFormatMoney();
  return (cents: number) => formatMoney(cents / 100);
}

/** The seven overview figures of a set of members. */
export function FiguresList({ figures, testId }: { figures: TeamFigures; testId: string }) {
  const { t } = useTranslation('agentTeam');
  const formatCents = useFormatCents();
  return (
    <dl className="team__figures" data-testid={testId}>
      {FIGURES.map((key) => (
        <div key={key} className="team__figure">
          <dt>{t(`figures.${key}`)}</dt>
          <dd data-testid={`${testId}-${key}`}>
            {MONEY.has(key) ? formatCents(figures[key]) : String(figures[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Today, this week, this month, or a range of days picked with two date fields (checked before it is asked). */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange: (period: PeriodChoice) => void;
}) {
  const { t } = useTranslation('agentTeam');
  const id = useId();
  const today = merchantDay();
  const [ranging, setRanging] = useState(value.period === 'range');
  const [start, setStart] = useState(value.period === 'range' ? value.startDate : today);
  const [end, setEnd] = useState(value.period === 'range' ? value.endDate : today);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!validRange(start, end)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({ period: 'range', startDate: start, endDate: end });
  };
  const selected = ranging ? 'range' : value.period;
  return (
    <div className="team__period">
      <div className="team__days" role="radiogroup" aria-label={t('period.label')} data-testid="team-periods">
        {TEAM_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            role="radio"
            aria-checked={period === selected}
            className="team__day"
            data-testid={`team-period-${period}`}
            onClick={() => {
              if (period === 'range') {
                setRanging(true);
                return;
              }
              setRanging(false);
              onChange({ period });
            }}
          >
            {t(`period.${period}`)}
          </button>
        ))}
      </div>
      {ranging && (
        <form className="team__range" onSubmit={submit} data-testid="team-range-form" noValidate>
          <label htmlFor={`${id}-from`}>{t('period.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={start}
            max={today}
            aria-invalid={invalid}
            data-testid="team-range-start"
            onChange={(e) => {
              setStart(e.target.value);
            }}
          />
          <label htmlFor={`${id}-to`}>{t('period.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={end}
            max={today}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
            data-testid="team-range-end"
            onChange={(e) => {
              setEnd(e.target.value);
            }}
          />
          <button type="submit" className="team__button" data-testid="team-range-apply">
            {t('period.apply')}
          </button>
          {invalid && (
            <p id={`${id}-error`} className="team__error" role="alert" data-testid="team-range-error">
              {t('period.invalid', { days: TEAM_REPORT_MAX_DAYS })}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

/** The name of a product type (a game type code); an unknown one shows as its code. */
export function useProductTypeName(): (code: string) => string {
  const { t, i18n } = useTranslation('agentTeam');
  return (code: string) =>
    i18n.exists(`productTypes.${code}`, { ns: 'agentTeam' })
      ? t(`productTypes.${code}` as 'productTypes.RNG')
      : code;
}

/** A one-field filter by member account (letters, digits, underscore), applied on submit. */
export function AccountFilter({ value, onChange }: { value: string; onChange: (account: string) => void }) {
  const { t } = useTranslation('agentTeam');
  const id = useId();
  const [text, setText] = useState(value);
  return (
    <form
      className="team__search"
      role="search"
      data-testid="team-account-filter"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(text.trim());
      }}
    >
      <label htmlFor={id}>{t('pnl.account')}</label>
      <input
        id={id}
        value={text}
        maxLength={32}
        pattern="[A-Za-z0-9_]*"
        autoCapitalize="none"
        autoCorrect="off"
        data-testid="team-account-input"
        onChange={(e) => {
          setText(e.target.value.replace(/[^A-Za-z0-9_]/g, ''));
        }}
      />
      <button type="submit" className="team__button" data-testid="team-account-apply">
        {t('pnl.filter')}
      </button>
    </form>
  );
}
