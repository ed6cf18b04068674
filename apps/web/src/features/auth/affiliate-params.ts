import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../../lib/storage/keys.ts';
import { readItem, writeItem } from '../../lib/storage/storage.ts';

/** Affiliate parameters of the landing URL (accounts spec §4, platform-api §6). */
export interface AffiliateParams {
  affiliateCode: string;
  referralCode: string;
  domain: string;
}

const regInfo = z.object({ affiliateCode: z.optional(z.string()), referralCode: z.optional(z.string()) });

/**
 * `affiliateCode`, `r` / `referralCode` and `domain` from the URL; codes found there are kept in `reg_info`
 * (localStorage) so a visitor who browses first still registers under the inviter; absent ones come from it.
 */
export function readAffiliateParams(search: string): AffiliateParams {
  const params = new URLSearchParams(search);
  const fromUrl = {
    affiliateCode: params.get('affiliateCode')?.trim() ?? '',
    referralCode: (params.get('r') ?? params.get('referralCode'))?.trim() ?? '',
  };
  let stored: z.infer<typeof regInfo> = {};
  try {
    const parsed = regInfo.safeParse(JSON.parse(readItem('local', STORAGE_KEYS.registerInfo) ?? '{}'));
    if (parsed.success) stored = parsed.data;
  } catch {
    stored = {};
  }
  const merged = {
    affiliateCode: fromUrl.affiliateCode || stored.affiliateCode || '',
    referralCode: fromUrl.referralCode || stored.referralCode || '',
  };
  if (fromUrl.affiliateCode || fromUrl.referralCode)
    writeItem('local', STORAGE_KEYS.registerInfo, JSON.stringify(merged));
  return { ...merged, domain: params.get('domain')?.trim() ?? '' };
}
