import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MemberPromotions, Rebates } from '../../db/generated-schema.ts';
import { startsWith } from '../../db/like.ts';
import { lockForTransaction } from '../../db/locks.ts';

/** A reward of the reward center (the `member_promotions` table, migration 0015). */
export type RewardRow = Selectable<MemberPromotions>;
export type NewReward = Insertable<MemberPromotions>;
export type RebateRow = Selectable<Rebates>;
export type NewRebate = Insertable<Rebates>;

/** A settled real-money bet not yet counted by a rebate. */
export interface UnrebatedBet {
  id: number;
  productType: string;
  stakeCents: number;
  settledAt: number;
}

/** Every query of the promotions module: rewards, rebates, and what promotions measure (bets, deposits). */
export function promotionsRepository(db: Db) {
  /** Real-money bets: settled rounds of the wallet, not free play (a demo balance's). */
  const realBets = (memberId: number) =>
    db
      .selectFrom('game_rounds')
      .where('game_rounds.member_id', '=', memberId)
      .where('game_rounds.status', '=', 'settled')
      .where('game_rounds.free_play', '=', 0)
      .where('game_rounds.ticket_hash', 'is', null);

  return {
    /**
     * The member's money lock (the same as deposits, withdrawals and transfers take, `money:<id>`): a claim and a
     * withdrawal deciding on the turnover take turns. Only inside a unit of work.
     */
    async lockMember(memberId: number): Promise<void> {
      await lockForTransaction(db, [`money:${memberId}`]);
    },

    reward(memberId: number, id: number): Promise<RewardRow | undefined> {
      return db
        .selectFrom('member_promotions')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    rewardByIssueKey(memberId: number, issueKey: string): Promise<RewardRow | undefined> {
      return db
        .selectFrom('member_promotions')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('issue_key', '=', issueKey)
        .executeTakeFirst();
    },

    rewardByClaimRequest(memberId: number, requestId: string): Promise<RewardRow | undefined> {
      return db
        .selectFrom('member_promotions')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('claim_request_id', '=', requestId)
        .executeTakeFirst();
    },

    /** Inserts the reward unless one with its issue key exists; answers the row either way. */
    async issueReward(
      reward: NewReward & { issue_key: string },
    ): Promise<{ row: RewardRow; created: boolean }> {
      const inserted = await db
        .insertInto('member_promotions')
        .values(reward)
        .onConflict((oc) => oc.columns(['member_id', 'issue_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted !== undefined) return { row: inserted, created: true };
      const existing = await db
        .selectFrom('member_promotions')
        .selectAll()
        .where('member_id', '=', reward.member_id)
        .where('issue_key', '=', reward.issue_key)
        .executeTakeFirstOrThrow();
      return { row: existing, created: false };
    },

    /** Issued → claimed, only while issued and not expired at `now`; undefined when it had moved on. */
    markClaimed(id: number, requestId: string, now: number): Promise<RewardRow | undefined> {
      return db
        .updateTable('member_promotions')
        .set({ status: 'claimed', claimed_at: now, claim_request_id: requestId })
        .where('id', '=', id)
        .where('status', '=', 'issued')
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .returningAll()
        .executeTakeFirst();
    },

    /** Applying → issued or rejected, recorded with the operator; undefined when it was no longer applying. */
    decide(
      id: number,
      change: {
        status: 'issued' | 'rejected';
        operator: string;
        remark: string;
        expiresAt: number | null;
        now: number;
      },
    ): Promise<RewardRow | undefined> {
      return db
        .updateTable('member_promotions')
        .set({
          status: change.status,
          operator: change.operator,
          reviewed_at: change.now,
          remark: change.remark,
          expires_at: change.expiresAt,
          ...(change.status === 'issued' ? { issued_at: change.now } : {}),
        })
        .where('id', '=', id)
        .where('status', '=', 'applying')
        .returningAll()
        .executeTakeFirst();
    },

    /** Issued and claimable at `now`, and applications waiting: the reward center's top list. */
    waitingRewards(memberId: number, now: number): Promise<RewardRow[]> {
      return db
        .selectFrom('member_promotions')
        .selectAll()
        .where('member_id', '=', memberId)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'applying'),
            eb.and([
              eb('status', '=', 'issued'),
              eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]),
            ]),
          ]),
        )
        .orderBy('status', 'desc')
        .orderBy('expires_at')
        .orderBy('id')
        .execute();
    },

    /** Claimed, rejected and expired rewards, newest first. */
    async rewardHistory(
      memberId: number,
      now: number,
      page: { pageNo: number; pageSize: number },
    ): Promise<{ rows: RewardRow[]; total: number }> {
      const base = db
        .selectFrom('member_promotions')
        .where('member_id', '=', memberId)
        .where((eb) =>
          eb.or([
            eb('status', 'in', ['claimed', 'rejected']),
            eb.and([eb('status', '=', 'issued'), eb('expires_at', '<=', now)]),
          ]),
        );
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .selectAll()
        .orderBy('issued_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute();
      return { rows, total: n };
    },

    /** The member's rewards of some promotions (for their statuses on the activity center), newest first. */
    rewardsOf(memberId: number, promotionIds: readonly string[]): Promise<RewardRow[]> {
      if (promotionIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('member_promotions')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('promotion_id', 'in', promotionIds)
        .orderBy('id', 'desc')
        .execute();
    },

    /** Sign-up applications of a merchant's members in a status, oldest first, with the member's account. */
    async applications(
      merchantCode: string,
      status: RewardRow['status'],
      page: { pageNo: number; pageSize: number },
    ): Promise<{ rows: (RewardRow & { member_account: string })[]; total: number }> {
      const base = db
        .selectFrom('member_promotions')
        .innerJoin('members', 'members.id', 'member_promotions.member_id')
        .where('members.merchant_code', '=', merchantCode)
        .where('member_promotions.kind', '=', 'sign_up')
        .where('member_promotions.status', '=', status);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .selectAll('member_promotions')
        .select('members.account as member_account')
        .orderBy('member_promotions.issued_at')
        .orderBy('member_promotions.id')
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute();
      return { rows, total: n };
    },

    application(merchantCode: string, id: number) {
      return db
        .selectFrom('member_promotions')
        .innerJoin('members', 'members.id', 'member_promotions.member_id')
        .selectAll('member_promotions')
        .select('members.account as member_account')
        .where('members.merchant_code', '=', merchantCode)
        .where('member_promotions.kind', '=', 'sign_up')
        .where('member_promotions.id', '=', id)
        .executeTakeFirst();
    },

    /** Centavos staked on settled real-money bets placed in `[from, to)`. */
    async stakesBetween(memberId: number, from: number, to: number): Promise<number> {
      const row = await realBets(memberId)
        .select((eb) => eb.fn.sum<number | null>('game_rounds.stake_cents').as('cents'))
        .where('game_rounds.created_at', '>=', from)
        .where('game_rounds.created_at', '<', to)
        .executeTakeFirstOrThrow();
      return row.cents ?? 0;
    },

    /** Centavos deposited (DEPOSIT ledger entries) in `[from, to)`. */
    async depositsBetween(memberId: number, from: number, to: number): Promise<number> {
      const row = await db
        .selectFrom('wallet_transactions')
        .select((eb) => eb.fn.sum<number | null>('amount_cents').as('cents'))
        .where('member_id', '=', memberId)
        .where('type', '=', 'DEPOSIT')
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .executeTakeFirstOrThrow();
      return row.cents ?? 0;
    },

    /**
     * Settled real-money bets of the rated product types, settled before `before`, that no rebate has counted, oldest
     * first. By settlement time: a number-draw round placed one day is settled later and counts on that later day.
     */
    async unrebatedBets(
      memberId: number,
      before: number,
      productTypes: readonly string[],
    ): Promise<UnrebatedBet[]> {
      if (productTypes.length === 0) return [];
      const rows = await realBets(memberId)
        .innerJoin('games', 'games.id', 'game_rounds.game_id')
        .select(['game_rounds.id', 'games.game_type', 'game_rounds.stake_cents', 'game_rounds.settled_at'])
        .where('game_rounds.rebate_id', 'is', null)
        .where('game_rounds.settled_at', '<', before)
        .where('games.game_type', 'in', productTypes)
        .orderBy('game_rounds.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        productType: r.game_type,
        stakeCents: r.stake_cents,
        settledAt: r.settled_at ?? 0,
      }));
    },

    /** The first bet placed after the member's latest rebate, or null: where the manual rebate counts from. */
    async lastRebateTime(memberId: number): Promise<number | null> {
      const row = await db
        .selectFrom('rebates')
        .select((eb) => eb.fn.max<number | null>('period_end').as('end'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return row.end;
    },

    /** Inserts a rebate row unless its settle key exists (another instance settled it); undefined then. */
    insertRebate(rebate: NewRebate): Promise<RebateRow | undefined> {
      return db
        .insertInto('rebates')
        .values(rebate)
        .onConflict((oc) => oc.columns(['member_id', 'settle_key', 'product_type']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** Marks bets as counted by a rebate, only those no rebate has counted; answers how many. */
    async markRebated(betIds: readonly number[], rebateId: number): Promise<number> {
      let marked = 0;
      // In slices: SQLite limits the number of bound parameters.
      for (let i = 0; i < betIds.length; i += 500) {
        const result = await db
          .updateTable('game_rounds')
          .set({ rebate_id: rebateId })
          .where('id', 'in', betIds.slice(i, i + 500))
          .where('rebate_id', 'is', null)
          .executeTakeFirst();
        marked += Number(result.numUpdatedRows);
      }
      return marked;
    },

    async rebatesPage(
      memberId: number,
      range: { from: number; to: number; pageNo: number; pageSize: number },
    ): Promise<{ rows: RebateRow[]; total: number }> {
      const base = db
        .selectFrom('rebates')
        .where('member_id', '=', memberId)
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.to);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(range.pageSize)
        .offset((range.pageNo - 1) * range.pageSize)
        .execute();
      return { rows, total: n };
    },

    rebatesBySettleKey(memberId: number, settleKey: string): Promise<RebateRow[]> {
      return db
        .selectFrom('rebates')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('settle_key', '=', settleKey)
        .execute();
    },

    /**
     * Members of a merchant with settled real-money bets of the rated product types not yet rebated, settled before
     * `before` (the daily sweep). Bets of unrated types are left out: they never earn a rebate, so they would be picked
     * by every sweep.
     */
    async membersToRebate(
      merchantCode: string,
      before: number,
      productTypes: readonly string[],
    ): Promise<number[]> {
      if (productTypes.length === 0) return [];
      const rows = await db
        .selectFrom('game_rounds')
        .innerJoin('members', 'members.id', 'game_rounds.member_id')
        .innerJoin('games', 'games.id', 'game_rounds.game_id')
        .select('game_rounds.member_id')
        .distinct()
        .where('members.merchant_code', '=', merchantCode)
        .where('game_rounds.status', '=', 'settled')
        .where('game_rounds.free_play', '=', 0)
        .where('game_rounds.ticket_hash', 'is', null)
        .where('game_rounds.rebate_id', 'is', null)
        .where('game_rounds.settled_at', '<', before)
        .where('games.game_type', 'in', productTypes)
        .execute();
      return rows.map((r) => r.member_id);
    },

    /** Credited deposits of the member: how many, and how many received this deposit promotion's bonus. */
    async depositFacts(
      memberId: number,
      promotionId: string,
    ): Promise<{ deposits: number; withBonus: number }> {
      const row = await db
        .selectFrom('deposits')
        .select((eb) => [
          eb.fn.countAll<number>().as('deposits'),
          eb.fn
            .sum<number | null>(
              eb
                .case()
                .when(eb.and([eb('promotion_id', '=', promotionId), eb('bonus_cents', '>', 0)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('with_bonus'),
        ])
        .where('member_id', '=', memberId)
        .where('status', '=', 'success')
        .executeTakeFirstOrThrow();
      return { deposits: row.deposits, withBonus: row.with_bonus ?? 0 };
    },

    /** The member's successful deposits. */
    async successfulDeposits(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('deposits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('status', '=', 'success')
        .executeTakeFirstOrThrow();
      return row.n;
    },

    async vipLevel(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('members')
        .select('vip_level')
        .where('id', '=', memberId)
        .executeTakeFirst();
      return row?.vip_level ?? 0;
    },

    /** Raises the member's VIP level (never lowers it: a level reached is kept). */
    async raiseVipLevel(memberId: number, level: number): Promise<void> {
      await db
        .updateTable('members')
        .set({ vip_level: level })
        .where('id', '=', memberId)
        .where('vip_level', '<', level)
        .execute();
    },

    /**
     * A red envelope rain's lock: agents opening envelopes of the same rain take turns on its budget. Taken after
     * the member's money lock, never before. Only inside a unit of work.
     */
    async lockRain(merchantCode: string, rainKey: string): Promise<void> {
      await lockForTransaction(db, [`redRain:${merchantCode}:${rainKey}`]);
    },

    /** What a rain has paid out so far, in centavos (0 before its first envelope). */
    async rainPaid(merchantCode: string, rainKey: string): Promise<number> {
      const row = await db
        .selectFrom('red_rains')
        .select('paid_cents')
        .where('merchant_code', '=', merchantCode)
        .where('rain_key', '=', rainKey)
        .executeTakeFirst();
      return row?.paid_cents ?? 0;
    },

    async addRainPayment(merchantCode: string, rainKey: string, cents: number): Promise<void> {
      await db
        .insertInto('red_rains')
        .values({ merchant_code: merchantCode, rain_key: rainKey, paid_cents: cents, envelopes: 1 })
        .onConflict((oc) =>
          oc.columns(['merchant_code', 'rain_key']).doUpdateSet((eb) => ({
            paid_cents: eb('red_rains.paid_cents', '+', cents),
            envelopes: eb('red_rains.envelopes', '+', 1),
          })),
        )
        .execute();
    },

    /** How many envelopes of the rain the member has opened (their rewards' issue keys start with the rain's). */
    async rainEnvelopeCount(memberId: number, issueKeyPrefix: string): Promise<number> {
      const row = await db
        .selectFrom('member_promotions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('kind', '=', 'red_rain')
        .where(startsWith('issue_key', issueKeyPrefix))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** The member's red envelopes, newest first, and what they all came to (centavos). */
    async rainEnvelopes(memberId: number, limit: number): Promise<{ rows: RewardRow[]; totalCents: number }> {
      const rows = await db
        .selectFrom('member_promotions')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('kind', '=', 'red_rain')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      const total = await db
        .selectFrom('member_promotions')
        .select((eb) => eb.fn.sum<number | null>('amount_cents').as('total'))
        .where('member_id', '=', memberId)
        .where('kind', '=', 'red_rain')
        .executeTakeFirstOrThrow();
      return { rows, totalCents: total.total ?? 0 };
    },
  };
}

export type PromotionsRepository = ReturnType<typeof promotionsRepository>;
