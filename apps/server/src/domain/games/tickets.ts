import { createHash } from 'node:crypto';
import { parseLanguage, type Language } from '@h5/contract/languages.ts';
import { ApiError } from '../errors.ts';
import { walletCents } from '../wallet/ledger.ts';
import type { WalletRepository } from '../wallet/wallet-repository.ts';
import type { GameRow } from './catalogue-repository.ts';
import type { PlayRepository } from './play-repository.ts';

/** A launch ticket stops working this long after its last use (docs/decisions.md "Games (server)"). */
export const TICKET_IDLE_MS = 15 * 60_000;
/** Tickets expired longer than this are deleted (at the member's next launch). */
export const TICKET_PURGE_AFTER_MS = 24 * 60 * 60_000;

export const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export interface TicketInfo {
  ticketHash: string;
  memberId: number;
  merchantCode: string;
  language: Language;
  freePlay: boolean;
  demoBalanceCents: number | null;
  backUrl: string;
  game: GameRow;
}

/**
 * The live ticket (and marks it and its session used), or `game.ticket.invalid`: unknown (forged), expired, issued
 * by another merchant than the request's, its session ended (logout, expiry, idle), its member was disabled, or
 * its game or the game's vendor was switched off since the launch. Runs on the repository of a unit of work.
 */
export async function resolveTicket(
  games: PlayRepository,
  ticket: string,
  options: { merchantCode: string; sessionIdleMs: number },
  now = Date.now(),
): Promise<TicketInfo> {
  const ticketHash = hashTicket(ticket);
  const row = await games.ticketWithGrants(ticketHash);
  if (
    row === undefined ||
    row.merchant_code !== options.merchantCode ||
    row.game_enabled !== 1 ||
    row.vendor_enabled !== 1 ||
    now >= row.expires_at ||
    row.revoked_at !== null ||
    now >= row.session_expires_at ||
    now - row.last_seen_at >= options.sessionIdleMs ||
    row.status !== 'active'
  ) {
    throw new ApiError('gameTicketInvalid');
  }
  const game = await games.gameById(row.game_id);
  await games.touchTicket(ticketHash, now, now + TICKET_IDLE_MS);
  // Playing counts as using the site: the lobby session does not run idle under a long game.
  await games.touchSession(row.session_hash, now);
  return {
    ticketHash,
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    language: parseLanguage(row.language),
    freePlay: row.free_play === 1,
    demoBalanceCents: row.demo_balance_cents,
    backUrl: row.back_url,
    game,
  };
}

/** What the ticket plays with, in centavos: its demo balance, or the member's wallet. */
export async function ticketBalanceCents(
  { games, wallet }: { games: PlayRepository; wallet: WalletRepository },
  ticket: TicketInfo,
): Promise<number> {
  if (ticket.demoBalanceCents === null) return walletCents(wallet, ticket.memberId);
  return (await games.ticketDemoBalance(ticket.ticketHash)) ?? 0;
}
