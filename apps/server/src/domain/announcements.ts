import type { Announcements, Banner } from '@h5/contract/endpoints/content.ts';
import type { Language } from '@h5/contract/languages.ts';
import type { Db } from '../db/database.ts';

const LINKAGE_TYPES = new Set(['URL', 'P', 'G', '']);

function imageUrl(cdns: readonly string[], path: string): string {
  if (path === '' || /^https?:\/\//.test(path)) return path;
  const cdn = (cdns[0] ?? '').replace(/\/+$/, '');
  return `${cdn}/${path.replace(/^\/+/, '')}`;
}

/**
 * Announcements of the requested types for a merchant in the request language. Banners (type B) come from the
 * database, filtered by group when one is asked for; the other types are empty until their issue fills them.
 */
export async function listAnnouncements(
  db: Db,
  merchant: { code: string; imageCDNs: readonly string[] },
  query: { types: string; groupName?: string | undefined },
  language: Language,
): Promise<Announcements> {
  const types = new Set(query.types.split(','));
  const result: Announcements = { banners: [], player: [], popup: [], promotion: [], hotMatch: [] };
  if (types.has('B')) {
    let select = db
      .selectFrom('announcements')
      .selectAll()
      .where('merchant_code', '=', merchant.code)
      .where('type', '=', 'B')
      .where('language', '=', language)
      .where('enabled', '=', 1);
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
  return result;
}
