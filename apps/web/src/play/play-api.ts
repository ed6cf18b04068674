import type { EndpointBody, EndpointValue } from '@h5/contract/endpoint.ts';
import type { drawRound, getPlayState, placeBet } from '@h5/contract/endpoints/game-play.ts';

/**
 * The game API as the page calls it, written out rather than imported: the contract's endpoint objects carry their
 * zod schemas, which would make the page several times its size (and share modules with the app's chunks). Only
 * types come from the contract; a test holds these equal to its paths and header name.
 */
export const PLAY_API = {
  state: '/wps/game/inhouse/state',
  bet: '/wps/game/inhouse/bet',
  draw: '/wps/game/inhouse/draw',
  ticketHeader: 'X-Game-Ticket',
} as const;

export type PlayStateValue = EndpointValue<typeof getPlayState>;
export type BetResult = EndpointValue<typeof placeBet>;
export type DrawResult = EndpointValue<typeof drawRound>;
export type Round = BetResult['round'];
/** The bodies without the ticket, which the client adds. */
export type BetBody = Omit<EndpointBody<typeof placeBet>, 'ticket'>;
export type DrawBody = Omit<EndpointBody<typeof drawRound>, 'ticket'>;

/**
 * A failed call. `code` is the envelope's error code: when it is empty no envelope came back (the network failed,
 * or the answer was not the envelope), so the request may have reached the server.
 */
export class PlayError extends Error {
  readonly code: string | undefined;
  readonly value: unknown;
  constructor(message: string, code?: string, value?: unknown) {
    super(message);
    this.code = code;
    this.value = value;
  }
}

export interface PlayClientOptions {
  readonly ticket: string;
  readonly merchant: string;
  readonly language: string;
  /** Shown when the answer brings no message of its own. */
  readonly errorText: string;
}

/**
 * The page's calls, with the launch ticket it was opened with, never the session token: the ticket travels in the
 * X-Game-Ticket header or the JSON body, never in a URL.
 */
export function playClient({ ticket, merchant, language, errorText }: PlayClientOptions) {
  const send = async <T>(path: string, init: RequestInit): Promise<T> => {
    let envelope: unknown;
    try {
      const res = await fetch(path, { ...init, credentials: 'same-origin', cache: 'no-store' });
      envelope = await res.json();
    } catch {
      throw new PlayError(errorText);
    }
    const answer = (typeof envelope === 'object' ? envelope : null) as {
      success?: unknown;
      value?: unknown;
      message?: string;
      errorCode?: string;
    } | null;
    // The page's own server answers: its value is used as the contract describes it, without a schema to parse it.
    if (answer?.success) return answer.value as T;
    throw new PlayError(answer?.message || errorText, answer?.errorCode, answer?.value);
  };
  const headers = { Merchant: merchant, Language: language };
  const post = <T>(path: string, body: object) =>
    send<T>(path, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket, ...body }),
    });
  return {
    state: () =>
      send<PlayStateValue>(PLAY_API.state, {
        method: 'GET',
        headers: { ...headers, [PLAY_API.ticketHeader]: ticket },
      }),
    bet: (body: BetBody) => post<BetResult>(PLAY_API.bet, body),
    draw: (body: DrawBody) => post<DrawResult>(PLAY_API.draw, body),
  };
}
