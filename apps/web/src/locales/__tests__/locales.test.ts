import { describe, expect, it } from 'vitest';
import en from '../en.json';
import depositEn from '../deposit/en.json';
import depositTl from '../deposit/tl.json';
import formsEn from '../forms/en.json';
import formsTl from '../forms/tl.json';
import gamesEn from '../games/en.json';
import gamesTl from '../games/tl.json';
import memberEn from '../member/en.json';
import memberTl from '../member/tl.json';
import tl from '../tl.json';
import withdrawEn from '../withdraw/en.json';
import withdrawTl from '../withdraw/tl.json';

function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const EN = flatten(en);
const TL = flatten(tl);
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('have exactly the same keys', () => {
    expect([...TL.keys()].sort()).toEqual([...EN.keys()].sort());
  });

  it('have a non-empty string for every key', () => {
    for (const [name, messages] of [
      ['en', EN],
      ['tl', TL],
    ] as const) {
      for (const [key, value] of messages) {
        expect(typeof value === 'string' && value.trim().length > 0, `${name}: ${key}`).toBe(true);
      }
    }
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const [key, value] of EN) expect(placeholders(TL.get(key)), key).toEqual(placeholders(value));
  });

  it('are translated, not copied: most Filipino texts differ from the English ones', () => {
    const same = [...EN].filter(([key, value]) => TL.get(key) === value).map(([key]) => key);
    // Allowed: language names, brand-like words and interpolation-only patterns.
    expect(same.length / EN.size).toBeLessThan(0.1);
  });

  it('carry the dictionary keys the specs and ARCHITECTURE.md name', () => {
    for (const key of [
      'errors.free_reject',
      'errors.contact_service',
      'common.in_popup_prompt',
      'common.in_sure_logout',
      'common.in_please_wait',
      'auth.in_been_out',
      'errors.in_email_incorrect',
      'errors.blockip',
      'errors.loadFailed',
      'errors.slowConnection',
      'errors.noInternet',
      'errors.maintenance',
      'errors.unknown',
      'errors.systemUpgrading',
      'common.back',
      'title.home',
      'title.notice',
      'home.welcome',
    ]) {
      expect(EN.has(key), key).toBe(true);
    }
  });

  it('forms: the lazily loaded namespace has the same keys and placeholders in both languages', () => {
    const formsEN = flatten(formsEn);
    const formsTL = flatten(formsTl);
    expect([...formsTL.keys()].sort()).toEqual([...formsEN.keys()].sort());
    for (const [key, value] of formsEN)
      expect(placeholders(formsTL.get(key)), key).toEqual(placeholders(value));
  });

  it('games: the lazily loaded namespace has the same keys, non-empty texts and placeholders in both languages', () => {
    const gamesEN = flatten(gamesEn);
    const gamesTL = flatten(gamesTl);
    expect([...gamesTL.keys()].sort()).toEqual([...gamesEN.keys()].sort());
    for (const [key, value] of gamesEN) {
      expect(placeholders(gamesTL.get(key)), key).toEqual(placeholders(value));
      expect(String(gamesTL.get(key)).trim(), key).not.toBe('');
    }
    const same = [...gamesEN].filter(([key, value]) => gamesTL.get(key) === value);
    expect(same.length / gamesEN.size).toBeLessThan(0.1);
  });

  it('member: the lazily loaded namespace has the same keys, non-empty texts and placeholders in both languages', () => {
    const memberEN = flatten(memberEn);
    const memberTL = flatten(memberTl);
    expect([...memberTL.keys()].sort()).toEqual([...memberEN.keys()].sort());
    for (const [key, value] of memberEN) {
      expect(typeof value === 'string' && value.trim().length > 0, `en: ${key}`).toBe(true);
      expect(
        typeof memberTL.get(key) === 'string' && String(memberTL.get(key)).trim().length > 0,
        `tl: ${key}`,
      ).toBe(true);
      expect(placeholders(memberTL.get(key)), key).toEqual(placeholders(value));
    }
    const same = [...memberEN].filter(([key, value]) => memberTL.get(key) === value).map(([key]) => key);
    expect(same.length / memberEN.size).toBeLessThan(0.1);
  });
  it('deposit: the lazily loaded namespace has the same keys, non-empty texts and placeholders in both languages', () => {
    const depositEN = flatten(depositEn);
    const depositTL = flatten(depositTl);
    expect([...depositTL.keys()].sort()).toEqual([...depositEN.keys()].sort());
    for (const [key, value] of depositEN) {
      expect(typeof value === 'string' && value.trim().length > 0, `en: ${key}`).toBe(true);
      expect(
        typeof depositTL.get(key) === 'string' && String(depositTL.get(key)).trim().length > 0,
        `tl: ${key}`,
      ).toBe(true);
      expect(placeholders(depositTL.get(key)), key).toEqual(placeholders(value));
    }
    const same = [...depositEN].filter(([key, value]) => depositTL.get(key) === value).map(([key]) => key);
    expect(same.length / depositEN.size, same.join(', ')).toBeLessThan(0.1);
  });

  it('withdraw: the lazily loaded namespace has the same keys, non-empty texts and placeholders in both languages', () => {
    const withdrawEN = flatten(withdrawEn);
    const withdrawTL = flatten(withdrawTl);
    expect([...withdrawTL.keys()].sort()).toEqual([...withdrawEN.keys()].sort());
    for (const [key, value] of withdrawEN) {
      expect(typeof value === 'string' && value.trim().length > 0, `en: ${key}`).toBe(true);
      expect(
        typeof withdrawTL.get(key) === 'string' && String(withdrawTL.get(key)).trim().length > 0,
        `tl: ${key}`,
      ).toBe(true);
      expect(placeholders(withdrawTL.get(key)), key).toEqual(placeholders(value));
    }
    const same = [...withdrawEN].filter(([key, value]) => withdrawTL.get(key) === value).map(([key]) => key);
    expect(same.length / withdrawEN.size, same.join(', ')).toBeLessThan(0.1);
  });
});
