import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTimeout } from '../use-timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useTimeout', () => {
  it('runs the scheduled call after the delay; a new schedule replaces the pending one', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const { result } = renderHook(() => useTimeout());
    result.current(first, 1000);
    vi.advanceTimersByTime(500);
    result.current(second, 1000);
    vi.advanceTimersByTime(1000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('clears the pending call on unmount', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const { result, unmount } = renderHook(() => useTimeout());
    result.current(run, 1000);
    unmount();
    vi.advanceTimersByTime(2000);
    expect(run).not.toHaveBeenCalled();
  });
});
