import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyFor, nearEnd, nextPageNo, tabNeedsSession, throttle, type ListMode } from '../list-rules.ts';

const tab = (t: 'all' | 'recent' | 'fav' | 'hot'): ListMode => ({ kind: 'tab', tab: t });

describe('classifyFor (lobby §4)', () => {
  it('is NEW for slots on the All tab only', () => {
    expect(classifyFor('RNG', tab('all'))).toBe('NEW');
    expect(classifyFor('rng', tab('all'))).toBe('NEW');
    expect(classifyFor('RNG', tab('hot'))).toBe('ALL');
    expect(classifyFor('RNG', { kind: 'vendor', vassalage: 'PG' })).toBe('ALL');
    expect(classifyFor('LIVE', tab('all'))).toBe('ALL');
  });
});

describe('nextPageNo (lobby §4 paging)', () => {
  it('asks for the next page while the current one is below totalPages', () => {
    expect(nextPageNo({ pageNum: 1, totalPages: 3 }, tab('all'))).toBe(2);
    expect(nextPageNo({ pageNum: 3, totalPages: 3 }, tab('all'))).toBeUndefined();
    expect(nextPageNo({ pageNum: 1, totalPages: 0 }, tab('fav'))).toBeUndefined();
    expect(nextPageNo({ pageNum: 2, totalPages: 5 }, { kind: 'vendor', vassalage: 'PG' })).toBe(3);
  });

  it('keeps the hot list to one page', () => {
    expect(nextPageNo({ pageNum: 1, totalPages: 4 }, tab('hot'))).toBeUndefined();
  });
});

describe('nearEnd (lobby §9: 500 px)', () => {
  it('is true within 500 px of the end', () => {
    expect(nearEnd(500)).toBe(true);
    expect(nearEnd(0)).toBe(true);
    expect(nearEnd(501)).toBe(false);
  });
});

describe('tabNeedsSession (lobby §1, §6)', () => {
  it('is true for favourites and recents', () => {
    expect(['all', 'recent', 'fav', 'hot'].map((t) => tabNeedsSession(t as never))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('throttle (lobby §4: once per second)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, folds calls within the interval into one trailing run, then runs at once again', () => {
    const run = vi.fn();
    const t = throttle(run, 1000);
    t.call();
    expect(run).toHaveBeenCalledTimes(1);
    t.call();
    t.call();
    vi.advanceTimersByTime(999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    t.call();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('drops a pending run on cancel', () => {
    const run = vi.fn();
    const t = throttle(run, 1000);
    t.call();
    t.call();
    t.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
