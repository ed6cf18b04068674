import {
  getPromotionCategories as endpoint,
  type PromotionCategory,
} from '@h5/contract/endpoints/promotions.ts';
import type { Language } from '@h5/contract/languages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';
import { promotionsQueryKey } from '../../../lib/money/rewards-changed.ts';

export type { PromotionCategory };

/** The activity center's tabs (platform-api §4.6 `PROMOFE_getPromotionAnnouncementCategory`), guests too. */
export function getPromotionCategories(signal?: AbortSignal): Promise<PromotionCategory[]> {
  return request(endpoint, { signal });
}

/** Keyed by language: the names come in the request's language. */
export function promotionCategoriesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...promotionsQueryKey, 'categories', language],
    queryFn: ({ signal }) => getPromotionCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePromotionCategories() {
  return useQuery(promotionCategoriesQueryOptions(useLanguage()));
}
