import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  installFakeIntersectionObserver,
  resetPageVisibility,
  setPageVisibility,
} from '../../../test/page-visibility.ts';
import { useOnScreen, usePageVisible, useVisible } from '../use-visible.ts';

afterEach(resetPageVisibility);

function Probe({ hook }: { hook: typeof useOnScreen }) {
  const [ref, shown] = hook();
  return <div ref={ref} data-testid="probe" data-shown={String(shown)} />;
}

const shown = () => screen.getByTestId('probe').dataset.shown;

describe('usePageVisible', () => {
  it('follows the tab being hidden and shown again', () => {
    const { result } = renderHook(() => usePageVisible());
    expect(result.current).toBe(true);
    act(() => {
      setPageVisibility('hidden');
    });
    expect(result.current).toBe(false);
    act(() => {
      setPageVisibility('visible');
    });
    expect(result.current).toBe(true);
  });
});

describe('useOnScreen', () => {
  it('is true until observed, then follows the element in and out of the viewport', () => {
    const io = installFakeIntersectionObserver();
    const { unmount } = render(<Probe hook={useOnScreen} />);
    expect(shown()).toBe('true');
    const element = screen.getByTestId('probe');
    act(() => {
      io.setIntersecting(element, false);
    });
    expect(shown()).toBe('false');
    act(() => {
      io.setIntersecting(element, true);
    });
    expect(shown()).toBe('true');
    unmount();
    expect(io.observedCount()).toBe(0);
  });

  it('stays true without IntersectionObserver (old WebViews): things move as before', () => {
    // happy-dom has one that never reports; removing it is the old-WebView case.
    const saved = globalThis.IntersectionObserver;
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    try {
      render(<Probe hook={useOnScreen} />);
      expect(shown()).toBe('true');
    } finally {
      globalThis.IntersectionObserver = saved;
    }
  });
});

describe('useVisible', () => {
  it('is true only on screen in a shown tab', () => {
    const io = installFakeIntersectionObserver();
    render(<Probe hook={useVisible} />);
    const element = screen.getByTestId('probe');
    expect(shown()).toBe('true');
    act(() => {
      setPageVisibility('hidden');
    });
    expect(shown()).toBe('false');
    act(() => {
      io.setIntersecting(element, false);
      setPageVisibility('visible');
    });
    expect(shown()).toBe('false');
    act(() => {
      io.setIntersecting(element, true);
    });
    expect(shown()).toBe('true');
  });
});
