import { HOME_FEED_QUERY, type BootData } from '@h5/contract/boot-data.ts';
import { getAnnouncements } from '@h5/contract/endpoints/content.ts';
import { getSystemStatus } from '@h5/contract/endpoints/system.ts';
import type { Language } from '@h5/contract/languages.ts';
import type { AnnouncementsRepository } from '../domain/content/announcements-repository.ts';
import { listAnnouncements } from '../domain/content/announcements.ts';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';
import type { MerchantDirectory } from '../domain/merchants/merchant-directory.ts';
import { buildSystemStatus } from '../domain/merchants/system-status.ts';

export interface BootDataRequest {
  readonly merchant: MerchantConfig;
  readonly language: Language;
  readonly ip: string;
  /** The page shows the home feed (banners, notices, popup, hot matches). */
  readonly homeFeed: boolean;
}

/**
 * The values the first screen would otherwise ask for (issue 11): the site configuration and, on home, the guest
 * feed, exactly as `getSystemStatus` and `getAnnouncements` answer them, and only where those endpoints are on for
 * the merchant.
 */
export function bootDataSource(content: AnnouncementsRepository, merchants: MerchantDirectory) {
  return async ({ merchant, language, ip, homeFeed }: BootDataRequest): Promise<BootData> => {
    const on = (moduleId: string | null) => merchants.isModuleOn(merchant.code, moduleId);
    const data: BootData = { language };
    if (on(getSystemStatus.moduleId)) data.status = buildSystemStatus(merchant, { ip }, language);
    if (homeFeed && on(getAnnouncements.moduleId)) {
      data.homeFeed = await listAnnouncements(content, merchant, HOME_FEED_QUERY, language, null);
    }
    return data;
  };
}
