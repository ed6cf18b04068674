import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../endpoint-table.ts';
import { flattenWhitelabel } from '../whitelabel.ts';
import { parseLanguage } from '../languages.ts';

describe('endpoint table', () => {
  it('has unique names and unique method + path pairs', () => {
    const names = ENDPOINTS.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = ENDPOINTS.flatMap((e) => [e.path, ...(e.aliases ?? [])].map((p) => `${e.method} ${p}`));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keeps every path under the platform prefixes, and the operator API under its own', () => {
    for (const e of ENDPOINTS) {
      const prefix = e.token === 'operator' ? /^\/ops\// : /^\/(wps|lgw)\//;
      for (const p of [e.path, ...(e.aliases ?? [])]) expect(p).toMatch(prefix);
    }
  });

  it('only uses a form body where platform-api §1 says so', () => {
    const forms = ENDPOINTS.filter((e) => e.bodyType === 'form').map((e) => e.path);
    expect(forms.every((p) => p === '/wps/member/password/email')).toBe(true);
  });
});

describe('flattenWhitelabel', () => {
  it('maps modId to on, and a child of a switched-off node is off', () => {
    const flags = flattenWhitelabel({
      modId: 'ROOT',
      enabled: '1',
      childrenNodes: [
        { modId: 'A', enabled: '1', childrenNodes: [{ modId: 'A1', enabled: '1', childrenNodes: [] }] },
        { modId: 'B', enabled: '0', childrenNodes: [{ modId: 'B1', enabled: '1', childrenNodes: [] }] },
      ],
    });
    expect(flags).toEqual({ ROOT: true, A: true, A1: true, B: false, B1: false });
  });
});

describe('parseLanguage', () => {
  it('accepts any case and falls back to TY', () => {
    expect(parseLanguage('en')).toBe('EN');
    expect(parseLanguage(' TY ')).toBe('TY');
    expect(parseLanguage('VI')).toBe('TY');
    expect(parseLanguage(undefined)).toBe('TY');
  });
});
