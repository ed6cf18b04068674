import type { Language } from '@h5/contract/languages.ts';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../../lib/i18n/i18n.ts';

/**
 * The interface language, following a change only after `delayMs` (lobby §4: a language change reloads the list
 * after 200 ms and the vendors after 250 ms), so a quick back-and-forth costs one reload, not two.
 */
export function useDebouncedLanguage(delayMs: number): Language {
  const language = useLanguage();
  const [settled, setSettled] = useState(language);
  useEffect(() => {
    if (language === settled) return;
    const timer = setTimeout(() => {
      setSettled(language);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [language, settled, delayMs]);
  return settled;
}
