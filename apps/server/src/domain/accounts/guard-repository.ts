import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isPostgres } from '../../db/engine.ts';
import { lockForTransaction } from '../../db/locks.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

export type NewSmsCode = Insertable<DatabaseSchema['sms_codes']>;

/** A login attempt as `login_failures` records it: `ip` is the source (`sourceOf`), not the raw address. */
export interface FailureAttempt {
  readonly merchantCode: string;
  readonly accountKey: string;
  readonly source: string;
  readonly at: number;
}

/** Failures in the window of the account (from anywhere), of the account from the source, and from the source. */
export interface FailureCounts {
  readonly account: number;
  readonly accountFromSource: number;
  readonly fromSource: number;
}

/**
 * What guards the account endpoints against abuse: login failures, throttle events, SMS codes and captchas, all
 * short-lived rows.
 */
export function guardRepository(db: Db) {
  return {
    /**
     * The login guard's read-decide-write as one step: counts the failures since `since`, asks `refuse`, and records
     * the attempt as a failure unless it refused. Concurrent attempts (in this process or another on the same
     * database) never decide on the same counts. SQLite: one connection for the whole transaction, and `begin
     * immediate` takes the write lock before the counts are read (another process waits on busy_timeout).
     * PostgreSQL: advisory locks on the account and on the source, the two things counted, held to the commit.
     */
    async reserveLoginAttempt<Refusal>(
      attempt: FailureAttempt,
      since: number,
      refuse: (counts: FailureCounts) => Refusal | null,
    ): Promise<LoginReservation<Refusal>> {
      if (isPostgres(db)) {
        return db.transaction().execute(async (trx) => {
          const { merchantCode, accountKey, source } = attempt;
          await lockForTransaction(trx, [`login:${merchantCode}:${accountKey}`, `login-source:${source}`]);
          return reserve(trx, attempt, since, refuse);
        });
      }
      return db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const result = await reserve(conn, attempt, since, refuse);
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          await sql`rollback`.execute(conn);
          throw error;
        }
      });
    },

    async deleteLoginFailure(id: number): Promise<void> {
      await db.deleteFrom('login_failures').where('id', '=', id).execute();
    },

    async clearLoginFailures(merchantCode: string, accountKey: string): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('merchant_code', '=', merchantCode)
        .where('account_key', '=', accountKey)
        .execute();
    },

    async deleteLoginFailuresBefore(time: number): Promise<void> {
      await db.deleteFrom('login_failures').where('created_at', '<', time).execute();
    },

    /**
     * Records an event of (kind, key) when `allow` accepts the count of its events since `since`; answers whether it
     * did. Counted and recorded in one transaction: requests that arrive together cannot all read the same count.
     */
    async recordThrottleEventIf(
      event: { kind: string; key: string; at: number },
      since: number,
      allow: (count: number) => boolean,
    ): Promise<boolean> {
      const { kind, key, at } = event;
      return db.transaction().execute(async (trx) => {
        await lockForTransaction(trx, [`throttle:${kind}:${key}`]);
        await trx
          .deleteFrom('throttle_events')
          .where('created_at', '<', since)
          .where('kind', '=', kind)
          .execute();
        const row = await trx
          .selectFrom('throttle_events')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('kind', '=', kind)
          .where('key', '=', key)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow();
        if (!allow(row.count)) return false;
        await trx.insertInto('throttle_events').values({ kind, key, created_at: at }).execute();
        return true;
      });
    },

    /** Records one event (a one-time pass) without counting anything. */
    async insertThrottleEvent(event: { kind: string; key: string; at: number }): Promise<void> {
      await db
        .insertInto('throttle_events')
        .values({ kind: event.kind, key: event.key, created_at: event.at })
        .execute();
    },

    /**
     * Deletes the (kind, key) events since `since` and answers whether there was one: a one-time pass is used by
     * whoever deletes it first, on any instance (one statement).
     */
    async consumeThrottleEvents(kind: string, key: string, since: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('throttle_events')
        .where('kind', '=', kind)
        .where('key', '=', key)
        .where('created_at', '>', since)
        .returning('id')
        .execute();
      return deleted.length > 0;
    },

    /**
     * Inserts the SMS code if `decide`, given the codes already sent to its number (how many, the last one's time)
     * and from its IP since `since`, answers 'ok'; answers what `decide` said. Counted and inserted in one
     * transaction holding the number's and the IP's locks, so requests that arrive together (on any instance)
     * cannot all pass the same counts.
     */
    async insertSmsCodeIf<R extends string>(
      values: NewSmsCode,
      since: number,
      decide: (sent: { toNumber: number; lastToNumber: number | null; fromIp: number }) => R | 'ok',
    ): Promise<R | 'ok'> {
      return db.transaction().execute(async (trx) => {
        await lockForTransaction(trx, [
          `sms:number:${values.dialing_code}:${values.mobile}`,
          `sms:ip:${values.ip}`,
        ]);
        const toNumber = await trx
          .selectFrom('sms_codes')
          .select((eb) => [
            eb.fn.countAll<number>().as('count'),
            eb.fn.max<number | null>('created_at').as('last'),
          ])
          .where('dialing_code', '=', values.dialing_code)
          .where('mobile', '=', values.mobile)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow();
        const fromIp = await trx
          .selectFrom('sms_codes')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('ip', '=', values.ip)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow();
        const verdict = decide({
          toNumber: toNumber.count,
          lastToNumber: toNumber.last,
          fromIp: fromIp.count,
        });
        if (verdict === 'ok') await trx.insertInto('sms_codes').values(values).execute();
        return verdict;
      });
    },

    /** The latest code sent for this merchant, purpose and number. */
    async latestSmsCode(target: {
      merchantCode: string;
      purpose: string;
      dialingCode: string;
      mobile: string;
    }) {
      return db
        .selectFrom('sms_codes')
        .selectAll()
        .where('merchant_code', '=', target.merchantCode)
        .where('purpose', '=', target.purpose)
        .where('dialing_code', '=', target.dialingCode)
        .where('mobile', '=', target.mobile)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async countWrongSmsTry(id: number): Promise<void> {
      await db
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** Uses up a code; false when another request used it first. */
    async consumeSmsCode(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('sms_codes')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Stores a captcha, first deleting the expired ones. */
    async insertCaptcha(captcha: { idHash: string; answerHash: string; expiresAt: number }, now: number) {
      await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
      await db
        .insertInto('captchas')
        .values({ id_hash: captcha.idHash, answer_hash: captcha.answerHash, expires_at: captcha.expiresAt })
        .execute();
    },

    /** Deletes the captcha of this id hash and answers what it was: whatever the answer, it is used up. */
    async takeCaptcha(idHash: string) {
      return db
        .deleteFrom('captchas')
        .where('id_hash', '=', idHash)
        .returning(['answer_hash', 'expires_at'])
        .executeTakeFirst();
    },
  };
}

export type GuardRepository = ReturnType<typeof guardRepository>;

type LoginReservation<Refusal> = { refused: Refusal } | { refused: null; id: number; counts: FailureCounts };

/** The decision of `reserveLoginAttempt`, inside the caller's lock. */
async function reserve<Refusal>(
  db: Db,
  attempt: FailureAttempt,
  since: number,
  refuse: (counts: FailureCounts) => Refusal | null,
): Promise<LoginReservation<Refusal>> {
  const counts = await countFailures(db, attempt, since);
  const refused = refuse(counts);
  if (refused !== null) return { refused };
  const row = await db
    .insertInto('login_failures')
    .values({
      merchant_code: attempt.merchantCode,
      account_key: attempt.accountKey,
      ip: attempt.source,
      created_at: attempt.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { refused: null, id: row.id, counts };
}

async function countFailures(db: Db, attempt: FailureAttempt, since: number): Promise<FailureCounts> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => {
      const ofAccount = eb.and([
        eb('merchant_code', '=', attempt.merchantCode),
        eb('account_key', '=', attempt.accountKey),
      ]);
      const fromSource = eb('ip', '=', attempt.source);
      // SUM of 1/0 counts the rows a condition holds for; it is NULL when no row matched at all.
      const countWhere = (condition: typeof ofAccount) =>
        eb.fn.sum<number | null>(eb.case().when(condition).then(eb.lit(1)).else(eb.lit(0)).end());
      return [
        countWhere(ofAccount).as('account'),
        countWhere(eb.and([ofAccount, fromSource])).as('accountFromSource'),
        countWhere(fromSource).as('fromSource'),
      ];
    })
    .where('created_at', '>', since)
    .where((eb) =>
      eb.or([
        eb.and([eb('merchant_code', '=', attempt.merchantCode), eb('account_key', '=', attempt.accountKey)]),
        eb('ip', '=', attempt.source),
      ]),
    )
    .executeTakeFirstOrThrow();
  return {
    account: row.account ?? 0,
    accountFromSource: row.accountFromSource ?? 0,
    fromSource: row.fromSource ?? 0,
  };
}
