// The in-house game page's script: a second entry of the web build (vite.config.ts), loaded by the page the
// platform server writes at /play/game (apps/server/src/web/game-assets.ts, which finds the hashed file names in
// the build's manifest). It stays small and framework-free; its texts come with the page in `data-texts`.
import './play.css';
import { betKeys } from './bet-keys.ts';
import { PlayError, playClient, type BetBody, type Round } from './play-api.ts';
import bar from './symbols/bar.svg';
import bell from './symbols/bell.svg';
import cherry from './symbols/cherry.svg';
import lemon from './symbols/lemon.svg';
import seven from './symbols/seven.svg';
import star from './symbols/star.svg';

/** What the server puts in `data-texts`: the page's texts, the currency symbol, the symbols' spoken names. */
interface PageTexts {
  readonly currencySymbol: string;
  readonly symbols: Readonly<Record<string, string>>;
  readonly error: string;
  readonly win: string;
  readonly lose: string;
  readonly drawing: string;
  readonly minBet: string;
  readonly pickFirst: string;
}

/** Pictures, not emoji: not every phone has an emoji font. */
const SYMBOL_IMAGES: Readonly<Record<string, string>> = {
  BAR: bar,
  BELL: bell,
  CHERRY: cherry,
  LEMON: lemon,
  SEVEN: seven,
  STAR: star,
};

function element<T extends HTMLElement>(id: string, type: abstract new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`the game page has no #${id}`);
  return found;
}

function fill(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The refusal of an early draw, which carries the round's draw time. */
function isNotReady(error: unknown): boolean {
  if (!(error instanceof PlayError) || error.code !== 'game.round.not.ready') return false;
  const { value } = error;
  return typeof value === 'object' && value !== null && 'drawAt' in value && Boolean(value.drawAt);
}

/**
 * The ticket is a bearer credential: once the page works, the address (history, a shared link, a screenshot) no
 * longer shows it. A reload then shows the "expired" page with its way back to the lobby.
 */
function forgetTicketInAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('ticket')) return;
  url.searchParams.delete('ticket');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

function start(root: HTMLElement): void {
  const { ticket = '', merchant = '', language = '', kind } = root.dataset;
  const minBet = Number(root.dataset.minBet);
  const maxBet = Number(root.dataset.maxBet);
  const texts = JSON.parse(root.dataset.texts ?? '{}') as PageTexts;
  const balanceEl = element('balance', HTMLElement);
  const messageEl = element('message', HTMLElement);
  const form = element('bet-form', HTMLFormElement);
  const stakeEl = element('stake', HTMLInputElement);
  const betButton = element('bet', HTMLButtonElement);
  const api = playClient({ ticket, merchant, language, errorText: texts.error });
  const keys = betKeys();
  let picked: number | null = null;
  let busy = false;

  const number = new Intl.NumberFormat(language === 'EN' ? 'en-PH' : 'fil-PH', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const money = (amount: number) => texts.currencySymbol + number.format(amount);
  const say = (text: string, tone: '' | 'win' | 'error' = '') => {
    messageEl.textContent = text;
    messageEl.className = tone ? `message ${tone}` : 'message';
  };
  const setBalance = (amount: number) => {
    balanceEl.textContent = money(amount);
  };
  const setBusy = (value: boolean) => {
    busy = value;
    betButton.disabled = value;
  };
  const fail = (error: unknown) => {
    say((error instanceof Error && error.message) || texts.error, 'error');
    if (error instanceof PlayError && error.code === 'game.ticket.invalid') betButton.disabled = true;
  };

  const showRound = (round: Round) => {
    if (kind === 'slot') {
      const reels = document.querySelectorAll('.reel');
      round.outcome.forEach((symbol, i) => {
        const reel = reels[i];
        const src = SYMBOL_IMAGES[symbol];
        if (!reel) return;
        const label = texts.symbols[symbol] || symbol;
        if (src === undefined) {
          reel.textContent = label;
          return;
        }
        const img = document.createElement('img');
        img.src = src;
        img.alt = label;
        img.width = 56;
        img.height = 56;
        reel.replaceChildren(img);
      });
    } else {
      element('drawn', HTMLElement).textContent = round.outcome.length ? (round.outcome[0] ?? '') : '–';
    }
    if (round.status !== 'settled') return;
    if (round.payout > 0) say(fill(texts.win, { amount: money(round.payout) }), 'win');
    else say(texts.lose);
  };

  // A number-draw round is drawn when its time has come; the server refuses an early draw with the time.
  const drawWhenDue = (round: Round) => {
    say(texts.drawing);
    element('drawn', HTMLElement).textContent = '…';
    const attempt = async () => {
      let result;
      try {
        result = await api.draw({ roundId: round.roundId });
      } catch (error) {
        if (isNotReady(error)) {
          window.setTimeout(() => void attempt(), 500);
          return;
        }
        fail(error);
        setBusy(false);
        return;
      }
      setBalance(result.balance);
      showRound(result.round);
      setBusy(false);
    };
    window.setTimeout(() => void attempt(), Math.max(0, round.drawAt - round.createdAt));
  };

  if (kind === 'draw') {
    const buttons = document.querySelectorAll<HTMLElement>('.number');
    buttons.forEach((button) => {
      button.addEventListener('click', () => {
        picked = Number(button.dataset.number);
        buttons.forEach((other) => {
          other.setAttribute('aria-pressed', other === button ? 'true' : 'false');
        });
      });
    });
  }

  const placeBet = async (body: BetBody, pick: number | null) => {
    let result;
    try {
      result = await api.bet(body);
    } catch (error) {
      // No envelope came back: the bet may have been placed. An answered refusal placed nothing.
      if (error instanceof PlayError && error.code) keys.answered();
      else keys.lost(body.requestId, body.stake, pick);
      fail(error);
      setBusy(false);
      return;
    }
    keys.answered();
    setBalance(result.balance);
    showRound(result.round);
    if (result.round.status === 'open') drawWhenDue(result.round);
    else setBusy(false);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const stake = Number(stakeEl.value);
    if (!(stake >= minBet) || stake > maxBet) {
      say(fill(texts.minBet, { amount: money(minBet) }), 'error');
      return;
    }
    if (kind === 'draw' && picked === null) {
      say(texts.pickFirst, 'error');
      return;
    }
    setBusy(true);
    say('');
    const pick = picked;
    const rounded = Math.round(stake * 100) / 100;
    const body: BetBody = { stake: rounded, requestId: keys.keyFor(rounded, pick) };
    if (kind === 'draw' && pick !== null) body.pick = [pick];
    void placeBet(body, pick);
  });

  // Fresh state (the balance may have moved since the page was rendered), and a round left open is drawn.
  void api.state().then((state) => {
    forgetTicketInAddress();
    setBalance(state.balance);
    if (state.openRound) {
      setBusy(true);
      drawWhenDue(state.openRound);
    }
  }, fail);
}

const root = document.getElementById('play');
if (root) start(root);
