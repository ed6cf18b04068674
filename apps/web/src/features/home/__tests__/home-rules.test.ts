import { describe, expect, it } from 'vitest';
import { WINNER_BOARD_SCROLL_ABOVE } from '../constants.ts';
import {
  bannerTarget,
  daysJoined,
  formatMatchTime,
  playPath,
  sortWinners,
  winnerBoardScrolls,
} from '../home-rules.ts';

const DAY = 86_400_000;

describe('daysJoined', () => {
  it('counts whole days since registration', () => {
    const reg = Date.UTC(2026, 0, 1, 10);
    expect(daysJoined(reg, reg)).toBe(0);
    expect(daysJoined(reg, reg + DAY - 1)).toBe(0);
    expect(daysJoined(reg, reg + DAY)).toBe(1);
    expect(daysJoined(reg, reg + 47 * DAY + 5_000)).toBe(47);
  });

  it('is never negative when the phone clock is behind', () => {
    expect(daysJoined(Date.UTC(2026, 5, 2), Date.UTC(2026, 5, 1))).toBe(0);
  });
});

describe('winner board', () => {
  const row = (name: string, winAmount: number) => ({ vo: { customerName: name, winAmount } });

  it('sorts by win amount, biggest first, without touching the input', () => {
    const rows = [row('a', 10), row('b', 1_250_000), row('c', 486_300.5), row('d', 10.01)];
    const sorted = sortWinners(rows);
    expect(sorted.map((r) => r.vo.customerName)).toEqual(['b', 'c', 'd', 'a']);
    expect(rows.map((r) => r.vo.customerName)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the server order for equal amounts', () => {
    expect(sortWinners([row('x', 5), row('y', 5), row('z', 6)]).map((r) => r.vo.customerName)).toEqual([
      'z',
      'x',
      'y',
    ]);
  });

  it('scrolls only with more than four entries', () => {
    expect(WINNER_BOARD_SCROLL_ABOVE).toBe(4);
    expect(winnerBoardScrolls(0)).toBe(false);
    expect(winnerBoardScrolls(4)).toBe(false);
    expect(winnerBoardScrolls(5)).toBe(true);
    expect(winnerBoardScrolls(20)).toBe(true);
  });
});

describe('formatMatchTime', () => {
  it('formats MM/DD HH:mm in Manila time by default (UTC+8, no daylight saving)', () => {
    expect(formatMatchTime(Date.UTC(2026, 10, 22, 12, 30))).toBe('11/22 20:30');
    // Past midnight in Manila while it is still the previous day in UTC.
    expect(formatMatchTime(Date.UTC(2026, 0, 5, 16, 5))).toBe('01/06 00:05');
  });

  it('uses the 24-hour clock with leading zeros', () => {
    expect(formatMatchTime(Date.UTC(2026, 2, 1, 1, 7))).toBe('03/01 09:07');
    expect(formatMatchTime(Date.UTC(2026, 11, 31, 15, 59))).toBe('12/31 23:59');
  });

  it('takes another zone when asked', () => {
    expect(formatMatchTime(Date.UTC(2026, 10, 22, 12, 30), 'UTC')).toBe('11/22 12:30');
  });
});

describe('playPath', () => {
  it('sends visitors to login', () => {
    expect(playPath({ gameType: 'SLOT', vendor: 'DEMOSLOT' }, false)).toBe('/m/login');
  });

  it("sends members to the vendor's games of the category", () => {
    expect(playPath({ gameType: 'SPORTS', vendor: 'DEMO SPORTS' }, true)).toBe(
      '/m/gameList?gameType=SPORTS&vassalage=DEMO+SPORTS',
    );
    expect(playPath({ gameType: '', vendor: '' }, true)).toBe('/m/gameList');
  });
});

describe('bannerTarget', () => {
  const banner = (linkageType: 'URL' | 'P' | 'G' | '', linkage: string, vendor = '') => ({
    linkageType,
    linkage,
    vendor,
  });

  it('opens http links outside and paths inside the app', () => {
    expect(bannerTarget(banner('URL', ' https://example.com/x '))).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(bannerTarget(banner('URL', '/m/vip'))).toEqual({ kind: 'internal', to: '/m/vip' });
    expect(bannerTarget(banner('P', 'm/activity'))).toEqual({ kind: 'internal', to: '/m/activity' });
  });

  it('opens the activity center at the promotion a P banner names by its id', () => {
    expect(bannerTarget(banner('P', ' first-deposit '))).toEqual({
      kind: 'internal',
      to: '/m/activity#first-deposit',
    });
    expect(bannerTarget(banner('URL', 'first-deposit'))).not.toEqual({
      kind: 'internal',
      to: '/m/activity#first-deposit',
    });
  });

  it("opens a game banner's vendor games, and does nothing without a link", () => {
    expect(bannerTarget(banner('G', '', 'DEMOSLOT'))).toEqual({
      kind: 'game',
      game: { gameType: '', vendor: 'DEMOSLOT' },
    });
    expect(bannerTarget(banner('G', ''))).toEqual({ kind: 'none' });
    expect(bannerTarget(banner('P', '  '))).toEqual({ kind: 'none' });
    expect(bannerTarget(banner('', ''))).toEqual({ kind: 'none' });
  });
});
