import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../../../lib/i18n/i18n.ts';
import { LIST_LANGUAGE_DEBOUNCE_MS, VENDOR_LANGUAGE_DEBOUNCE_MS } from '../../constants.ts';
import { useDebouncedLanguage } from '../use-debounced-language.ts';

describe('useDebouncedLanguage (lobby §4: list 200 ms, vendors 250 ms)', () => {
  beforeAll(async () => {
    await initI18n('TY');
    // Both dictionaries in memory, so a switch below is synchronous apart from the timers under test.
    await setLanguage('EN');
    await setLanguage('TY');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows a switch only after its delay, and a quick back-and-forth not at all', async () => {
    const list = renderHook(() => useDebouncedLanguage(LIST_LANGUAGE_DEBOUNCE_MS));
    const vendors = renderHook(() => useDebouncedLanguage(VENDOR_LANGUAGE_DEBOUNCE_MS));
    expect(list.result.current).toBe('TY');
    vi.useFakeTimers();
    await act(() => setLanguage('EN'));
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(list.result.current).toBe('TY');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(list.result.current).toBe('EN');
    expect(vendors.result.current).toBe('TY');
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(vendors.result.current).toBe('EN');

    const seen: string[] = [];
    renderHook(() => {
      const value = useDebouncedLanguage(LIST_LANGUAGE_DEBOUNCE_MS);
      seen.push(value);
      return value;
    });
    await act(() => setLanguage('TY'));
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await act(() => setLanguage('EN'));
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(list.result.current).toBe('EN');
    // The list never asked for TY in between: one language throughout, so no reload.
    expect(new Set(seen)).toEqual(new Set(['EN']));
  });
});
