import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawRound, getPlayState, placeBet } from '@h5/contract/endpoints/game-play.ts';
import { HEADER } from '@h5/contract/headers.ts';
import { PLAY_API, PlayError, playClient } from '../play-api.ts';

const TICKET = 'T'.repeat(43);
const client = () =>
  playClient({ ticket: TICKET, merchant: 'demo', language: 'EN', errorText: 'Try again.' });
const answer = (body: unknown) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body))));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the game page’s API client', () => {
  it('calls the contract’s paths and methods', () => {
    expect(PLAY_API).toEqual({
      state: getPlayState.path,
      bet: placeBet.path,
      draw: drawRound.path,
      ticketHeader: HEADER.gameTicket,
    });
    expect([getPlayState.method, placeBet.method, drawRound.method]).toEqual(['GET', 'POST', 'POST']);
  });

  it('sends the ticket in the header on state and in the body on a bet, never in the URL', async () => {
    const fetch = answer({ success: true, value: { balance: 5 } });
    vi.stubGlobal('fetch', fetch);
    await expect(client().state()).resolves.toEqual({ balance: 5 });
    await client().bet({ stake: 1, requestId: 'k'.repeat(32), pick: [3] });
    const [[stateUrl, stateInit], [betUrl, betInit]] = fetch.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(stateUrl).toBe(PLAY_API.state);
    expect(stateInit).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Merchant: 'demo', Language: 'EN', [HEADER.gameTicket]: TICKET },
    });
    expect(betUrl).toBe(PLAY_API.bet);
    expect(betInit.headers).toEqual({ Merchant: 'demo', Language: 'EN', 'Content-Type': 'application/json' });
    expect(JSON.parse(betInit.body as string)).toEqual({
      ticket: TICKET,
      stake: 1,
      requestId: 'k'.repeat(32),
      pick: [3],
    });
  });

  it('fails with the envelope’s code and message, or without a code when no envelope came', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ success: false, errorCode: 'game.round.not.ready', message: 'Wait', value: { drawAt: 9 } }),
    );
    const refused = await client()
      .draw({ roundId: 1 })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlayError);
    expect(refused).toMatchObject({ message: 'Wait', code: 'game.round.not.ready', value: { drawAt: 9 } });

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(
      await client()
        .draw({ roundId: 1 })
        .catch((error: unknown) => error),
    ).toMatchObject({
      message: 'Try again.',
      code: undefined,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))),
    );
    expect(
      await client()
        .state()
        .catch((error: unknown) => error),
    ).toMatchObject({
      message: 'Try again.',
      code: undefined,
    });
  });
});
