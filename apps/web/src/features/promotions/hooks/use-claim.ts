import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { RequestIdHolder } from '../../../lib/money/request-id.ts';
import { useRewardsChanged } from '../../../lib/money/rewards-changed.ts';

/** How the last claim (or sign-up) of a page ended, for the message beside the button that made it. */
export type ClaimOutcome<Answer> =
  { key: string; ok: true; answer: Answer } | { key: string; ok: false; error: unknown };

/**
 * One claim (a reward, today's login reward, the manual rebate, a sign-up) as a money action: a request id per
 * intent (per `key`: one reward, one promotion), kept for the retry after a lost answer and dropped after the
 * server's answer (lib/money/request-id.ts); never two requests in flight, even on a double tap before the
 * button is disabled; afterwards the balance, the footer badge and the promotion pages are fetched again (also
 * after a refusal: the reward may have expired or been claimed on another device).
 */
export function useClaim<Body extends { requestId: string }, Answer>(
  mutation: UseMutationResult<Answer, unknown, Body>,
) {
  const changed = useRewardsChanged();
  const holders = useRef(new Map<string, RequestIdHolder>());
  const inFlight = useRef(false);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ClaimOutcome<Answer> | null>(null);
  const { mutate } = mutation;

  const run = useCallback(
    (key: string, body: Omit<Body, 'requestId'>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const ids = holders.current.get(key) ?? new RequestIdHolder();
      holders.current.set(key, ids);
      setPendingKey(key);
      setOutcome(null);
      mutate({ ...body, requestId: ids.current() } as Body, {
        onSuccess: (answer) => {
          ids.settle();
          setOutcome({ key, ok: true, answer });
        },
        onError: (error) => {
          ids.settle(error);
          setOutcome({ key, ok: false, error });
        },
        onSettled: () => {
          inFlight.current = false;
          setPendingKey(null);
          void changed();
        },
      });
    },
    [mutate, changed],
  );

  return { run, pendingKey, outcome };
}
