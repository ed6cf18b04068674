import type { WhitelabelNode } from '@h5/contract/endpoints/system.ts';
import type { RedEnvelope } from '@h5/contract/endpoints/red-rain.ts';
import type { RedRainAnswer } from '../../api/get-red-rain.ts';

/** The server's clock in the answers: 2026-11-26 20:00:00 in Manila. */
export const SERVER_NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
export const MINUTE = 60_000;

/** The white-label tree with the agent menu and the given entries switched on. */
export function agentMenu(on: readonly string[], parentOn = true): WhitelabelNode {
  return {
    modId: 'ROOT',
    enabled: '1',
    childrenNodes: [
      {
        modId: 'AGENTMENU3',
        enabled: parentOn ? '1' : '0',
        childrenNodes: on.map((modId) => ({ modId, enabled: '1', childrenNodes: [] })),
      },
    ],
  };
}

/** A rain answer at `serverTime` (default SERVER_NOW): between rains, the next one in ten seconds. */
export function rainAnswer(change: Partial<RedRainAnswer> = {}): RedRainAnswer {
  const serverTime = change.serverTime ?? SERVER_NOW;
  return {
    serverTime,
    envelopesPerRain: 3,
    minAmount: 1,
    maxAmount: 88.8,
    turnoverMultiple: 2,
    minDeposits: 0,
    qualified: true,
    current: null,
    next: {
      rainKey: '2026-11-26T20:00',
      startTime: serverTime + 10_000,
      endTime: serverTime + 10_000 + 5 * MINUTE,
    },
    envelopes: [],
    totalAmount: 0,
    ...change,
  };
}

/** A rain falling at `serverTime`, started a minute ago and ending in four. */
export function falling(serverTime: number, envelopesLeft: number, over = false) {
  return {
    rainKey: '2026-11-26T19:59',
    startTime: serverTime - MINUTE,
    endTime: serverTime + 4 * MINUTE,
    envelopesLeft,
    over,
  };
}

export function envelopeOf(id: number, amount: number, time = SERVER_NOW): RedEnvelope {
  return { id, rainKey: '2026-11-26T19:59', amount, turnoverMultiple: 2, time };
}
