import type { Db } from '../../db/database.ts';
import { announcementsRepository } from './announcements-repository.ts';
import { memberContentRepository } from './member-content-repository.ts';

/**
 * Every query of the content module. The merchant's own pages (announcements, help, winners) and the member's
 * own content (inbox, promotions, feedback) are kept in files of their own.
 */
export function contentRepository(db: Db) {
  return {
    ...announcementsRepository(db),
    ...memberContentRepository(db),

    /** The merchant's enabled help articles in a language, in their order. */
    helpArticles(merchantCode: string, language: string) {
      return db
        .selectFrom('help_articles')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('language', '=', language)
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    /** The merchant's biggest wins, of one game category or (null) all of them. */
    winners(merchantCode: string, category: string | null, limit: number) {
      let select = db.selectFrom('winner_board').selectAll().where('merchant_code', '=', merchantCode);
      if (category !== null) select = select.where('game_category', '=', category);
      return select.orderBy('win_amount_cents', 'desc').orderBy('id').limit(limit).execute();
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
