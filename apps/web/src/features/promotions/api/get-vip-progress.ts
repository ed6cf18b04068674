import { getVipProgress as endpoint } from '@h5/contract/endpoints/promotions.ts';
import type { Language } from '@h5/contract/languages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { promotionsQueryKey } from '../../../lib/money/rewards-changed.ts';

export type VipProgress = z.infer<typeof endpoint.response>;

/** VIP benefits (VIPBENEFIT3, platform-api §4.6 `MCSFE_getPlayerRankProgress`): level, turnover, every level. */
export function getVipProgress(signal?: AbortSignal): Promise<VipProgress> {
  return request(endpoint, { signal });
}

export function vipProgressQueryOptions(token: string | null, language: Language) {
  return queryOptions({
    queryKey: [...promotionsQueryKey, 'vip', token, language],
    queryFn: ({ signal }) => getVipProgress(signal),
    enabled: token !== null,
  });
}

export function useVipProgress() {
  return useQuery(vipProgressQueryOptions(useSession()?.token ?? null, useLanguage()));
}
