import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemStatusQueryOptions } from '../../../lib/system-status/get-system-status.ts';
import { useReducedMotion } from '../../../lib/ui/use-reduced-motion.ts';
import { useVisible } from '../../../lib/ui/use-visible.ts';
import { cancelAnimation, canAnimate } from '../../../lib/ui/web-animations.ts';
import { JACKPOT_ROLL_EASING, JACKPOT_ROLL_MS } from '../constants.ts';
import {
  columnKeyframes,
  columnOffsetPercent,
  digitAt,
  planDuration,
  startJackpot,
  type JackpotPlan,
} from '../jackpot.ts';
import './jackpot-display.css';

const numberFormat = new Intl.NumberFormat('en-US');
/** The ten digits of a column, created once: React skips elements it has seen before. */
const DIGIT_STRIP = Array.from({ length: 10 }, (_, d) => <span key={d}>{d}</span>);

/**
 * The jackpot (lobby spec §4, §9): display only, rolling digit columns. The value is text for screen readers
 * (not announced as it changes); the columns are decoration.
 *
 * At rest this must cost the phone next to nothing (it sits on screen for as long as home is open): the steps are
 * drawn a plan at a time (`JACKPOT_PLAN_STEPS`, about a minute), and each column gets one Web Animation of
 * `transform` that rolls it at every step of the plan, which the compositor runs alone. A step itself only changes
 * the text for screen readers. It all stops while the jackpot is off screen or the tab hidden, and goes on from the
 * same value when seen again. With reduced motion (or no Web Animations) the digits change in place at each step.
 */
export function JackpotDisplay() {
  const { t } = useTranslation();
  const { data: configured } = useQuery({
    ...systemStatusQueryOptions(),
    select: (status) => status.info.jackpot,
  });
  const [ref, visible] = useVisible();
  const rolling = !useReducedMotion() && canAnimate();
  const { value, plan } = useJackpot(configured, visible, rolling);

  if (value === null) return null;
  // With a plan, the columns are laid out for its start and animate from there; without, they show the value.
  const base = plan ? (plan.previous ?? plan.from) : value;
  const chars = Array.from(numberFormat.format(plan ? plan.from : value));
  let position = chars.filter(isDigit).length;
  return (
    <section ref={ref} className="home-jackpot" aria-label={t('home.jackpot')} data-testid="home-jackpot">
      <h2 className="home-jackpot__title">{t('home.jackpot')}</h2>
      <p className="visually-hidden" aria-live="off" data-testid="home-jackpot-value">
        {numberFormat.format(value)}
      </p>
      <div className="home-jackpot__digits" aria-hidden="true">
        {chars.map((char, i) => {
          // Keyed from the right, so a new leading digit does not shift every column's animation.
          const key = chars.length - i;
          if (!isDigit(char)) {
            return (
              <span key={key} className="home-jackpot__sep">
                {char}
              </span>
            );
          }
          position -= 1;
          return <DigitColumn key={key} digit={digitAt(base, position)} position={position} plan={plan} />;
        })}
      </div>
    </section>
  );
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

/**
 * One column: its inline transform shows `digit`; with a plan, one Web Animation rolls it through the plan's steps
 * (none when its digit never changes in the plan). Memoised: a step changes none of its props.
 */
const DigitColumn = memo(function DigitColumn({
  digit,
  position,
  plan,
}: {
  digit: number;
  position: number;
  plan: JackpotPlan | null;
}) {
  const strip = useRef<HTMLSpanElement>(null);
  // A layout effect: the animation starts in the same frame as the digits it starts from.
  useLayoutEffect(() => {
    const element = strip.current;
    if (!plan || !element) return;
    const keyframes = columnKeyframes(plan, position, JACKPOT_ROLL_MS, JACKPOT_ROLL_EASING);
    if (keyframes.length === 0) return;
    // Held at its end (`forwards`) until the next plan replaces it in the same frame.
    const animation = element.animate(keyframes, { duration: planDuration(plan), fill: 'forwards' });
    return () => {
      cancelAnimation(animation);
    };
  }, [plan, position]);
  return (
    <span className="home-jackpot__col">
      <span
        ref={strip}
        className="home-jackpot__strip"
        style={{ transform: `translateY(-${columnOffsetPercent(digit)}%)` }}
      >
        {DIGIT_STRIP}
      </span>
    </span>
  );
});

/**
 * The jackpot's value (null before the first) and, while `rolling`, the plan the columns animate. It steps only
 * while `running`; a pause keeps the value, so the display goes on from where it stopped. A new configured value
 * starts it again from that value.
 */
function useJackpot(
  configured: number | undefined,
  running: boolean,
  rolling: boolean,
): { value: number | null; plan: JackpotPlan | null } {
  const [value, setValue] = useState<number | null>(null);
  const [plan, setPlan] = useState<JackpotPlan | null>(null);
  const last = useRef<{ configured: number | undefined; value: number } | null>(null);
  useEffect(() => {
    const kept = last.current;
    const stop = startJackpot({
      start: configured,
      from: kept && kept.configured === configured ? kept.value : undefined,
      paused: !running,
      onChange: (next) => {
        last.current = { configured, value: next };
        setValue(next);
      },
      onPlan: rolling ? setPlan : undefined,
    });
    return () => {
      stop();
      // A stopped run's plan would animate steps that no longer happen.
      setPlan(null);
    };
  }, [configured, running, rolling]);
  return { value, plan };
}
