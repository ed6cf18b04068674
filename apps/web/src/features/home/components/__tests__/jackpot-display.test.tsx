import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../lib/i18n/i18n.ts';
import { systemStatusQueryKey } from '../../../../lib/system-status/get-system-status.ts';
import {
  installFakeIntersectionObserver,
  installReducedMotion,
  resetPageVisibility,
  setPageVisibility,
} from '../../../../test/page-visibility.ts';
import { renderWithQuery, testQueryClient } from '../../../../test/render-app.tsx';
import { JACKPOT_PLAN_STEPS } from '../../constants.ts';
import { JackpotDisplay } from '../jackpot-display.tsx';

const CONFIGURED = 200_000_000;

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  vi.useFakeTimers();
  installFakeIntersectionObserver();
});
afterEach(() => {
  vi.useRealTimers();
  resetPageVisibility();
});

function renderJackpot() {
  const client = testQueryClient();
  // The operator's value, as the start-up gate leaves it in the cache (only `info.jackpot` is read).
  client.setQueryData(systemStatusQueryKey, { info: { jackpot: CONFIGURED } });
  const view = renderWithQuery(<JackpotDisplay />, client);
  const strips = () => [...view.container.querySelectorAll<HTMLElement>('.home-jackpot__strip')];
  return {
    ...view,
    strips,
    /** The strip of a digit position (0 = ones). */
    strip: (position: number) => strips().at(-1 - position),
  };
}

const value = () => Number(screen.getByTestId('home-jackpot-value').textContent.replace(/,/g, ''));

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('jackpot display', () => {
  it('steps while shown; stands still in a hidden tab and goes on from the same value when shown again', () => {
    installReducedMotion(false);
    renderJackpot();
    expect(value()).toBe(CONFIGURED);
    // Steps are 3, 4 or 5 s apart: 5 s always hold exactly one.
    wait(5_000);
    const stepped = value();
    expect(stepped - CONFIGURED).toBeGreaterThanOrEqual(100);
    expect(stepped - CONFIGURED).toBeLessThanOrEqual(500);

    act(() => {
      setPageVisibility('hidden');
    });
    wait(60_000);
    expect(value()).toBe(stepped);

    act(() => {
      setPageVisibility('visible');
    });
    wait(5_000);
    expect(value() - stepped).toBeGreaterThanOrEqual(100);
    expect(value() - stepped).toBeLessThanOrEqual(500);
  });

  it('hands a whole plan of rolls to one Web Animation per moving column; a step only changes the text', () => {
    installReducedMotion(false);
    // Every draw 0: steps of 100 every 3 s, so the hundreds roll at each step and the thousands once (at 1,000).
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { strip, strips } = renderJackpot();
    expect(strips()).toHaveLength(9);
    const hundreds = strip(2)?.getAnimations() ?? [];
    expect(hundreds).toHaveLength(1);
    expect(strip(3)?.getAnimations()).toHaveLength(1);
    // Columns whose digit stays the same through the plan get no animation.
    expect(strip(0)?.getAnimations()).toEqual([]);
    expect(strip(8)?.getAnimations()).toEqual([]);
    const keyframes = (hundreds[0]?.effect as KeyframeEffect).getKeyframes();
    expect(keyframes.every((f) => String(f.transform).startsWith('translateY('))).toBe(true);
    expect((hundreds[0]?.effect as KeyframeEffect).getTiming()).toMatchObject({
      duration: JACKPOT_PLAN_STEPS * 3_000,
      fill: 'forwards',
    });

    wait(3_000);
    expect(value()).toBe(CONFIGURED + 100);
    // The same animation runs on; the column was not re-rendered from the step.
    expect(strip(2)?.getAnimations()).toEqual(hundreds);
    expect(strip(2)?.style.transform).toBe('translateY(-0%)');

    // At the plan's last step the next plan takes over, starting with that step's roll (from 14 × 100 to 15 × 100).
    wait((JACKPOT_PLAN_STEPS - 1) * 3_000);
    expect(value()).toBe(CONFIGURED + JACKPOT_PLAN_STEPS * 100);
    const next = strip(2)?.getAnimations() ?? [];
    expect(next).toHaveLength(1);
    expect(next[0]).not.toBe(hundreds[0]);
    expect(hundreds[0]?.playState).toBe('idle');
    expect(strip(2)?.style.transform).toBe('translateY(-40%)');
  });

  it('with reduced motion: no animation, the digits change in place at each step', () => {
    installReducedMotion(true);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { strip } = renderJackpot();
    expect(strip(2)?.getAnimations()).toEqual([]);
    expect(strip(2)?.style.transform).toBe('translateY(-0%)');
    wait(3_000);
    expect(strip(2)?.style.transform).toBe('translateY(-10%)');
    expect(strip(2)?.getAnimations()).toEqual([]);
  });

  it('stands still off screen (no step, no animation) and resumes when scrolled back', () => {
    installReducedMotion(false);
    const io = installFakeIntersectionObserver();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { strip } = renderJackpot();
    act(() => {
      io.setIntersecting(screen.getByTestId('home-jackpot'), false);
    });
    expect(strip(2)?.getAnimations()).toEqual([]);
    wait(60_000);
    expect(value()).toBe(CONFIGURED);
    act(() => {
      io.setIntersecting(screen.getByTestId('home-jackpot'), true);
    });
    expect(strip(2)?.getAnimations()).toHaveLength(1);
    wait(3_000);
    expect(value()).toBe(CONFIGURED + 100);
  });
});
