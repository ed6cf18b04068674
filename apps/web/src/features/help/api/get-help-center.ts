import { getHelpCenter as endpoint, type HelpItem } from '@h5/contract/endpoints/system.ts';
import type { Language } from '@h5/contract/languages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { useLanguage } from '../../../lib/i18n/i18n.ts';

export type { HelpItem };

/** Help-center articles in the interface language (platform-api §4.4, OP-19: `lang` + `device`). */
export function getHelpCenter(language: Language, signal?: AbortSignal): Promise<HelpItem[]> {
  return request(endpoint, { query: { lang: language, device: 'WEB' }, signal });
}

export function helpCenterQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['help', language],
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 10 * 60_000,
  });
}

export function useHelpCenter() {
  return useQuery(helpCenterQueryOptions(useLanguage()));
}
