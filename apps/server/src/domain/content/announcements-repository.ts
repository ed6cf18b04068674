import type { Db } from '../../db/database.ts';

/** Filters of one announcement type; each is applied only when given. */
export interface AnnouncementFilter {
  /** Banners of one group. */
  groupName?: string | undefined;
  /** Popups of these executions. */
  executions?: readonly string[];
  /** Popups of one execution. */
  execution?: string | undefined;
}

/** The announcements' queries: feeds, hot matches, agent notices and their reads, banner clicks. */
export function announcementsRepository(db: Db) {
  /** The merchant's agent notices in a language, newest first, with the member's read time (null: unread). */
  const agentNotices = (merchantCode: string, language: string, memberId: number) =>
    db
      .selectFrom('announcements')
      .leftJoin('announcement_reads', (join) =>
        join
          .onRef('announcement_reads.announcement_id', '=', 'announcements.id')
          .on('announcement_reads.member_id', '=', memberId),
      )
      .select([
        'announcements.id',
        'announcements.title',
        'announcements.content',
        'announcements.published_at',
        'announcement_reads.read_at',
      ])
      .where('announcements.merchant_code', '=', merchantCode)
      .where('announcements.type', '=', 'A')
      .where('announcements.language', '=', language)
      .where('announcements.enabled', '=', 1)
      .orderBy('announcements.published_at', 'desc')
      .orderBy('announcements.id', 'desc')
      .execute();

  return {
    /** The merchant's enabled announcements of one type in a language, in their order. */
    announcements(merchantCode: string, type: string, language: string, filter: AnnouncementFilter = {}) {
      let select = db
        .selectFrom('announcements')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('type', '=', type)
        .where('language', '=', language)
        .where('enabled', '=', 1);
      if (filter.groupName !== undefined) select = select.where('group_name', '=', filter.groupName);
      if (filter.executions !== undefined) select = select.where('execution', 'in', [...filter.executions]);
      if (filter.execution !== undefined) select = select.where('execution', '=', filter.execution);
      return select.orderBy('sort_order').orderBy('id').execute();
    },

    hotMatches(merchantCode: string, language: string) {
      return db
        .selectFrom('hot_matches')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('language', '=', language)
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    agentNotices,

    /** One of the merchant's enabled agent notices. */
    findAgentNotice(merchantCode: string, id: number) {
      return db
        .selectFrom('announcements')
        .select(['id', 'language'])
        .where('id', '=', id)
        .where('merchant_code', '=', merchantCode)
        .where('type', '=', 'A')
        .where('enabled', '=', 1)
        .executeTakeFirst();
    },

    /** Marks a notice read by a member; the first reading time is kept. */
    async markNoticeRead(id: number, memberId: number, now: number): Promise<void> {
      await db
        .insertInto('announcement_reads')
        .values({ announcement_id: id, member_id: memberId, read_at: now })
        .onConflict((oc) => oc.columns(['announcement_id', 'member_id']).doNothing())
        .execute();
    },

    /** One of the merchant's banners (enabled or not). */
    findBanner(merchantCode: string, bannerId: number) {
      return db
        .selectFrom('announcements')
        .select('id')
        .where('id', '=', bannerId)
        .where('merchant_code', '=', merchantCode)
        .where('type', '=', 'B')
        .executeTakeFirst();
    },

    async countBannerClick(bannerId: number, now: number): Promise<void> {
      await db
        .insertInto('banner_clicks')
        .values({ banner_id: bannerId, clicks: 1, last_clicked_at: now })
        .onConflict((oc) =>
          oc.column('banner_id').doUpdateSet((eb) => ({
            clicks: eb('banner_clicks.clicks', '+', 1),
            last_clicked_at: now,
          })),
        )
        .execute();
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof announcementsRepository>;
