import { getPromotionDetail as endpoint, type PromotionDetail } from '@h5/contract/endpoints/promotions.ts';
import type { Language } from '@h5/contract/languages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { promotionsQueryKey } from '../../../lib/money/rewards-changed.ts';

export type { PromotionDetail };

/** One promotion with its rules (HTML, sanitised where shown), the member's progress and claimable reward. */
export function getPromotionDetail(id: string, signal?: AbortSignal): Promise<PromotionDetail> {
  return request(endpoint, { query: { id }, signal });
}

export function promotionDetailQueryOptions(token: string | null, language: Language, id: string) {
  return queryOptions({
    queryKey: [...promotionsQueryKey, 'detail', token, language, id],
    queryFn: ({ signal }) => getPromotionDetail(id, signal),
  });
}

export function usePromotionDetail(id: string) {
  return useQuery(promotionDetailQueryOptions(useSession()?.token ?? null, useLanguage(), id));
}
