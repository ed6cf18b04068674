import type { RegisterRule } from '@h5/contract/endpoints/system.ts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import formsEn from '../../../../locales/forms/en.json';
import formsTl from '../../../../locales/forms/tl.json';
import { initI18n, loadNamespace } from '../../../../lib/i18n/i18n.ts';
import {
  captchaCheck,
  compilePattern,
  FORGOT_EMAIL_PATTERN,
  loginRule,
  passesRule,
  patternMessage,
  ruleCheck,
} from '../rules.ts';

const rule = (change: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z0-9]+$',
  minLength: 6,
  maxLength: 12,
  patternId: 4,
  ...change,
});

beforeAll(async () => {
  await initI18n('EN');
  await loadNamespace('forms');
});

describe('registration rules (platform-api §7)', () => {
  it('has all 20 pattern texts in EN and TY', () => {
    for (let id = 0; id < 20; id++) {
      const key = `reg_pattern_${id}` as keyof typeof formsEn;
      expect(formsEn[key], key).toBeTruthy();
      expect(formsTl[key], key).toBeTruthy();
      expect(formsTl[key], key).not.toBe(formsEn[key]);
    }
  });

  it('fills (min) and (max) into the message of each patternId', () => {
    const t = i18next.t.bind(i18next);
    for (let id = 0; id < 20; id++) {
      const text = patternMessage(t, rule({ patternId: id }));
      expect(text).not.toMatch(/\((min|max)\)/);
      const raw = formsEn[`reg_pattern_${id}` as keyof typeof formsEn];
      if (raw.includes('(min)')) expect(text).toContain('6-12');
    }
    expect(patternMessage(t, rule({ patternId: 6 }))).toBe('Numbers only, 6-12 digits');
  });

  it('collapses min = max to one number', () => {
    const t = i18next.t.bind(i18next);
    expect(patternMessage(t, rule({ patternId: 6, minLength: 10, maxLength: 10 }))).toBe(
      'Numbers only, 10 digits',
    );
  });

  it('falls back to pattern 0 for an unknown patternId', () => {
    const t = i18next.t.bind(i18next);
    expect(patternMessage(t, rule({ patternId: 99 }))).toBe('6-12 characters');
  });

  it('treats "*" as anything, checks length in code points', () => {
    expect(compilePattern('*').test('any thing ✓')).toBe(true);
    expect(passesRule('ab cd!', rule({ acceptedPattern: '*', minLength: 2, maxLength: 6 }))).toBe(true);
    expect(passesRule('ab cd!x', rule({ acceptedPattern: '*', minLength: 2, maxLength: 6 }))).toBe(false);
    expect(passesRule('😀😀', rule({ acceptedPattern: '*', minLength: 2, maxLength: 2 }))).toBe(true);
  });

  it('passes an empty non-required value, refuses an empty required one with not_empty', () => {
    const t = i18next.t.bind(i18next);
    expect(ruleCheck(t, rule({ required: false }))('')).toBe(true);
    expect(ruleCheck(t, rule())('')).toBe('Input cannot be empty');
    expect(ruleCheck(t, rule())('abc')).toBe(patternMessage(t, rule()));
    expect(ruleCheck(t, rule())('abc_def')).not.toBe(true);
    expect(ruleCheck(t, rule())('abcdef1')).toBe(true);
  });

  it('uses a merchant login rule when sent, else the mobile rule or a lenient default', () => {
    expect(loginRule(undefined, 'loginUsername')).toMatchObject({ required: true, acceptedPattern: '*' });
    expect(loginRule({ mobileNum: rule({ required: false, patternId: 6 }) }, 'loginMobileNum')).toMatchObject(
      {
        required: true,
        patternId: 6,
      },
    );
    expect(loginRule({ loginPassword: rule({ patternId: 7 }) }, 'loginPassword').patternId).toBe(7);
  });

  it('captcha: digits only, at most 6', () => {
    const check = captchaCheck('write the code');
    expect(check('123456')).toBe(true);
    expect(check('1234567')).toBe('write the code');
    expect(check('12a4')).toBe('write the code');
    expect(check('')).toBe('write the code');
  });

  it('forgot-password e-mail pattern of accounts spec §5', () => {
    for (const ok of ['player@example.com', 'a.b@mail.co.uk', 'x_1@site.ph'])
      expect(FORGOT_EMAIL_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['player', 'a@b', 'a@b.c', 'a@b.comm', '@example.com', 'a@@example.com'])
      expect(FORGOT_EMAIL_PATTERN.test(bad), bad).toBe(false);
  });

  it('gives a field its format message when the rule has an unknown patternId, and the pattern text otherwise', () => {
    const t = i18next.t;
    expect(patternMessage(t, rule({ patternId: 99 }), 'Payee name format is incorrect')).toBe(
      'Payee name format is incorrect',
    );
    expect(patternMessage(t, rule({ patternId: 8, minLength: 2, maxLength: 50 }), 'Payee')).toBe(
      'English letters and spaces only, 2-50 characters',
    );
    // Without a fallback an unknown id still gets text 0.
    expect(patternMessage(t, rule({ patternId: 99 }))).toBe('6-12 characters');
    expect(ruleCheck(t, rule({ patternId: 99 }), 'fallback')('!!')).toBe('fallback');
    expect(ruleCheck(t, rule({ patternId: 99 }), 'fallback')('')).toBe('Input cannot be empty');
  });
});
