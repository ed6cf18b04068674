import i18next from 'i18next';
import { LANGUAGE_COOKIE } from '@h5/contract/boot-data.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import tl from '../../../locales/tl.json';
import { initI18n, setLanguage } from '../i18n.ts';
import { applyLanguage, currentLanguage, storedLanguage } from '../language.ts';

describe('storedLanguage', () => {
  it('defaults to TY (Filipino)', () => {
    expect(storedLanguage()).toBe('TY');
  });

  it('reads hisLang first, then lang, case-insensitively, ignoring unknown codes', () => {
    localStorage.setItem('lang', 'en');
    expect(storedLanguage()).toBe('EN');
    localStorage.setItem('hisLang', 'TY');
    expect(storedLanguage()).toBe('TY');
    localStorage.setItem('hisLang', 'XX');
    expect(storedLanguage()).toBe('EN');
    localStorage.setItem('lang', 'ZZ');
    expect(storedLanguage()).toBe('TY');
  });
});

describe('the language cookie', () => {
  const cookieLanguage = () =>
    document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
      ?.slice(LANGUAGE_COOKIE.length + 1);

  it('follows applyLanguage, so the server embeds the first screen in the language the app starts in', () => {
    applyLanguage('EN');
    expect(cookieLanguage()).toBe('EN');
    applyLanguage('TY');
    expect(cookieLanguage()).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('TY');
  });

  it('is written for the whole site and kept, as the stored choice is', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    applyLanguage('EN');
    expect(written).toHaveBeenCalledTimes(1);
    const [pair, ...attributes] = String(written.mock.calls[0]?.[0]).split(/;\s*/);
    expect(pair).toBe(`${LANGUAGE_COOKIE}=EN`);
    // path=/: the pages at / and /register.html are served with the first screen's data too, not only /m/….
    expect(attributes.map((a) => a.toLowerCase())).toEqual(
      expect.arrayContaining(['path=/', `max-age=${365 * 24 * 60 * 60}`, 'samesite=lax']),
    );
  });

  it('never stops the start-up where cookies are refused (a sandboxed page throws, as it does on storage)', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(() => {
      applyLanguage('EN');
    }).not.toThrow();
    expect(currentLanguage()).toBe('EN');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows a language switch', async () => {
    await initI18n('TY');
    expect(cookieLanguage()).toBe('TY');
    await setLanguage('EN');
    expect(cookieLanguage()).toBe('EN');
  });
});

describe('i18n', () => {
  beforeEach(async () => {
    await initI18n('TY');
  });

  it('starts in Filipino with <html lang="fil">', () => {
    expect(document.documentElement.lang).toBe('fil');
    expect(i18next.t('title.home')).toBe(tl.title.home);
    expect(currentLanguage()).toBe('TY');
  });

  it('switches to English and persists the choice in hisLang and lang', async () => {
    await setLanguage('EN');
    expect(i18next.t('home.welcome')).toBe(en.home.welcome);
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(currentLanguage()).toBe('EN');
    expect(storedLanguage()).toBe('EN');
  });

  it('keeps the last choice when an earlier choice is still downloading', async () => {
    i18next.removeResourceBundle('en', 'translation');
    const english = setLanguage('EN');
    const filipino = setLanguage('TY');
    await Promise.all([english, filipino]);
    expect(currentLanguage()).toBe('TY');
    expect(document.documentElement.lang).toBe('fil');
    expect(localStorage.getItem('hisLang')).toBe('TY');
  });

  it('interpolates without escaping (React escapes)', () => {
    expect(i18next.t('home.matchTeams', { home: 'A&B', away: 'C' })).toContain('A&B');
  });

  it('uses the plural rules of each language (Intl.PluralRules)', async () => {
    // Filipino plural categories differ from English (3 is "one", 4 is "other"); the noun does not inflect.
    expect(new Intl.PluralRules('fil').select(3)).toBe('one');
    for (const count of [1, 3, 4, 10]) {
      expect(i18next.t('member.daysJoined', { count })).toBe(`Miyembro na sa loob ng ${count} araw`);
    }
    await setLanguage('EN');
    expect(i18next.t('member.daysJoined', { count: 1 })).toBe('Member for 1 day');
    expect(i18next.t('member.daysJoined', { count: 3 })).toBe('Member for 3 days');
  });
});
