import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAG } from '../../lib/i18n/language.ts';
import en from '../../locales/agent-money/en.json';
import tl from '../../locales/agent-money/tl.json';

const NAMESPACE = 'agentMoney';

/**
 * The `agentMoney` texts, both languages, added by the feature's own chunk rather than by a loader in lib/i18n: every
 * namespace loader is code of the start-up file, which is at its size budget (home route). Both languages are small
 * and come together, so switching language on an agent page needs no further fetch.
 */
export function useAgentMoneyTranslation() {
  for (const [tag, messages] of [
    [LANGUAGE_TAG.EN, en],
    [LANGUAGE_TAG.TY, tl],
  ] as const) {
    if (!i18next.hasResourceBundle(tag, NAMESPACE)) i18next.addResourceBundle(tag, NAMESPACE, messages);
  }
  return useTranslation(NAMESPACE);
}
