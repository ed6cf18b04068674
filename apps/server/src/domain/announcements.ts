import type { Announcements, Banner } from '@h5/contract/endpoints/content.ts';
import type { Language } from '@h5/contract/languages.ts';
import { isAgent } from '@h5/contract/member-types.ts';
import { ApiError, fieldError } from './errors.ts';
import type { Db } from '../db/database.ts';

const LINKAGE_TYPES = new Set(['URL', 'P', 'G', '']);
const EXECUTIONS = new Set(['A', 'B', 'F']);

/** A path below the merchant's first image CDN; absolute URLs and empty paths are kept as they are. */
export function imageUrl(cdns: readonly string[], path: string): string {
  if (path === '' || /^https?:\/\//.test(path)) return path;
  const cdn = (cdns[0] ?? '').replace(/\/+$/, '');
  return `${cdn}/${path.replace(/^\/+/, '')}`;
}

interface Merchant {
  code: string;
  imageCDNs: readonly string[];
}

/** The session member, for the agent notices (type A) and their read marks. */
export interface Viewer {
  memberId: number;
  memberType: number;
}

interface AnnouncementQuery {
  types: string;
  groupName?: string | undefined;
  execution?: 'A' | 'B' | 'F' | undefined;
}

function rowsOf(db: Db, merchant: Merchant, type: string, language: Language) {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_code', '=', merchant.code)
    .where('type', '=', type)
    .where('language', '=', language)
    .where('enabled', '=', 1);
}

/**
 * Announcements of the requested types for a merchant in the request language; lists of types not asked for
 * are empty. Banners are filtered by group and popups by execution when those are given. Hot matches with a
 * relative kick-off are answered as `now` plus their minutes, rounded down to the quarter hour.
 */
export async function listAnnouncements(
  db: Db,
  merchant: Merchant,
  query: AnnouncementQuery,
  language: Language,
  viewer: Viewer | null = null,
  now = Date.now(),
): Promise<Announcements> {
  const types = new Set(query.types.split(','));
  const result: Announcements = { banners: [], player: [], popup: [], promotion: [], hotMatch: [] };
  if (types.has('B')) {
    let select = rowsOf(db, merchant, 'B', language);
    if (query.groupName !== undefined && query.groupName !== '') {
      select = select.where('group_name', '=', query.groupName);
    }
    const rows = await select.orderBy('sort_order').orderBy('id').execute();
    result.banners = rows.map((row): Banner => {
      const url = imageUrl(merchant.imageCDNs, row.image_path);
      return {
        bannerId: row.id,
        groupName: row.group_name,
        title: row.title,
        url,
        announcementImages: url === '' ? [] : [{ sequence: 1, url }],
        linkageType: (LINKAGE_TYPES.has(row.linkage_type) ? row.linkage_type : '') as Banner['linkageType'],
        linkage: row.linkage,
        roomId: '',
        nodeId: '',
        vendor: '',
      };
    });
  }
  if (types.has('PL')) {
    const rows = await rowsOf(db, merchant, 'PL', language).orderBy('sort_order').orderBy('id').execute();
    result.player = rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      announcementDisplaySpeed: row.display_speed,
      externalLink: row.external_link,
    }));
  }
  if (types.has('PU')) {
    let select = rowsOf(db, merchant, 'PU', language).where('execution', 'in', ['A', 'B', 'F']);
    if (query.execution !== undefined) select = select.where('execution', '=', query.execution);
    const rows = await select.orderBy('sort_order').orderBy('id').execute();
    result.popup = rows
      .filter((row) => EXECUTIONS.has(row.execution))
      .map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        execution: row.execution as 'A' | 'B' | 'F',
        promotionType: row.promotion_type,
      }));
  }
  if (types.has('PR')) {
    const rows = await rowsOf(db, merchant, 'PR', language).orderBy('sort_order').orderBy('id').execute();
    result.promotion = rows.map((row) => {
      const url = imageUrl(merchant.imageCDNs, row.image_path);
      return {
        id: row.id,
        promotionType: row.promotion_type,
        announcementImages: url === '' ? [] : [{ sequence: 1, url }],
        content: row.content,
      };
    });
  }
  if (types.has('H')) {
    const rows = await db
      .selectFrom('hot_matches')
      .selectAll()
      .where('merchant_code', '=', merchant.code)
      .where('language', '=', language)
      .where('enabled', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const quarter = 15 * 60_000;
    result.hotMatch = rows
      .map((row) => ({
        matchTime:
          row.match_time ?? Math.floor(now / quarter) * quarter + (row.starts_in_minutes ?? 0) * 60_000,
        homeTeam: row.home_team,
        awayTeam: row.away_team,
        homeTeamImageUrl: imageUrl(merchant.imageCDNs, row.home_image_path),
        awayTeamImageUrl: imageUrl(merchant.imageCDNs, row.away_image_path),
        vendor: row.vendor,
        roomId: row.room_id,
        nodeId: row.node_id,
        league: row.league,
      }))
      .sort((a, b) => a.matchTime - b.matchTime);
  }
  if (types.has('A')) {
    result.agent = [];
    result.footer = { unreadCount: 0 };
    if (viewer !== null && isAgent(viewer.memberType)) {
      const rows = await agentNotices(db, merchant.code, language, viewer.memberId);
      result.agent = rows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        createTime: row.published_at ?? 0,
        read: row.read_at !== null,
      }));
      result.footer.unreadCount = result.agent.filter((n) => !n.read).length;
    }
  }
  return result;
}

/** The merchant's agent notices in a language, newest first, with the member's read time (null: unread). */
function agentNotices(db: Db, merchantCode: string, language: Language, memberId: number) {
  return db
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
}

/**
 * Marks one of the merchant's agent notices read for an agent (the first reading time is kept) and answers the
 * unread count of the notices in that notice's language. Any other id is `record.not.found`.
 */
export async function readAgentNotice(
  db: Db,
  merchantCode: string,
  viewer: Viewer,
  id: number,
  now = Date.now(),
): Promise<{ unreadCount: number }> {
  if (!isAgent(viewer.memberType)) throw new ApiError('agentOnly');
  return db.transaction().execute(async (trx) => {
    const notice = await trx
      .selectFrom('announcements')
      .select(['id', 'language'])
      .where('id', '=', id)
      .where('merchant_code', '=', merchantCode)
      .where('type', '=', 'A')
      .where('enabled', '=', 1)
      .executeTakeFirst();
    if (notice === undefined) throw new ApiError('recordNotFound');
    await trx
      .insertInto('announcement_reads')
      .values({ announcement_id: id, member_id: viewer.memberId, read_at: now })
      .onConflict((oc) => oc.columns(['announcement_id', 'member_id']).doNothing())
      .execute();
    const rows = await agentNotices(trx, merchantCode, notice.language as Language, viewer.memberId);
    return { unreadCount: rows.filter((row) => row.read_at === null).length };
  });
}

/**
 * Counts a click on one of the merchant's banners. A banner of another merchant, or an id that is not a
 * banner, is refused as a bad parameter, so the table only ever counts real banners.
 */
export async function reportBannerClick(db: Db, merchantCode: string, bannerId: number, now = Date.now()) {
  const banner = await db
    .selectFrom('announcements')
    .select('id')
    .where('id', '=', bannerId)
    .where('merchant_code', '=', merchantCode)
    .where('type', '=', 'B')
    .executeTakeFirst();
  if (banner === undefined) {
    throw fieldError('bannerId');
  }
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
  return null;
}
