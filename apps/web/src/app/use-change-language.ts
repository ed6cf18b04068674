import type { Language } from '@h5/contract/languages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setLanguage } from '../lib/i18n/i18n.ts';

/**
 * Switches the interface language, then refetches what is on screen: the server localises `message`s and
 * configuration texts by the `Language` header (platform-api §2), so every active query is language-dependent.
 * Data already shown stays until the new answer arrives. Queries marked `meta.ownLanguageReload` carry the
 * language in their key and reload by themselves after the spec's debounce (game lists and vendors, lobby §4).
 */
export function useChangeLanguage(): (language: Language) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (language: Language) => {
      void setLanguage(language)
        .then(() =>
          queryClient.invalidateQueries({ predicate: (query) => query.meta?.ownLanguageReload !== true }),
        )
        .catch(() => {
          // The language file could not be downloaded: the interface stays in the current language.
        });
    },
    [queryClient],
  );
}
