import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForTransaction } from '../../db/locks.ts';
import type { GameRoundsTable } from '../../db/schema.ts';
import type { GameRow } from './catalogue-repository.ts';

export type RoundRow = Selectable<GameRoundsTable>;
export type NewRound = Insertable<GameRoundsTable>;

/** A launch ticket as it is stored (the ticket itself only as its hash). */
export interface NewTicket {
  ticketHash: string;
  memberId: number;
  gameId: number;
  sessionHash: string;
  merchantCode: string;
  language: string;
  freePlay: boolean;
  demoBalanceCents: number | null;
  backUrl: string;
  now: number;
  expiresAt: number;
}

/** The in-house game page's queries: launch tickets and game rounds. */
export function playRepository(db: Db) {
  return {
    /** The merchant a game ticket was issued under, by the ticket's hash. */
    async findTicketMerchant(ticketHash: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('game_tickets')
        .select('merchant_code')
        .where('ticket_hash', '=', ticketHash)
        .executeTakeFirst();
      return row?.merchant_code;
    },

    async purgeExpiredTickets(memberId: number, expiredBefore: number): Promise<void> {
      // Through the member index: only this member's long-dead tickets, never a table scan.
      await db
        .deleteFrom('game_tickets')
        .where('member_id', '=', memberId)
        .where('expires_at', '<', expiredBefore)
        .execute();
    },

    async insertTicket(ticket: NewTicket): Promise<void> {
      await db
        .insertInto('game_tickets')
        .values({
          ticket_hash: ticket.ticketHash,
          member_id: ticket.memberId,
          game_id: ticket.gameId,
          session_hash: ticket.sessionHash,
          merchant_code: ticket.merchantCode,
          language: ticket.language,
          free_play: ticket.freePlay ? 1 : 0,
          demo_balance_cents: ticket.demoBalanceCents,
          back_url: ticket.backUrl,
          created_at: ticket.now,
          last_used_at: ticket.now,
          expires_at: ticket.expiresAt,
        })
        .execute();
    },

    /** A ticket with what decides whether it still works: its session, member, game and vendor. */
    ticketWithGrants(ticketHash: string) {
      return db
        .selectFrom('game_tickets')
        .innerJoin('sessions', 'sessions.token_hash', 'game_tickets.session_hash')
        .innerJoin('members', 'members.id', 'game_tickets.member_id')
        .innerJoin('games', 'games.id', 'game_tickets.game_id')
        .innerJoin('game_vendors', 'game_vendors.code', 'games.vendor_code')
        .select([
          'game_tickets.member_id',
          'game_tickets.game_id',
          'game_tickets.merchant_code',
          'game_tickets.language',
          'game_tickets.free_play',
          'game_tickets.demo_balance_cents',
          'game_tickets.back_url',
          'game_tickets.expires_at',
          'game_tickets.session_hash',
          'sessions.revoked_at',
          'sessions.expires_at as session_expires_at',
          'sessions.last_seen_at',
          'members.status',
          'games.enabled as game_enabled',
          'game_vendors.enabled as vendor_enabled',
        ])
        .where('game_tickets.ticket_hash', '=', ticketHash)
        .executeTakeFirst();
    },

    gameById(id: number): Promise<GameRow> {
      return db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },

    async touchTicket(ticketHash: string, now: number, expiresAt: number): Promise<void> {
      await db
        .updateTable('game_tickets')
        .set({ last_used_at: now, expires_at: expiresAt })
        .where('ticket_hash', '=', ticketHash)
        .execute();
    },

    /** Marks the session that launched a ticket as seen (playing counts as using the site). */
    async touchSession(sessionHash: string, now: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', sessionHash)
        .execute();
    },

    async ticketDemoBalance(ticketHash: string): Promise<number | null> {
      const row = await db
        .selectFrom('game_tickets')
        .select('demo_balance_cents')
        .where('ticket_hash', '=', ticketHash)
        .executeTakeFirstOrThrow();
      return row.demo_balance_cents;
    },

    async creditTicket(ticketHash: string, cents: number): Promise<void> {
      await db
        .updateTable('game_tickets')
        .set((eb) => ({ demo_balance_cents: eb('demo_balance_cents', '+', cents) }))
        .where('ticket_hash', '=', ticketHash)
        .execute();
    },

    /** Takes `cents` from the ticket's demo balance unless it holds less; whether it did. */
    async debitTicket(ticketHash: string, cents: number): Promise<boolean> {
      const taken = await db
        .updateTable('game_tickets')
        .set((eb) => ({ demo_balance_cents: eb('demo_balance_cents', '-', cents) }))
        .where('ticket_hash', '=', ticketHash)
        .where('demo_balance_cents', '>=', cents)
        .executeTakeFirst();
      return taken.numUpdatedRows === 1n;
    },

    /**
     * Makes the member's bets take turns until the unit of work ends, so that a bet decides on the rounds the one
     * before it wrote: one open round per member, and a retried request answered with its first round (not a
     * unique-index error). SQLite's writers take turns anyway; on PostgreSQL an advisory lock per member.
     */
    async lockPlayer(memberId: number): Promise<void> {
      await lockForTransaction(db, [`play:${memberId}`]);
    },

    /** The member's open round (the partial index `game_rounds_open` makes "none" one lookup). */
    findOpenRound(memberId: number): Promise<RoundRow | undefined> {
      return db
        .selectFrom('game_rounds')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('status', '=', 'open')
        .orderBy('id')
        .executeTakeFirst();
    },

    /** The member's open rounds whose draw time has come. */
    dueRounds(memberId: number, now: number): Promise<RoundRow[]> {
      return db
        .selectFrom('game_rounds')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('status', '=', 'open')
        .where('draw_at', '<=', now)
        .execute();
    },

    /** Settles a round that is still open; undefined when it no longer was. */
    settleOpenRound(
      id: number,
      settled: { outcome: string; payoutCents: number; now: number },
    ): Promise<RoundRow | undefined> {
      return db
        .updateTable('game_rounds')
        .set({
          status: 'settled',
          outcome: settled.outcome,
          payout_cents: settled.payoutCents,
          settled_at: settled.now,
        })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
    },

    /** The member's round placed with this idempotency key. */
    roundByRequest(memberId: number, requestKey: string): Promise<RoundRow | undefined> {
      return db
        .selectFrom('game_rounds')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('request_key', '=', requestKey)
        .executeTakeFirst();
    },

    insertRound(round: NewRound): Promise<RoundRow> {
      return db.insertInto('game_rounds').values(round).returningAll().executeTakeFirstOrThrow();
    },

    /** A round of the member in one game. */
    memberRound(id: number, memberId: number, gameId: number): Promise<RoundRow | undefined> {
      return db
        .selectFrom('game_rounds')
        .selectAll()
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .where('game_id', '=', gameId)
        .executeTakeFirst();
    },
  };
}

export type PlayRepository = ReturnType<typeof playRepository>;
