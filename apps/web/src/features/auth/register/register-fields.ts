import type { OPTIONAL_REGISTER_FIELDS } from '@h5/contract/endpoints/register.ts';
import type { RegisterRule, RegisterRules } from '@h5/contract/endpoints/system.ts';
import type { TFunction } from 'i18next';
import type { Messages } from '../../../lib/i18n/i18n.ts';
import type { RegisterMode } from '../api/register.ts';
import { AUTH } from '../constants.ts';
import { ruleCheck, type Check } from '../validation/rules.ts';

/** The invitation code has its own place in the form (it hides when the link's code is valid). */
export type OptionalField = Exclude<(typeof OPTIONAL_REGISTER_FIELDS)[number], 'affiliateCode'>;

export interface OptionalFieldSpec {
  /** The value's name, in the form and the body, and the name of the merchant's rule that governs it. */
  name: OptionalField;
  /** Key of the label in the `auth` texts. */
  label: keyof Messages['auth'];
  type: 'text' | 'password' | 'email' | 'tel';
  inputMode?: 'numeric';
  /** The input's limit when the rule gives none. */
  maxLength?: number;
  /**
   * `rule`: the rule checks the value as typed; `trimmed`: the value without surrounding spaces; `mobile`: the
   * username tab's mobile number, with its own requirements (see {@link optionalFieldCheck}).
   */
  check: 'rule' | 'trimmed' | 'mobile';
  /** Key in the `forms` texts of the format message used when the rule's pattern has no text (accounts spec §5). */
  formatMessage?: 'in_payeeName_incorrect';
}

/**
 * The optional fields of accounts spec §2 in screen order (the contract's order). A `password` field can be
 * revealed; a `tel` field has the dialing-code picker and the mobile-number placeholder.
 */
export const OPTIONAL_FIELDS: readonly OptionalFieldSpec[] = [
  { name: 'paymentPassword', label: 'paymentPassword', type: 'password', check: 'rule' },
  { name: 'idNumber', label: 'idNumber', type: 'text', check: 'rule' },
  { name: 'qqNum', label: 'qqNum', type: 'text', check: 'rule' },
  { name: 'facebook', label: 'facebook', type: 'text', check: 'rule' },
  { name: 'wechat', label: 'wechat', type: 'text', check: 'rule' },
  { name: 'line', label: 'line', type: 'text', check: 'rule' },
  { name: 'whatsapp', label: 'whatsapp', type: 'text', check: 'rule' },
  { name: 'zalo', label: 'zalo', type: 'text', check: 'rule' },
  { name: 'email', label: 'email', type: 'email', check: 'trimmed' },
  { name: 'nickname', label: 'nickname', type: 'text', check: 'rule' },
  {
    name: 'payeeName',
    label: 'payeeName',
    type: 'text',
    check: 'rule',
    formatMessage: 'in_payeeName_incorrect',
  },
  {
    name: 'mobileNum',
    label: 'in_increase_mobileNum',
    type: 'tel',
    inputMode: 'numeric',
    maxLength: AUTH.phoneMaxLength,
    check: 'mobile',
  },
  { name: 'recommenderId', label: 'recommenderId', type: 'text', check: 'rule' },
];

/** The parts of the form the optional fields depend on. */
export interface OptionalFieldsContext {
  mode: RegisterMode;
  /**
   * REGMOBVERF3 on the username tab: a mobile number and its SMS code are needed whatever the mobileNum rule says
   * (the server requires both whenever the switch is on).
   */
  usernameSms: boolean;
}

/** The fields shown: those whose rule is on; the mobile number only on the username tab, and there always with SMS. */
export function shownOptionalFields(
  rules: RegisterRules,
  { mode, usernameSms }: OptionalFieldsContext,
): OptionalFieldSpec[] {
  return OPTIONAL_FIELDS.filter((spec) => {
    if (spec.check === 'mobile')
      return mode === 'username' && (Boolean(rules.mobileNum?.enabled) || usernameSms);
    return Boolean(rules[spec.name]?.enabled);
  });
}

/** Marked with an asterisk: the rule requires it, or it is the mobile number that SMS needs. */
export function optionalFieldRequired(
  spec: OptionalFieldSpec,
  rules: RegisterRules,
  { usernameSms }: OptionalFieldsContext,
): boolean {
  return Boolean(rules[spec.name]?.required) || (spec.check === 'mobile' && usernameSms);
}

/** The check of a field by its rule (accounts spec §5), or none when the merchant sends no rule for it. */
export function checkByRule(t: TFunction, rule: RegisterRule | undefined, fallback?: string): Check {
  return rule ? ruleCheck(t, rule, fallback) : () => true;
}

/**
 * An optional field's check (accounts spec §5). The username tab's mobile number: required with REGMOBVERF3 or by
 * its rule; the rule when it is on, else digits (≤ 20).
 */
export function optionalFieldCheck(
  t: TFunction,
  spec: OptionalFieldSpec,
  rules: RegisterRules,
  { usernameSms }: OptionalFieldsContext,
): Check {
  const rule = rules[spec.name];
  switch (spec.check) {
    case 'mobile':
      return (v) => {
        if (v === '') return usernameSms || rule?.required ? t('errors.not_empty') : true;
        if (rule?.enabled) return ruleCheck(t, rule)(v);
        return /^\d{1,20}$/.test(v) ? true : t('errors.error_phone_number_limit');
      };
    case 'trimmed': {
      const check = checkByRule(t, rule);
      return (v) => check(v.trim());
    }
    case 'rule':
      return checkByRule(t, rule, spec.formatMessage && t(spec.formatMessage, { ns: 'forms' }));
  }
}
