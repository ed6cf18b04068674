import { describe, expect, it } from 'vitest';
import en from '../en.json';
import tl from '../tl.json';

type Dictionary = Record<string, unknown>;
/** Every lazily loaded namespace (`locales/<namespace>/{en,tl}.json`), found by folder: a new one is checked too. */
const NAMESPACES_EN = import.meta.glob<Dictionary>('../*/en.json', { eager: true, import: 'default' });
const NAMESPACES_TL = import.meta.glob<Dictionary>('../*/tl.json', { eager: true, import: 'default' });
const namespaceOf = (path: string) => path.split('/')[1] ?? path;

/**
 * The share of texts that may read the same in both languages, where a namespace has more words Filipino keeps as
 * they are than the usual tenth: the agent tools' loan words (Agent, Downline, Slots, Live casino, Rebate, Rate, Status).
 */
const SAME_TEXT_ALLOWED: Readonly<Record<string, number>> = { 'agent-team': 0.12, 'agent-money': 0.2 };

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
});

describe('namespace files', () => {
  const names = Object.keys(NAMESPACES_EN).map(namespaceOf).sort();

  it('come in both languages', () => {
    expect(Object.keys(NAMESPACES_TL).map(namespaceOf).sort()).toEqual(names);
    expect(names.length).toBeGreaterThanOrEqual(9);
  });

  it.each(names)(
    '%s: the same keys, non-empty texts and placeholders in both languages, most of them translated',
    (name) => {
      const enTexts = flatten(NAMESPACES_EN[`../${name}/en.json`]);
      const tlTexts = flatten(NAMESPACES_TL[`../${name}/tl.json`]);
      expect([...tlTexts.keys()].sort()).toEqual([...enTexts.keys()].sort());
      for (const [key, value] of enTexts) {
        expect(typeof value === 'string' && value.trim().length > 0, `en: ${key}`).toBe(true);
        const other = tlTexts.get(key);
        expect(typeof other === 'string' && other.trim().length > 0, `tl: ${key}`).toBe(true);
        expect(placeholders(other), key).toEqual(placeholders(value));
      }
      const same = [...enTexts].filter(([key, value]) => tlTexts.get(key) === value).map(([key]) => key);
      expect(same.length / enTexts.size, same.join(', ')).toBeLessThan(SAME_TEXT_ALLOWED[name] ?? 0.1);
    },
  );
});
