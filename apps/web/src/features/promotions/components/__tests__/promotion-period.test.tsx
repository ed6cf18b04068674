import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespace, setLanguage } from '../../../../lib/i18n/i18n.ts';
import { PromotionPeriod } from '../promotion-period.tsx';

beforeAll(async () => {
  await initI18n('EN');
  await loadNamespace('promotions');
});

const shown = (startTime: number, endTime: number | null) => {
  const { unmount } = render(<PromotionPeriod startTime={startTime} endTime={endTime} />);
  const text = screen.getByTestId('promotion-period').textContent;
  unmount();
  return text;
};

// Noon in Manila, so the merchant's day is the date written.
const NOV_1 = Date.UTC(2026, 10, 1, 4);
const NOV_30 = Date.UTC(2026, 10, 30, 4);

describe('promotion period', () => {
  it('shows the merchant days of a start and an end, or from the start when open-ended', () => {
    expect(shown(NOV_1, NOV_30)).toBe('2026-11-01 – 2026-11-30');
    expect(shown(NOV_1, null)).toBe('From 2026-11-01');
  });

  it('never shows 1970 for a promotion without a start date', async () => {
    expect(shown(0, NOV_30)).toBe('Until 2026-11-30');
    expect(shown(0, null)).toBe('Ongoing');
    await setLanguage('TY');
    expect(shown(0, null)).toBe('Patuloy');
    expect(shown(0, NOV_30)).toBe('Hanggang 2026-11-30');
    await setLanguage('EN');
  });
});
