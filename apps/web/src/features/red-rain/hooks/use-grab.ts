import type { RedEnvelope } from '@h5/contract/endpoints/red-rain.ts';
import { ERROR_CODES } from '@h5/contract/error-codes.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { wasAnswered } from '../../../lib/api/request-id.ts';
import { RequestIdHolder } from '../../../lib/money/request-id.ts';
import { useRewardsChanged } from '../../../lib/money/rewards-changed.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { redRainQueryKey, type RedRain } from '../api/get-red-rain.ts';
import { useGrabRedEnvelope } from '../api/grab-red-envelope.ts';
import { RED_RAIN_KEY } from '../constants.ts';

/**
 * How the last tap ended: an envelope won; the rain's budget spent (`red.rain.over`); a refusal the page shows as the
 * server words it; or no answer (`lost`: offline, timeout …), where "try again" sends the same request id.
 */
export type GrabOutcome =
  | { kind: 'won'; envelope: RedEnvelope; envelopesLeft: number }
  | { kind: 'taken'; rainKey: string }
  | { kind: 'refused'; error: unknown }
  | { kind: 'lost'; error: unknown; rainKey: string };

/** Refusals that mean the page's picture of the rain is out of date: it asks again and shows what is true now. */
const REFETCH_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.redRainNotActive.code,
  ERROR_CODES.redRainNoEnvelopes.code,
  ERROR_CODES.redRainUnavailable.code,
  ERROR_CODES.redRainNotQualified.code,
]);

/**
 * Opening envelopes as a money action (lib/money/request-id.ts): one request id per rain, kept after a lost answer
 * (the next tap or "try again" sends it again, and the server answers the same envelope without a second credit) and
 * dropped after an answer; never two requests in flight, even on a double tap before the buttons are disabled.
 * Afterwards the rain is fetched again, and what any credited reward changes (lib/money/rewards-changed.ts): the
 * reward centre, the balance and the money pages (an envelope adds to the turnover a withdrawal needs).
 */
export function useGrab() {
  const client = useQueryClient();
  const token = useSession()?.token ?? null;
  const { mutate } = useGrabRedEnvelope();
  const rewardsChanged = useRewardsChanged();
  const holders = useRef(new Map<string, RequestIdHolder>());
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<GrabOutcome | null>(null);

  const grab = useCallback(
    (rainKey: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const ids = holders.current.get(rainKey) ?? new RequestIdHolder();
      holders.current.set(rainKey, ids);
      setPending(true);
      setOutcome(null);
      mutate(
        { rainKey, requestId: ids.current() },
        {
          onSuccess: (answer) => {
            ids.settle();
            // The counter drops at once; the refetch below brings the list and the total.
            client.setQueryData<RedRain>(redRainQueryKey(token), (rain) =>
              rain?.current?.rainKey === rainKey
                ? { ...rain, current: { ...rain.current, envelopesLeft: answer.envelopesLeft } }
                : rain,
            );
            setOutcome({ kind: 'won', ...answer });
            // The envelope is a claimed reward: the reward centre and the unclaimed badge too, with the balance.
            void Promise.all([client.invalidateQueries({ queryKey: [RED_RAIN_KEY] }), rewardsChanged()]);
          },
          onError: (error) => {
            ids.settle(error);
            if (!wasAnswered(error)) {
              setOutcome({ kind: 'lost', error, rainKey });
              return;
            }
            const code = isApiError(error) ? error.errorCode : undefined;
            if (code === ERROR_CODES.redRainOver.code) setOutcome({ kind: 'taken', rainKey });
            else if (code === undefined || !REFETCH_CODES.has(code)) setOutcome({ kind: 'refused', error });
            void client.invalidateQueries({ queryKey: [RED_RAIN_KEY] });
          },
          onSettled: () => {
            inFlight.current = false;
            setPending(false);
          },
        },
      );
    },
    [client, mutate, rewardsChanged, token],
  );

  const dismiss = useCallback(() => {
    setOutcome(null);
  }, []);

  return { grab, pending, outcome, dismiss };
}
