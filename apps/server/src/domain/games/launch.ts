import { randomBytes } from 'node:crypto';
import { parseLanguage, type Language } from '@h5/contract/languages.ts';
import { isTrial } from '@h5/contract/member-types.ts';
import { ApiError, fieldError } from '../errors.ts';
import { TRIAL_BALANCE_CENTS } from '../wallet/wallets.ts';
import type { CatalogueRepository, GameRow } from './catalogue-repository.ts';
import { recordRecent } from './favourites.ts';
import { LOTTO_LOBBY_CODE } from './game-items.ts';
import { secureRandom, type Random } from './game-rules.ts';
import { settleDueRounds, type PlayWork } from './rounds.ts';
import { hashTicket, TICKET_IDLE_MS, TICKET_PURGE_AFTER_MS } from './tickets.ts';

const TICKET_BYTES = 32;
/** A real member's free play starts with this demo balance, held on the ticket. */
export const FREE_PLAY_DEMO_CENTS = TRIAL_BALANCE_CENTS;
/** Where the game page leads back to when the launch gave no usable `backUrl`. */
export const DEFAULT_BACK_URL = '/m/home';
/** Path of the in-house game page. */
export const PLAY_PAGE_PATH = '/play/game';
/** Lottery vendor whose lobby a lottery launch without a vendor opens. */
const DEFAULT_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/**
 * The way back of the game page: the launch's `backUrl` when it is a path of this site under `/m/` (an absolute
 * URL, `//host`, a backslash or any other path would make the page an open redirect), else `/m/home`.
 */
export function safeBackUrl(backUrl: string | undefined): string {
  if (backUrl === undefined || !backUrl.startsWith('/m/') || backUrl.includes('\\')) return DEFAULT_BACK_URL;
  try {
    const base = 'http://same.invalid';
    const url = new URL(backUrl, base);
    if (url.origin !== base || !url.pathname.startsWith('/m/')) return DEFAULT_BACK_URL;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_BACK_URL;
  }
}

export interface LaunchQuery {
  launchMode: string;
  nodeId?: string | undefined;
  gameId?: string | undefined;
  vassalage?: string | undefined;
  vendor?: string | undefined;
  accountType?: string | undefined;
  language?: string | undefined;
  backUrl?: string | undefined;
  lottoGameCode?: string | undefined;
}

async function findLaunchGame(games: CatalogueRepository, query: LaunchQuery): Promise<GameRow | undefined> {
  const mode = query.launchMode.toUpperCase();
  if (mode !== 'GLS' && mode !== 'LOTT') {
    throw fieldError('launchMode');
  }
  const vendor = (query.vassalage || query.vendor || '').toUpperCase() || undefined;
  const nodeId = query.nodeId ?? '';
  if (nodeId !== '' && nodeId.toUpperCase() !== LOTTO_LOBBY_CODE) {
    return games.launchableGame({ nodeId, ...(vendor === undefined ? {} : { vendor }) });
  }
  const gameId = query.gameId ?? '';
  if (gameId !== '' && nodeId === '') {
    return games.launchableGame({ gameCode: gameId, ...(vendor === undefined ? {} : { vendor }) });
  }
  const code = query.lottoGameCode ?? '';
  if (mode === 'LOTT' && code !== '' && code.toLowerCase() !== 'lobby') {
    return games.launchableGame({ gameCode: code, ...(vendor === undefined ? {} : { vendor }) });
  }
  if (mode === 'LOTT' || nodeId.toUpperCase() === LOTTO_LOBBY_CODE) {
    return games.launchableGame({ gameCode: LOTTO_LOBBY_CODE, vendor: vendor ?? DEFAULT_LOTTERY_VENDOR });
  }
  throw fieldError('nodeId', 'missing');
}

/** The session that launches: its member and the hash of its token (the ticket lives as long as it does). */
export interface LaunchSession {
  memberId: number;
  memberType: number;
  tokenHash: string;
}

export interface LaunchContext {
  session: LaunchSession;
  merchantCode: string;
  /** The request's `Language` header (the `language` parameter wins when it names a language). */
  language: Language;
  now?: number;
  random?: Random;
}

/**
 * Launch (platform-api §4.5): finds the game, refuses while a round is open (#734), records the recent game and
 * issues a ticket for the in-house game page, all in one unit of work. Answers the page's path.
 */
export async function launch(
  { games, work }: { games: CatalogueRepository; work: PlayWork },
  query: LaunchQuery,
  context: LaunchContext,
): Promise<string> {
  const now = context.now ?? Date.now();
  const random = context.random ?? secureRandom;
  const { session } = context;
  const game = await findLaunchGame(games, query);
  if (game === undefined) throw new ApiError('gameNotFound');
  const trial = isTrial(session.memberType);
  if (trial && query.accountType === '1') throw new ApiError('trialRefused');
  // A free-play account plays free on its own demo wallet; a real member's free play uses a ticket balance.
  const demoOnTicket = !trial && query.accountType === '0';
  if (demoOnTicket && game.freeplay !== 1) {
    throw fieldError('accountType');
  }
  const language =
    query.language !== undefined && ['EN', 'TY'].includes(query.language.toUpperCase())
      ? parseLanguage(query.language)
      : context.language;
  const ticket = randomBytes(TICKET_BYTES).toString('base64url');
  await work.run(async (repositories) => {
    const { games: trx } = repositories;
    await settleDueRounds(repositories, session.memberId, now, random);
    if ((await trx.findOpenRound(session.memberId)) !== undefined) throw new ApiError('gameRoundUnfinished');
    await recordRecent(trx, session.memberId, game.id, now);
    await trx.purgeExpiredTickets(session.memberId, now - TICKET_PURGE_AFTER_MS);
    await trx.insertTicket({
      ticketHash: hashTicket(ticket),
      memberId: session.memberId,
      gameId: game.id,
      sessionHash: session.tokenHash,
      merchantCode: context.merchantCode,
      language,
      freePlay: trial || demoOnTicket,
      demoBalanceCents: demoOnTicket ? FREE_PLAY_DEMO_CENTS : null,
      backUrl: safeBackUrl(query.backUrl),
      now,
      expiresAt: now + TICKET_IDLE_MS,
    });
  });
  return `${PLAY_PAGE_PATH}?ticket=${ticket}`;
}
