import { AGENT_MENU_SWITCHES, SHELL_SWITCH_GROUPS } from '@h5/contract/shell-switches.ts';
import { ERROR_CODES } from '@h5/contract/error-codes.ts';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/load-state.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { shellSwitchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { useRedRain } from '../api/get-red-rain.ts';
import { useGrab } from '../hooks/use-grab.ts';
import { atZeroDelayMs } from '../rain-clock.ts';
import { MyEnvelopes } from './my-envelopes.tsx';
import { RainStage } from './rain-stage.tsx';
import { RainUnavailable } from './rain-unavailable.tsx';
import { RulesCard } from './rules-card.tsx';
import { WonDialog } from './won-dialog.tsx';
import './red-rain.css';

/**
 * `/m/redRain` (lobby spec §2.12 agent menu "red envelope rain"; the rain itself is ours, docs/decisions.md "Red
 * envelope rain (web)"): the rules, the rain falling now with its envelopes to tap or the countdown to the next one,
 * and the agent's own envelopes. Agents only (route guard); with the merchant's switch off (AGENTMENU_REDRAIN3 or
 * its parent AGENTMENU3) it says the rain is not available, as the server's `red.rain.unavailable` does.
 */
export default function RedRainPage() {
  const switches = useSwitches();
  const on =
    shellSwitchOn(switches, SHELL_SWITCH_GROUPS.agentMenu) &&
    shellSwitchOn(switches, AGENT_MENU_SWITCHES.redEnvelopeRain);
  return on ? <RedRain /> : <RainUnavailable />;
}

function RedRain() {
  const query = useRedRain();
  const grab = useGrab();
  const { refetch } = query;
  const askAgain = useCallback(() => {
    void refetch();
  }, [refetch]);
  // At zero every phone of the site would ask at once: each waits its own random moment first.
  const atZeroTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const askAtZero = useCallback(() => {
    if (atZeroTimer.current !== null) return;
    atZeroTimer.current = setTimeout(() => {
      atZeroTimer.current = null;
      void refetch();
    }, atZeroDelayMs());
  }, [refetch]);
  useEffect(
    () => () => {
      if (atZeroTimer.current !== null) clearTimeout(atZeroTimer.current);
    },
    [],
  );
  const stageHeading = useRef<HTMLHeadingElement>(null);
  const tapped = useRef<HTMLButtonElement | null>(null);
  const won = grab.outcome?.kind === 'won' ? grab.outcome : null;
  const dialogShown = useRef(false);
  // The dialog closed: focus goes back to the envelope tapped, or, when it has gone (the last one), to the rain.
  useEffect(() => {
    if (won) {
      dialogShown.current = true;
      return;
    }
    if (!dialogShown.current) return;
    dialogShown.current = false;
    const button = tapped.current;
    if (button?.isConnected && button.getAttribute('aria-disabled') !== 'true') button.focus();
    else stageHeading.current?.focus();
  }, [won]);

  if (isApiError(query.error) && query.error.errorCode === ERROR_CODES.redRainUnavailable.code) {
    return <RainUnavailable />;
  }
  if (query.isPending) return <RainSkeleton />;
  if (!query.data) {
    return (
      <section className="red-rain" data-testid="red-rain-page">
        <ErrorState
          error={query.error}
          retrying={query.isFetching}
          onRetry={askAgain}
          testId="red-rain-error"
        />
      </section>
    );
  }
  const rain = query.data;
  return (
    <section className="red-rain" data-testid="red-rain-page">
      {/* Asking again failed while the old answer is shown: its countdown may be stale (a rain may be falling). */}
      {query.isRefetchError && (
        <ErrorState
          error={query.error}
          retrying={query.isFetching}
          onRetry={askAgain}
          testId="red-rain-refetch-error"
        />
      )}
      {/* The rain first: on a small screen the envelopes (or the countdown) are what the agent came for. */}
      <RainStage
        rain={rain}
        grab={grab}
        onChange={askAtZero}
        attempt={query.errorUpdateCount}
        headingRef={stageHeading}
        onTap={(button) => {
          tapped.current = button;
        }}
      />
      <RulesCard rain={rain} />
      <MyEnvelopes rain={rain} />
      {won && <WonDialog envelope={won.envelope} onClose={grab.dismiss} />}
    </section>
  );
}

/** The page's blocks at their final sizes, so nothing moves when the answer arrives. */
function RainSkeleton() {
  const { t } = useTranslation('redRain');
  return (
    <section
      className="red-rain red-rain--loading"
      role="status"
      aria-label={t('loading')}
      data-testid="red-rain-loading"
    >
      <div className="red-rain__stage red-rain__skeleton" />
      <div className="red-rain__card red-rain__card--rules red-rain__skeleton" />
      <div className="red-rain__card red-rain__card--mine red-rain__skeleton" />
    </section>
  );
}
