import { OPTIONAL_REGISTER_FIELDS } from '@h5/contract/endpoints/register.ts';
import type { RegisterRule, RegisterRules } from '@h5/contract/endpoints/system.ts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespace } from '../../../../lib/i18n/i18n.ts';
import {
  OPTIONAL_FIELDS,
  optionalFieldCheck,
  optionalFieldRequired,
  shownOptionalFields,
  type OptionalFieldSpec,
} from '../register-fields.ts';

const rule = (change: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '^[a-zA-Z0-9]+$',
  minLength: 2,
  maxLength: 12,
  patternId: 4,
  ...change,
});

const spec = (name: OptionalFieldSpec['name']): OptionalFieldSpec => {
  const found = OPTIONAL_FIELDS.find((field) => field.name === name);
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};

const t = () => i18next.getFixedT(null, 'translation');
const USERNAME_TAB = { mode: 'username', usernameSms: false } as const;
const USERNAME_TAB_SMS = { mode: 'username', usernameSms: true } as const;
const MOBILE_TAB = { mode: 'mobile', usernameSms: false } as const;

beforeAll(async () => {
  await initI18n('EN');
  await loadNamespace('forms');
});

describe('optional registration fields (accounts spec §2, §5)', () => {
  it("has one row per optional field of the contract, in the contract's order, the invitation code apart", () => {
    expect(OPTIONAL_FIELDS.map((field) => field.name)).toEqual(
      OPTIONAL_REGISTER_FIELDS.filter((name) => name !== 'affiliateCode'),
    );
  });

  it('shows the fields whose rule is on; the mobile number on the username tab only, and always with SMS', () => {
    const rules: RegisterRules = { email: rule(), zalo: rule({ enabled: false }), mobileNum: rule() };
    const names = (context: typeof USERNAME_TAB | typeof MOBILE_TAB | typeof USERNAME_TAB_SMS, r = rules) =>
      shownOptionalFields(r, context).map((field) => field.name);
    expect(names(USERNAME_TAB)).toEqual(['email', 'mobileNum']);
    expect(names(MOBILE_TAB)).toEqual(['email']);
    expect(names(USERNAME_TAB, { email: rule() })).toEqual(['email']);
    expect(names(USERNAME_TAB_SMS, { email: rule() })).toEqual(['email', 'mobileNum']);
  });

  it('marks a field required by its rule, and the mobile number whenever SMS needs it', () => {
    const rules: RegisterRules = { email: rule({ required: true }), mobileNum: rule() };
    expect(optionalFieldRequired(spec('email'), rules, USERNAME_TAB)).toBe(true);
    expect(optionalFieldRequired(spec('nickname'), rules, USERNAME_TAB)).toBe(false);
    expect(optionalFieldRequired(spec('mobileNum'), rules, USERNAME_TAB)).toBe(false);
    expect(optionalFieldRequired(spec('mobileNum'), {}, USERNAME_TAB_SMS)).toBe(true);
  });

  it("checks by the rule; the e-mail without surrounding spaces; the payee name's own message for an unknown pattern", () => {
    const rules: RegisterRules = {
      email: rule({ acceptedPattern: '^\\S+@\\S+$', maxLength: 50 }),
      payeeName: rule({ acceptedPattern: '^[a-zA-Z ]+$', patternId: 99 }),
    };
    expect(optionalFieldCheck(t(), spec('email'), rules, USERNAME_TAB)(' me@example.com ')).toBe(true);
    expect(optionalFieldCheck(t(), spec('payeeName'), rules, USERNAME_TAB)('J0hn')).toBe(
      'Payee name format is incorrect',
    );
    expect(optionalFieldCheck(t(), spec('nickname'), rules, USERNAME_TAB)('any text at all')).toBe(true);
  });

  it('checks the mobile number by its rule when on, else digits up to 20; empty only when nothing requires it', () => {
    const check = (
      rules: RegisterRules,
      context: typeof USERNAME_TAB | typeof USERNAME_TAB_SMS = USERNAME_TAB,
    ) => optionalFieldCheck(t(), spec('mobileNum'), rules, context);
    const byRule = {
      mobileNum: rule({ acceptedPattern: '^9\\d{9}$', minLength: 10, maxLength: 10, patternId: 6 }),
    };
    expect(check(byRule)('9171234567')).toBe(true);
    expect(check(byRule)('12345')).toBe('Numbers only, 10 digits');
    expect(check(byRule)('')).toBe(true);
    expect(check(byRule, USERNAME_TAB_SMS)('')).toBe('Input cannot be empty');
    expect(check({ mobileNum: rule({ enabled: false, required: true }) })('')).toBe('Input cannot be empty');
    expect(check({}, USERNAME_TAB_SMS)('12345')).toBe(true);
    expect(check({}, USERNAME_TAB_SMS)('12a45')).toBe('Please enter a valid mobile number');
  });
});
