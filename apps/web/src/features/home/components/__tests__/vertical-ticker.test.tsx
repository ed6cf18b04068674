import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  installFakeIntersectionObserver,
  installReducedMotion,
  resetPageVisibility,
  setPageVisibility,
} from '../../../../test/page-visibility.ts';
import { HOT_MATCH_AUTOPLAY_MS, HOT_MATCH_SPEED_MS, TICKER_EASING } from '../../constants.ts';
import { tickerKeyframes } from '../../ticker.ts';
import { VerticalTicker } from '../vertical-ticker.tsx';

afterEach(resetPageVisibility);

function renderTicker(items: string[]) {
  const view = render(
    <VerticalTicker
      items={items}
      intervalMs={HOT_MATCH_AUTOPLAY_MS}
      speedMs={HOT_MATCH_SPEED_MS}
      render={(item) => <span>{item}</span>}
    />,
  );
  const ticker = view.container.querySelector<HTMLElement>('.ticker');
  const track = view.container.querySelector<HTMLElement>('.ticker__track');
  if (!ticker || !track) throw new Error('no ticker');
  return {
    ticker,
    track,
    /** The Web Animations on the track (happy-dom keeps their state; time does not run). */
    animations: () => track.getAnimations(),
    items: () => [...view.container.querySelectorAll('.ticker__item')].map((n) => n.textContent),
    exposed: () => view.container.querySelectorAll('.ticker__item:not([aria-hidden])').length,
  };
}

describe('vertical ticker', () => {
  it('runs its whole loop as one Web Animation of transform: no timer on the page (lobby §2.9)', () => {
    installFakeIntersectionObserver();
    installReducedMotion(false);
    const { animations, items, exposed } = renderTicker(['a', 'b']);
    expect(items()).toEqual(['a', 'b', 'a']);
    expect(exposed()).toBe(1);
    const [loop] = animations();
    expect(loop?.playState).toBe('running');
    const effect = loop?.effect as KeyframeEffect;
    expect(effect.getTiming()).toMatchObject({
      duration: 2 * HOT_MATCH_AUTOPLAY_MS,
      delay: HOT_MATCH_SPEED_MS,
      iterations: Infinity,
    });
    expect(effect.getKeyframes().map((f) => f.transform)).toEqual(
      tickerKeyframes(2, HOT_MATCH_AUTOPLAY_MS, HOT_MATCH_SPEED_MS, TICKER_EASING).map((f) => f.transform),
    );
  });

  it('pauses in a hidden tab and goes on from where it was when shown (the same loop)', () => {
    installFakeIntersectionObserver();
    installReducedMotion(false);
    const { animations } = renderTicker(['a', 'b', 'c']);
    const [loop] = animations();
    act(() => {
      setPageVisibility('hidden');
    });
    expect(loop?.playState).toBe('paused');
    act(() => {
      setPageVisibility('visible');
    });
    expect(loop?.playState).toBe('running');
    expect(animations()).toEqual([loop]);
  });

  it('pauses off screen and while a pointer is on it', () => {
    const io = installFakeIntersectionObserver();
    installReducedMotion(false);
    const { ticker, animations } = renderTicker(['a', 'b', 'c']);
    const [loop] = animations();
    act(() => {
      io.setIntersecting(ticker, false);
    });
    expect(loop?.playState).toBe('paused');
    act(() => {
      io.setIntersecting(ticker, true);
    });
    expect(loop?.playState).toBe('running');
    fireEvent.pointerEnter(ticker);
    expect(loop?.playState).toBe('paused');
    fireEvent.pointerLeave(ticker);
    expect(loop?.playState).toBe('running');
  });

  it('starts paused when it mounts off screen', () => {
    const io = installFakeIntersectionObserver();
    installReducedMotion(false);
    const { ticker, animations } = renderTicker(['a', 'b']);
    act(() => {
      io.setIntersecting(ticker, false);
    });
    expect(animations()[0]?.playState).toBe('paused');
  });

  it('stands still with one item, and with reduced motion (also when switched on while it runs)', () => {
    installFakeIntersectionObserver();
    const setting = installReducedMotion(false);
    const one = renderTicker(['only']);
    expect(one.animations()).toEqual([]);
    expect(one.items()).toEqual(['only']);

    const several = renderTicker(['a', 'b', 'c']);
    expect(several.animations()).toHaveLength(1);
    act(() => {
      setting.set(true);
    });
    expect(several.animations()).toEqual([]);
    expect(several.items()).toEqual(['a']);
  });
});
