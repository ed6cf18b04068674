import { getPromotions as endpoint, type PromotionSummary } from '@h5/contract/endpoints/promotions.ts';
import type { Language } from '@h5/contract/languages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { promotionsQueryKey } from '../../../lib/money/rewards-changed.ts';

export type { PromotionSummary };

/** The merchant's live and coming promotions, of one category or all, with the member's status for each. */
export function getPromotions(categoryId: string | null, signal?: AbortSignal): Promise<PromotionSummary[]> {
  return request(endpoint, { query: categoryId ? { categoryId } : {}, signal }).then((page) => page.content);
}

/** Keyed by the session (the statuses are the member's; a guest's differ) and the language of the texts. */
export function promotionsQueryOptions(token: string | null, language: Language, categoryId: string | null) {
  return queryOptions({
    queryKey: [...promotionsQueryKey, 'list', token, language, categoryId],
    queryFn: ({ signal }) => getPromotions(categoryId, signal),
  });
}

export function usePromotions(categoryId: string | null) {
  return useQuery(promotionsQueryOptions(useSession()?.token ?? null, useLanguage(), categoryId));
}
