import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@h5/contract/languages.ts';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type en from '../../locales/en.json';
import type depositEn from '../../locales/deposit/en.json';
import type formsEn from '../../locales/forms/en.json';
import type gamesEn from '../../locales/games/en.json';
import type memberEn from '../../locales/member/en.json';
import type promotionsEn from '../../locales/promotions/en.json';
import type socialEn from '../../locales/social/en.json';
import type supportEn from '../../locales/support/en.json';
import type withdrawEn from '../../locales/withdraw/en.json';
import type agentTeamEn from '../../locales/agent-team/en.json';
import type agentMoneyEn from '../../locales/agent-money/en.json';
import type redRainEn from '../../locales/red-rain/en.json';
import { applyLanguage, LANGUAGE_TAG } from './language.ts';

/** The English file is the type of every dictionary: a key missing from it is a type error where it is used. */
export type Messages = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: Messages;
      forms: typeof formsEn;
      games: typeof gamesEn;
      member: typeof memberEn;
      deposit: typeof depositEn;
      withdraw: typeof withdrawEn;
      promotions: typeof promotionsEn;
      social: typeof socialEn;
      support: typeof supportEn;
      agentTeam: typeof agentTeamEn;
      agentMoney: typeof agentMoneyEn;
      redRain: typeof redRainEn;
    };
    returnNull: false;
  }
}

/** Only the current language is downloaded; each file is its own chunk. */
const LOADERS: Record<Language, () => Promise<{ default: Messages }>> = {
  EN: () => import('../../locales/en.json'),
  TY: () => import('../../locales/tl.json'),
};

/**
 * Extra namespaces that only some pages need, kept out of the start-up file (home-route budget): `forms` holds the
 * registration-rule messages (platform-api §7) of the account screens; `games` the texts of the lobby, game list and
 * lottery pages (the category names the home route and side menu show stay in the main file's `games` group);
 * `member` the texts of the member center, agent home, help, mail, feedback and record pages (lobby §2.11–§2.13);
 * `deposit` the texts of the deposit page (lobby §2.11 `/m/voucherCenter`); `withdraw` the texts of the withdraw,
 * security-centre, withdraw-record and transfer-to-superior pages (lobby §2.11); `promotions` the texts of the
 * activity center, reward center, VIP benefits, mission, manual rebate and rebate report pages (issue 16); `support`
 * the customer-service channels and the in-app conversation (issue 17); `social` the social sign-in buttons of the
 * login and register screens and the sign-in callback page (issue 17).
 */
const NAMESPACE_LOADERS = {
  forms: {
    EN: () => import('../../locales/forms/en.json'),
    TY: () => import('../../locales/forms/tl.json'),
  },
  games: {
    EN: () => import('../../locales/games/en.json'),
    TY: () => import('../../locales/games/tl.json'),
  },
  member: {
    EN: () => import('../../locales/member/en.json'),
    TY: () => import('../../locales/member/tl.json'),
  },
  deposit: {
    EN: () => import('../../locales/deposit/en.json'),
    TY: () => import('../../locales/deposit/tl.json'),
  },
  withdraw: {
    EN: () => import('../../locales/withdraw/en.json'),
    TY: () => import('../../locales/withdraw/tl.json'),
  },
  promotions: {
    EN: () => import('../../locales/promotions/en.json'),
    TY: () => import('../../locales/promotions/tl.json'),
  },
  social: {
    EN: () => import('../../locales/social/en.json'),
    TY: () => import('../../locales/social/tl.json'),
  },
  support: {
    EN: () => import('../../locales/support/en.json'),
    TY: () => import('../../locales/support/tl.json'),
  },
  /** The agent's team reports: overview, management, profit and loss, betting (issue 18). */
  agentTeam: {
    EN: () => import('../../locales/agent-team/en.json'),
    TY: () => import('../../locales/agent-team/tl.json'),
  },
  /** The agent's money tools: rebate rates, team rebate income, open account, contracts (issue 18). */
  agentMoney: {
    EN: () => import('../../locales/agent-money/en.json'),
    TY: () => import('../../locales/agent-money/tl.json'),
  },
  /** The agent's red envelope rain (issue 18). */
  redRain: {
    EN: () => import('../../locales/red-rain/en.json'),
    TY: () => import('../../locales/red-rain/tl.json'),
  },
} satisfies Record<string, Record<Language, () => Promise<{ default: unknown }>>>;
export type ExtraNamespace = keyof typeof NAMESPACE_LOADERS;
const wanted = new Set<ExtraNamespace>();

async function ensureMessages(language: Language): Promise<void> {
  const tag = LANGUAGE_TAG[language];
  const extras = [...wanted].filter((ns) => !i18next.hasResourceBundle(tag, ns));
  await Promise.all(
    extras.map(async (ns) => {
      const { default: messages } = await NAMESPACE_LOADERS[ns][language]();
      i18next.addResourceBundle(tag, ns, messages);
    }),
  );
  if (i18next.hasResourceBundle(tag, 'translation')) return;
  const { default: messages } = await LOADERS[language]();
  i18next.addResourceBundle(tag, 'translation', messages);
}

/** Loads an extra namespace for the current language, and for every language switched to from now on. */
export async function loadNamespace(ns: ExtraNamespace): Promise<void> {
  wanted.add(ns);
  // Before start-up has initialised i18next, initI18n loads it with the first language.
  if (!i18next.isInitialized) return;
  const entry = Object.entries(LANGUAGE_TAG).find(([, tag]) => tag === i18next.language);
  const code = entry?.[0];
  await ensureMessages(isLanguage(code) ? code : DEFAULT_LANGUAGE);
}

/** Start-up (lobby spec §4, "set language"): loads the chosen language's file, then initialises i18next. */
export async function initI18n(language: Language): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: LANGUAGE_TAG[language],
      resources: {},
      fallbackLng: false,
      supportedLngs: Object.values(LANGUAGE_TAG),
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await setLanguage(language);
}

/** Counts switches, so that a slow download of an earlier choice cannot override a later one. */
let latestSwitch = 0;

/** Switches the interface language; the file is fetched first so the switch never shows raw keys. */
export async function setLanguage(language: Language): Promise<void> {
  const thisSwitch = ++latestSwitch;
  await ensureMessages(language);
  if (thisSwitch !== latestSwitch) return;
  await i18next.changeLanguage(LANGUAGE_TAG[language]);
  applyLanguage(language);
}

/** The interface language as a contract code, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const entry = Object.entries(LANGUAGE_TAG).find(([, tag]) => tag === i18n.language);
  const code = entry?.[0];
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}
