import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetResult, PlayStateValue } from '../play-api.ts';

// The page's script against the markup the server renders (apps/server/src/web/game-assets.ts), in small.
const TICKET = 'T'.repeat(43);
const TEXTS = {
  currencySymbol: '₱',
  symbols: { SEVEN: 'Seven' },
  error: 'Something went wrong.',
  win: 'You won {amount}!',
  lose: 'No win this time.',
  drawing: 'Drawing…',
  minBet: 'Minimum bet {amount}',
  pickFirst: 'Pick a number first.',
};
const SLOT_PAGE = `<main class="play" id="play" data-ticket="${TICKET}" data-merchant="demo" data-language="EN"
  data-kind="slot" data-min-bet="1" data-max-bet="100" data-texts='${JSON.stringify(TEXTS)}'>
<strong id="balance"></strong>
<div class="reels"><span class="reel">?</span><span class="reel">?</span><span class="reel">?</span></div>
<form id="bet-form"><input id="stake" value="10"><button type="submit" id="bet">Spin</button></form>
<p class="message" id="message"></p>
</main>`;

const STATE = { balance: 100, openRound: null } as Partial<PlayStateValue>;
const settled = (balance: number): BetResult => ({
  balance,
  round: {
    roundId: 1,
    status: 'settled',
    stake: 10,
    payout: 0,
    outcome: ['SEVEN', 'BAR', 'LEMON'],
    pick: [],
    drawAt: 0,
    createdAt: 0,
  },
});

type Bet = { requestId: string; stake: number };
let bets: Bet[];
/** What each bet request gets: an answer, or a network failure (`lost`). */
let betAnswers: (BetResult | 'lost' | { errorCode: string })[];

beforeEach(async () => {
  bets = [];
  betAnswers = [];
  window.history.replaceState(null, '', `/play/game?ticket=${TICKET}`);
  document.body.innerHTML = SLOT_PAGE;
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
      if (path.endsWith('/state')) return json({ success: true, value: STATE });
      bets.push(JSON.parse(init.body as string) as Bet);
      const next = betAnswers.shift();
      if (next === 'lost' || next === undefined) return Promise.reject(new TypeError('Failed to fetch'));
      if ('errorCode' in next) return json({ success: false, message: 'Refused', ...next });
      return json({ success: true, value: next });
    }),
  );
  vi.resetModules();
  await import('../play.ts');
  await vi.waitFor(() => {
    expect(document.getElementById('balance')?.textContent).toBe('₱100.00');
  });
});
afterEach(() => {
  document.body.innerHTML = '';
});

const message = () => document.getElementById('message');
async function spin(): Promise<void> {
  const before = bets.length;
  document.getElementById('bet-form')?.dispatchEvent(new Event('submit', { cancelable: true }));
  await vi.waitFor(() => {
    expect(bets).toHaveLength(before + 1);
    expect((document.getElementById('bet') as HTMLButtonElement).disabled).toBe(false);
  });
}

describe('the game page', () => {
  it('drops the ticket from its address once the state came', () => {
    expect(window.location.search).toBe('');
  });

  it('sends a spin whose answer was lost again with the same key, and a new key after an answer', async () => {
    betAnswers = ['lost', settled(90), settled(80)];
    await spin();
    expect(message()?.className).toBe('message error');
    await spin();
    expect(bets[1]?.requestId).toBe(bets[0]?.requestId);
    expect(document.getElementById('balance')?.textContent).toBe('₱90.00');
    expect(message()?.textContent).toBe('No win this time.');
    expect(document.querySelector('.reel img')?.getAttribute('alt')).toBe('Seven');
    await spin();
    expect(bets[2]?.requestId).not.toBe(bets[1]?.requestId);
  });

  it('makes a new key after a refusal (it placed nothing) and after a change of stake', async () => {
    betAnswers = [{ errorCode: 'balance.insufficient' }, 'lost', settled(95)];
    await spin();
    expect(message()?.textContent).toBe('Refused');
    await spin();
    expect(bets[1]?.requestId).not.toBe(bets[0]?.requestId);
    (document.getElementById('stake') as HTMLInputElement).value = '5';
    await spin();
    expect(bets[2]).toMatchObject({ stake: 5 });
    expect(bets[2]?.requestId).not.toBe(bets[1]?.requestId);
  });
});
