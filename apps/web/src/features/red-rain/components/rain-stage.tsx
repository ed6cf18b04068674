import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { moneyTime } from '../../../lib/money/money-time.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useReducedMotion } from '../../../lib/ui/use-reduced-motion.ts';
import { useVisible } from '../../../lib/ui/use-visible.ts';
import type { RedRain } from '../api/get-red-rain.ts';
import { FALLING_ENVELOPES } from '../constants.ts';
import type { useGrab } from '../hooks/use-grab.ts';
import { useTimeLeft } from '../hooks/use-server-clock.ts';
import { countdownParts } from '../rain-clock.ts';

type Grab = ReturnType<typeof useGrab>;

interface RainStageProps {
  rain: RedRain;
  grab: Grab;
  /** A rain started or ended: ask the server again. */
  onChange: () => void;
  /** Changes each time asking the server failed, so that a countdown at zero asks again at the next tick. */
  attempt: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The envelope button tapped, for focus to return to after the dialog. */
  onTap: (button: HTMLButtonElement) => void;
}

/**
 * The rain's stage, one size in every state: the envelopes falling while a rain falls and the agent still has some
 * to open; otherwise why not (all opened, all taken) and the next rain with its countdown. Times are the server's.
 */
export function RainStage({ rain, grab, onChange, attempt, headingRef, onTap }: RainStageProps) {
  const { t } = useTranslation('redRain');
  const { current } = rain;
  const endsIn = useTimeLeft(current?.endTime ?? null, rain, onChange, attempt);
  useKeepFocus(headingRef);
  const falling = current !== null && endsIn !== null && endsIn > 0;
  const taken =
    falling && (current.over || (grab.outcome?.kind === 'taken' && grab.outcome.rainKey === current.rainKey));
  const opened = falling && !taken && current.envelopesLeft <= 0;

  if (falling && !taken && !opened) {
    return (
      <section className="red-rain__stage" aria-labelledby="red-rain-stage" data-testid="red-rain-falling">
        <h2 className="red-rain__heading" id="red-rain-stage" ref={headingRef} tabIndex={-1}>
          {t('falling.title')}
        </h2>
        <div className="red-rain__status">
          <p className="red-rain__left" aria-live="polite" data-testid="red-rain-left">
            {t('falling.left', { count: current.envelopesLeft })}
          </p>
          <p className="red-rain__ends">
            <span id="red-rain-ends">{t('falling.endsIn')}</span>{' '}
            <Countdown remainingMs={endsIn} labelledBy="red-rain-ends" testId="red-rain-ends-in" />
          </p>
        </div>
        {rain.qualified ? (
          <>
            <p className="red-rain__hint" data-testid="red-rain-hint">
              {t('falling.hint')}
            </p>
            <EnvelopeField
              count={Math.min(FALLING_ENVELOPES, current.envelopesLeft)}
              disabled={grab.pending}
              onOpen={(button) => {
                onTap(button);
                grab.grab(current.rainKey);
              }}
            />
            <GrabMessage grab={grab} />
          </>
        ) : (
          <div className="red-rain__done" data-testid="red-rain-not-qualified">
            <p>{t('notQualified', { count: rain.minDeposits })}</p>
            <Link className="button button--primary" to={PATHS.deposit} data-testid="red-rain-deposit">
              {t('deposit')}
            </Link>
          </div>
        )}
      </section>
    );
  }

  return (
    <section className="red-rain__stage" aria-labelledby="red-rain-stage" data-testid="red-rain-between">
      <h2 className="red-rain__heading" id="red-rain-stage" ref={headingRef} tabIndex={-1}>
        {t('between.title')}
      </h2>
      {taken && (
        <p className="red-rain__done" data-testid="red-rain-all-taken">
          {t('allTaken')}
        </p>
      )}
      {opened && (
        <p className="red-rain__done" data-testid="red-rain-all-opened">
          {t('allOpened')}
        </p>
      )}
      <NextRain rain={rain} onStart={onChange} attempt={attempt} />
      <GrabMessage grab={grab} />
    </section>
  );
}

function NextRain({ rain, onStart, attempt }: { rain: RedRain; onStart: () => void; attempt: number }) {
  const { t } = useTranslation('redRain');
  const { next } = rain;
  const startsIn = useTimeLeft(next?.startTime ?? null, rain, onStart, attempt);
  if (next === null || startsIn === null) {
    return (
      <p className="red-rain__none" data-testid="red-rain-none">
        {t('between.none')}
      </p>
    );
  }
  return (
    <div className="red-rain__next" data-testid="red-rain-next">
      <span className="red-rain__art red-rain__art--still" aria-hidden="true" />
      <p data-testid="red-rain-next-start">{t('between.startsAt', { time: moneyTime(next.startTime) })}</p>
      <p className="red-rain__starts">
        <span id="red-rain-starts">{t('between.startsIn')}</span>{' '}
        <Countdown remainingMs={startsIn} labelledBy="red-rain-starts" testId="red-rain-countdown" />
      </p>
    </div>
  );
}

/** `HH:MM:SS`, after the days when a day or more is left. A timer role: screen readers do not read every second. */
function Countdown({
  remainingMs,
  labelledBy,
  testId,
}: {
  remainingMs: number;
  labelledBy: string;
  testId: string;
}) {
  const { t } = useTranslation('redRain');
  const { days, clock } = countdownParts(remainingMs);
  return (
    <span className="red-rain__countdown" role="timer" aria-labelledby={labelledBy} data-testid={testId}>
      {days > 0 && `${t('countdown.days', { count: days })} `}
      {clock}
    </span>
  );
}

interface EnvelopeFieldProps {
  count: number;
  disabled: boolean;
  onOpen: (button: HTMLButtonElement) => void;
}

/**
 * The envelopes, each a button in its own lane. They fall by CSS keyframes on `transform` alone (compositor only),
 * staggered, paused while the tab is hidden or the field off screen; with reduced motion they stand still in a
 * grid and work the same.
 */
function EnvelopeField({ count, disabled, onOpen }: EnvelopeFieldProps) {
  const { t } = useTranslation('redRain');
  const still = useReducedMotion();
  const [visibleRef, visible] = useVisible();
  return (
    <div
      ref={visibleRef}
      className={`red-rain__field${still ? ' red-rain__field--still' : ''}`}
      role="group"
      aria-label={t('falling.field')}
      data-paused={still || visible ? undefined : ''}
      data-testid="red-rain-field"
    >
      {Array.from({ length: count }, (_, lane) => (
        <button
          key={lane}
          type="button"
          className={`red-rain__envelope${still ? '' : ' red-rain__envelope--falling'}`}
          aria-label={t('falling.open')}
          // Not `disabled`: that would drop the focus to the page while an envelope opens.
          aria-disabled={disabled}
          data-testid="red-rain-envelope"
          onClick={(event) => {
            if (disabled) return;
            onOpen(event.currentTarget);
          }}
        />
      ))}
    </div>
  );
}

/** The tap under way, or why the last one did not open an envelope (with "try again" when no answer came). */
function GrabMessage({ grab }: { grab: Grab }) {
  const { t } = useTranslation('redRain');
  const { outcome } = grab;
  if (grab.pending) {
    return (
      <p className="red-rain__message" role="status" data-testid="red-rain-opening">
        {t('falling.opening')}
      </p>
    );
  }
  if (outcome?.kind === 'refused') {
    return (
      <p className="red-rain__message red-rain__message--error" role="alert" data-testid="red-rain-refused">
        {errorMessage(t, outcome.error)}
      </p>
    );
  }
  if (outcome?.kind !== 'lost') return <p className="red-rain__message" aria-hidden="true" />;
  return <LostAnswer grab={grab} rainKey={outcome.rainKey} error={outcome.error} />;
}

/** No answer came: the envelope may or may not be opened; "try again" (focused, as the tap led here) asks again. */
function LostAnswer({ grab, rainKey, error }: { grab: Grab; rainKey: string; error: unknown }) {
  const { t } = useTranslation('redRain');
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    retry.current?.focus();
  }, []);
  return (
    <div className="red-rain__message red-rain__message--error" role="alert" data-testid="red-rain-lost">
      <p>
        {t('grabFailed')} {errorMessage(t, error)}
      </p>
      <button
        ref={retry}
        type="button"
        className="button"
        data-testid="red-rain-retry"
        onClick={() => {
          grab.grab(rainKey);
        }}
      >
        {t('tryAgain')}
      </button>
    </div>
  );
}

/**
 * When what had the focus on the page goes away (the field after the last envelope or at the rain's end, "try
 * again", the alert's retry once pressed), the focus would fall to the document: it goes to the
 * stage's heading instead. Focus the agent moved elsewhere is left alone; the dialog puts it back itself after this.
 */
function useKeepFocus(headingRef: RefObject<HTMLHeadingElement | null>) {
  const lastFocused = useRef<Element | null>(null);
  // Kept as the focus moves, not at render: a tap focuses and acts before the page renders again.
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      lastFocused.current = target?.closest('.red-rain') ? target : null;
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  useLayoutEffect(() => {
    const active = document.activeElement;
    const last = lastFocused.current;
    if (active !== null && active !== document.body) return;
    // Gone, or disabled (a retry under way), which drops the focus as well.
    if (last !== null && (!last.isConnected || last.matches(':disabled'))) headingRef.current?.focus();
  });
}
