import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemStatusQueryOptions } from '../../../lib/system-status/get-system-status.ts';
import { columnOffsetPercent, startJackpot } from '../jackpot.ts';

const DIGITS = Array.from({ length: 10 }, (_, i) => i);
const numberFormat = new Intl.NumberFormat('en-US');

/**
 * The jackpot (lobby spec §4, §9): display only, rolling digit columns. The value is text for screen readers
 * (not announced as it changes); the columns are decoration.
 */
export function JackpotDisplay() {
  const { t } = useTranslation();
  const { data: configured } = useQuery({
    ...systemStatusQueryOptions(),
    select: (status) => status.info.jackpot,
  });
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => startJackpot({ start: configured, onChange: setValue }), [configured]);

  if (value === null) return null;
  const text = numberFormat.format(value);
  const chars = Array.from(text);
  return (
    <section className="home-jackpot" aria-label={t('home.jackpot')} data-testid="home-jackpot">
      <h2 className="home-jackpot__title">{t('home.jackpot')}</h2>
      <p className="visually-hidden" aria-live="off" data-testid="home-jackpot-value">
        {text}
      </p>
      <div className="home-jackpot__digits" aria-hidden="true">
        {chars.map((char, i) => {
          // Keyed from the right, so a new leading digit does not shift every column's animation.
          const key = chars.length - i;
          if (char < '0' || char > '9') {
            return (
              <span key={key} className="home-jackpot__sep">
                {char}
              </span>
            );
          }
          return (
            <span key={key} className="home-jackpot__col">
              <span
                className="home-jackpot__strip"
                style={{ transform: `translateY(-${columnOffsetPercent(Number(char))}%)` }}
              >
                {DIGITS.map((d) => (
                  <span key={d}>{d}</span>
                ))}
              </span>
            </span>
          );
        })}
      </div>
    </section>
  );
}
