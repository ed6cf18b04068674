import type { Announcements, Banner } from '@h5/contract/endpoints/content.ts';
import type { Language } from '@h5/contract/languages.ts';
import { isAgent } from '@h5/contract/member-types.ts';
import { ApiError, fieldError } from '../errors.ts';
import { imageUrl } from '../merchants/merchant-config.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import type { AnnouncementsRepository } from './announcements-repository.ts';

const LINKAGE_TYPES = new Set(['URL', 'P', 'G', '']);
const EXECUTIONS = new Set(['A', 'B', 'F']);

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

/**
 * Announcements of the requested types for a merchant in the request language; lists of types not asked for
 * are empty. Banners are filtered by group and popups by execution when those are given. Hot matches with a
 * relative kick-off are answered as `now` plus their minutes, rounded down to the quarter hour.
 */
export async function listAnnouncements(
  content: AnnouncementsRepository,
  merchant: Merchant,
  query: AnnouncementQuery,
  language: Language,
  viewer: Viewer | null = null,
  now = Date.now(),
): Promise<Announcements> {
  const types = new Set(query.types.split(','));
  const result: Announcements = { banners: [], player: [], popup: [], promotion: [], hotMatch: [] };
  if (types.has('B')) {
    const groupName = query.groupName !== undefined && query.groupName !== '' ? query.groupName : undefined;
    const rows = await content.announcements(merchant.code, 'B', language, { groupName });
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
    const rows = await content.announcements(merchant.code, 'PL', language);
    result.player = rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      announcementDisplaySpeed: row.display_speed,
      externalLink: row.external_link,
    }));
  }
  if (types.has('PU')) {
    const rows = await content.announcements(merchant.code, 'PU', language, {
      executions: ['A', 'B', 'F'],
      execution: query.execution,
    });
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
    const rows = await content.announcements(merchant.code, 'PR', language);
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
    const rows = await content.hotMatches(merchant.code, language);
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
      const rows = await content.agentNotices(merchant.code, language, viewer.memberId);
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

/**
 * Marks one of the merchant's agent notices read for an agent (the first reading time is kept) and answers the
 * unread count of the notices in that notice's language. Any other id is `record.not.found`.
 */
export async function readAgentNotice(
  work: UnitOfWork<{ content: AnnouncementsRepository }>,
  merchantCode: string,
  viewer: Viewer,
  id: number,
  now = Date.now(),
): Promise<{ unreadCount: number }> {
  if (!isAgent(viewer.memberType)) throw new ApiError('agentOnly');
  return work.run(async ({ content }) => {
    const notice = await content.findAgentNotice(merchantCode, id);
    if (notice === undefined) throw new ApiError('recordNotFound');
    await content.markNoticeRead(id, viewer.memberId, now);
    const rows = await content.agentNotices(merchantCode, notice.language, viewer.memberId);
    return { unreadCount: rows.filter((row) => row.read_at === null).length };
  });
}

/**
 * Counts a click on one of the merchant's banners. A banner of another merchant, or an id that is not a
 * banner, is refused as a bad parameter, so the table only ever counts real banners.
 */
export async function reportBannerClick(
  content: AnnouncementsRepository,
  merchantCode: string,
  bannerId: number,
  now = Date.now(),
) {
  const banner = await content.findBanner(merchantCode, bannerId);
  if (banner === undefined) {
    throw fieldError('bannerId');
  }
  await content.countBannerClick(bannerId, now);
  return null;
}
