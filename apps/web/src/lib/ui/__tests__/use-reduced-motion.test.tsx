import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installReducedMotion } from '../../../test/page-visibility.ts';
import { useReducedMotion } from '../use-reduced-motion.ts';

describe('useReducedMotion', () => {
  it('reads the setting and follows it when it changes', () => {
    const setting = installReducedMotion(false);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => {
      setting.set(true);
    });
    expect(result.current).toBe(true);
    unmount();
    expect(setting.listenerCount()).toBe(0);
  });

  it('is false without matchMedia', () => {
    // Calling it then throws, as on a WebView without it; test/setup.ts puts it back.
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
  });
});
