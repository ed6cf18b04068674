import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseLanguage, type Language } from '@h5/contract/languages.ts';
import { ApiError } from '../domain/errors.ts';
import type { PlayState } from '@h5/contract/endpoints/game-play.ts';
import { playState } from '../domain/games/bets.ts';
import { ICON_VERSION, VENDOR_ICON_VERSION } from '../domain/games/game-items.ts';
import { DRAW_MAX, DRAW_MULTIPLE, SLOT_SYMBOLS } from '../domain/games/game-rules.ts';
import { DEFAULT_BACK_URL, PLAY_PAGE_PATH } from '../domain/games/launch.ts';
import { hashTicket } from '../domain/games/tickets.ts';
import { PLAY_TEXTS } from '../i18n/play-texts.ts';
import { readPlayBundle, type PlayBundle } from './play-bundle.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Generated icons kept in memory: the catalogue is about a thousand games, a few KB each. */
const MAX_CACHED_ICONS = 5000;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A hue from a name, so every game keeps its colours. */
function hueOf(key: string): number {
  return createHash('sha256').update(key).digest().readUInt16BE(0) % 360;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A game icon: a gradient square with the name's initials, the name and the vendor (no text outside the box). */
export function gameIconSvg(name: string, vendor: string, size: 's' | 'l'): string {
  const px = size === 's' ? 160 : 320;
  const hue = hueOf(`${vendor}:${name}`);
  const short = name.length > 22 ? `${name.slice(0, 21)}…` : name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},75%,30%)"/></linearGradient></defs>
<rect width="160" height="160" rx="24" fill="url(#g)"/>
<circle cx="128" cy="30" r="46" fill="#fff" opacity=".08"/>
<text x="80" y="86" font-family="Arial,Helvetica,sans-serif" font-size="54" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>
<text x="80" y="122" font-family="Arial,Helvetica,sans-serif" font-size="12" fill="#fff" text-anchor="middle">${escapeXml(short)}</text>
<text x="80" y="144" font-family="Arial,Helvetica,sans-serif" font-size="10" fill="#fff" opacity=".75" text-anchor="middle">${escapeXml(vendor)}</text>
</svg>`;
}

/**
 * A vendor logo: `large` 240×120 with the name; `small` and `color` 120×120 with the initials only, as the app shows
 * them in square boxes with the name beside (a 2:1 logo there lost both ends of its name).
 */
export function vendorIconSvg(name: string, code: string, variant: string): string {
  const hue = hueOf(code);
  const background = variant === 'color' ? `hsl(${hue},70%,45%)` : `hsl(${hue},35%,22%)`;
  if (variant !== 'large') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 60 60" role="img" aria-label="${escapeXml(name)}">
<rect width="60" height="60" rx="12" fill="${background}"/>
<text x="30" y="38" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>
</svg>`;
  }
  const [w, h] = [240, 120];
  const short = name.length > 18 ? `${name.slice(0, 17)}…` : name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 120 60" role="img" aria-label="${escapeXml(name)}">
<rect width="120" height="60" rx="10" fill="${background}"/>
<text x="60" y="30" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>
<text x="60" y="48" font-family="Arial,Helvetica,sans-serif" font-size="10" fill="#fff" text-anchor="middle">${escapeXml(short)}</text>
</svg>`;
}

const DEFAULT_ICON = gameIconSvg('Game', '', 's');

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', IMMUTABLE).send(svg);
}

/**
 * Icons of the catalogue, generated from the game and vendor names (lobby issue: nothing depends on an external
 * CDN). They live below the image CDN path (`<cdn>/gen/...`), so the answers carry them like any other image.
 */
function registerGameIcons(app: FastifyInstance): void {
  const cache = new Map<string, string>();
  const remember = (key: string, svg: string) => {
    if (cache.size >= MAX_CACHED_ICONS) cache.clear();
    cache.set(key, svg);
    return svg;
  };
  const gamePattern = new RegExp(`^([0-9A-Za-z_-]{1,64})-(s|l)-${ICON_VERSION}\\.svg$`);
  const vendorPattern = new RegExp(`^([0-9A-Za-z_]{1,64})-(small|large|color)-${VENDOR_ICON_VERSION}\\.svg$`);

  app.get<{ Params: { file: string } }>('/cdn/gen/game/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === `default-${ICON_VERSION}.svg`) return sendSvg(reply, DEFAULT_ICON);
    const cached = cache.get(`g:${file}`);
    if (cached !== undefined) return sendSvg(reply, cached);
    const match = gamePattern.exec(file);
    const game =
      match === null ? undefined : await app.platform.repositories.games.findGameIconSubject(match[1] ?? '');
    if (match === null || game === undefined) throw new ApiError('notFound');
    return sendSvg(
      reply,
      remember(`g:${file}`, gameIconSvg(game.name_en, game.vendor_code, match[2] === 'l' ? 'l' : 's')),
    );
  });

  app.get<{ Params: { file: string } }>('/cdn/gen/vendor/:file', async (request, reply) => {
    const { file } = request.params;
    const cached = cache.get(`v:${file}`);
    if (cached !== undefined) return sendSvg(reply, cached);
    const match = vendorPattern.exec(file);
    const vendor =
      match === null
        ? undefined
        : await app.platform.repositories.games.findVendorIconSubject(match[1] ?? '');
    if (match === null || vendor === undefined) throw new ApiError('notFound');
    return sendSvg(
      reply,
      remember(`v:${file}`, vendorIconSvg(vendor.display_name, vendor.code, match[2] ?? 'small')),
    );
  });
}

const escapeHtml = escapeXml;

function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

function formatMoney(amount: number, symbol: string, language: Language): string {
  const number = new Intl.NumberFormat(language === 'EN' ? 'en-PH' : 'fil-PH', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${symbol}${number}`;
}

const htmlLang = (language: Language) => (language === 'EN' ? 'en' : 'fil');

/** The page's script and styles: hashed files of the web build, served under /m/assets/ with a year's cache. */
function assetTags(bundle: PlayBundle | undefined): string {
  if (bundle === undefined) return '';
  return [
    ...bundle.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    `<script type="module" src="${escapeHtml(bundle.script)}"></script>`,
  ].join('\n');
}

function page(language: Language, title: string, body: string, bundle: PlayBundle | undefined): string {
  return `<!doctype html>
<html lang="${htmlLang(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
${assetTags(bundle)}
</head>
<body>
${body}
</body>
</html>
`;
}

function expiredPage(bundle: PlayBundle | undefined): string {
  const both = (key: 'expiredTitle' | 'expiredText' | 'back') =>
    `${PLAY_TEXTS.TY[key]} / ${PLAY_TEXTS.EN[key]}`;
  return page(
    'TY',
    both('expiredTitle'),
    `<main class="play expired">
<h1>${escapeHtml(both('expiredTitle'))}</h1>
<p>${escapeHtml(both('expiredText'))}</p>
<a class="back button" href="${DEFAULT_BACK_URL}">${escapeHtml(both('back'))}</a>
</main>`,
    bundle,
  );
}

/** Spoken names of the slot symbols (the reels show pictures; these are their `alt`). */
const SYMBOL_LABELS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  EN: { SEVEN: 'Seven', BAR: 'Bar', BELL: 'Bell', STAR: 'Star', CHERRY: 'Cherry', LEMON: 'Lemon' },
  TY: { SEVEN: 'Pito', BAR: 'Bar', BELL: 'Kampana', STAR: 'Bituin', CHERRY: 'Seresa', LEMON: 'Limon' },
};

/** The ticket's merchant and game state, or null when the ticket is not (or no longer) valid. */
async function loadPlay(
  app: FastifyInstance,
  ticket: string,
): Promise<{ merchantCode: string; state: PlayState } | null> {
  const { platform } = app;
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(ticket)) return null;
  const merchantCode = await platform.repositories.games.findTicketMerchant(hashTicket(ticket));
  const merchant = merchantCode === undefined ? undefined : platform.merchants.get(merchantCode);
  if (merchant === undefined) return null;
  try {
    const state = await playState(platform.units.games, ticket, {
      merchantCode: merchant.code,
      sessionIdleMs: platform.config.sessionIdleMinutes * 60_000,
      wallet: merchant.wallet,
    });
    return { merchantCode: merchant.code, state };
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'game.ticket.invalid') return null;
    throw error;
  }
}

/**
 * The in-house game page (`game_url` of a launch): server-rendered with the game's name and the balance, in the
 * language the launch passed; its script and style are files of the web build (strict CSP, no inline script). The ticket
 * of the launch URL (then sent by the script in the `X-Game-Ticket` header) is its only identity; the page never
 * sees the session token.
 */
function registerPlayPage(app: FastifyInstance, bundle: PlayBundle | undefined): void {
  app.get<{ Querystring: { ticket?: string } }>(
    PLAY_PAGE_PATH,
    async (request: FastifyRequest<{ Querystring: { ticket?: string } }>, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer');
      const ticket = typeof request.query.ticket === 'string' ? request.query.ticket : '';
      const loaded = await loadPlay(app, ticket);
      if (loaded === null) return reply.code(401).send(expiredPage(bundle));
      const { merchantCode, state } = loaded;
      const language = parseLanguage(state.language);
      const t = PLAY_TEXTS[language];
      const money = (amount: number) => formatMoney(amount, state.currencySymbol, language);
      const draw = state.kind === 'draw';
      const script = {
        ...t,
        currencySymbol: state.currencySymbol,
        symbols: SYMBOL_LABELS[language],
      };
      const stage = draw
        ? `<fieldset class="numbers"><legend>${escapeHtml(t.pickNumber)}</legend>${Array.from(
            { length: DRAW_MAX },
            (_, i) =>
              `<button type="button" class="number" data-number="${i + 1}" aria-pressed="false">${i + 1}</button>`,
          ).join('')}</fieldset>
<p class="drawn"><span>${escapeHtml(t.drawnNumber)}</span> <strong id="drawn" aria-live="polite">–</strong></p>
<p class="help">${escapeHtml(fill(t.drawHelp, { max: DRAW_MAX, multiple: DRAW_MULTIPLE }))}</p>`
        : `<div class="reels" id="reels" aria-live="polite">${['?', '?', '?'].map((s) => `<span class="reel">${s}</span>`).join('')}</div>
<p class="help">${escapeHtml(fill(t.slotHelp, { multiple: SLOT_SYMBOLS[0].pays }))}</p>`;
      return reply.send(
        page(
          language,
          state.gameName,
          `<main class="play" id="play" data-ticket="${escapeHtml(ticket)}" data-merchant="${escapeHtml(merchantCode)}" data-language="${language}" data-kind="${state.kind}" data-min-bet="${state.minBet}" data-max-bet="${state.maxBet}" data-texts="${escapeHtml(JSON.stringify(script))}">
<header class="bar">
<a class="back" href="${escapeHtml(state.backUrl)}">‹ ${escapeHtml(t.back)}</a>
</header>
<h1 class="title">${escapeHtml(state.gameName)}</h1>
<section class="wallet">
<span>${escapeHtml(t.balance)}</span>
<strong id="balance" data-balance="${state.balance}">${escapeHtml(money(state.balance))}</strong>
${state.freePlay ? `<span class="free">${escapeHtml(t.freePlay)}</span>` : ''}
</section>
<section class="stage">
${stage}
</section>
<form class="bet" id="bet-form" novalidate>
<label for="stake">${escapeHtml(t.stake)}</label>
<input id="stake" name="stake" type="number" inputmode="decimal" min="${state.minBet}" max="${state.maxBet}" step="0.01" value="${state.minBet}" required>
<button type="submit" id="bet">${escapeHtml(draw ? t.bet : t.spin)}</button>
<p class="min">${escapeHtml(fill(t.minBet, { amount: money(state.minBet) }))}</p>
</form>
<p class="message" id="message" role="status" aria-live="polite"></p>
</main>`,
          bundle,
        ),
      );
    },
  );
}

/** The game page's files from the web build; without them the page renders, but nothing on it works. */
async function playBundle(app: FastifyInstance): Promise<PlayBundle | undefined> {
  const { webDist } = app.platform.config;
  try {
    const bundle = await readPlayBundle(webDist);
    if (bundle === undefined) app.log.warn({ webDist }, 'web app not built: the game page has no script');
    return bundle;
  } catch (error) {
    app.log.warn(
      { err: error, webDist },
      'manifest of the web build not readable: the game page has no script',
    );
    return undefined;
  }
}

/** The in-house game page and the generated icons. */
export async function registerGameAssets(app: FastifyInstance): Promise<void> {
  registerGameIcons(app);
  registerPlayPage(app, await playBundle(app));
}
