import { getGameVendors as endpoint, type VendorConfig } from '@h5/contract/endpoints/game-vendors.ts';
import type { Language } from '@h5/contract/languages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { appConfig } from '../../../lib/config.ts';
import { CLIENT_TYPE, GAME_PLATFORM, VENDOR_LANGUAGE_DEBOUNCE_MS } from '../constants.ts';
import { useDebouncedLanguage } from '../hooks/use-debounced-language.ts';

/** platform-api §4.5 game vendors: category order, vendors per category, classify keys (lobby §3). */
export function getGameVendorConfig(language: Language, signal?: AbortSignal): Promise<VendorConfig> {
  return request(endpoint, {
    query: {
      merchant: appConfig().merchant,
      platform: GAME_PLATFORM,
      clientType: String(CLIENT_TYPE),
      language,
    },
    signal,
  });
}

/**
 * Keyed by the language: the vendor names are localised. `ownLanguageReload` keeps the app's global refetch
 * after a language switch away from it: it reloads by itself once the debounced language changes (lobby §4).
 */
export function gameVendorsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['games', 'vendors', language],
    queryFn: ({ signal }) => getGameVendorConfig(language, signal),
    staleTime: 5 * 60_000,
    meta: { ownLanguageReload: true },
  });
}

export function useGameVendors() {
  const language = useDebouncedLanguage(VENDOR_LANGUAGE_DEBOUNCE_MS);
  return useQuery({ ...gameVendorsQueryOptions(language), placeholderData: (previous) => previous });
}
