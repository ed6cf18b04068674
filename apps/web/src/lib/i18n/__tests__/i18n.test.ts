import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import tl from '../../../locales/tl.json';
import { initI18n, setLanguage } from '../i18n.ts';
import { currentLanguage, storedLanguage } from '../language.ts';

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
