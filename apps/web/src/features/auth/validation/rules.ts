import type { RegisterRule, RegisterRules } from '@h5/contract/endpoints/system.ts';
import i18next, { type TFunction } from 'i18next';

/** What a field check returns: true when valid, else the message to show under the field. */
export type Check = (value: string) => true | string;

/** Rule fields the client reads (platform-api §7). */
export type FieldRule = Pick<
  RegisterRule,
  'enabled' | 'required' | 'acceptedPattern' | 'minLength' | 'maxLength' | 'patternId'
>;

/** Login fields when the merchant sends no `login*` rule: required, any text up to 64 (docs/decisions.md). */
const LOGIN_DEFAULT: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 64,
  patternId: 0,
};

/** `"*"` means anything (platform-api §7); a pattern that does not compile is treated the same, the server checks again. */
export function compilePattern(pattern: string): RegExp {
  if (pattern.trim() === '*' || pattern.trim() === '') return /^[\s\S]*$/;
  try {
    return new RegExp(pattern);
  } catch {
    return /^[\s\S]*$/;
  }
}

/**
 * `reg_pattern_<patternId>` with (min)/(max) filled in; min = max collapses to one number (platform-api §7). An
 * unknown `patternId` gives `fallback` when there is one (a field's own format message), else pattern 0.
 */
export function patternMessage(t: TFunction, rule: FieldRule, fallback?: string): string {
  // The `forms` namespace is loaded with the account pages (lib/i18n); unknown ids fall back to pattern 0.
  const forms = i18next.getFixedT(null, 'forms');
  const key = `reg_pattern_${rule.patternId}` as 'reg_pattern_0';
  if (fallback !== undefined && !i18next.exists(key, { ns: 'forms' })) return fallback;
  const text = forms(key, { defaultValue: forms('reg_pattern_0') });
  const range = rule.minLength === rule.maxLength ? String(rule.minLength) : null;
  const collapsed = range ? text.replace(/\(min\)\s*-\s*\(max\)/g, range) : text;
  return collapsed.replace(/\(min\)/g, String(rule.minLength)).replace(/\(max\)/g, String(rule.maxLength));
}

/** Valid = matches the pattern and the length is within [min, max]; an empty non-required value passes. */
export function passesRule(value: string, rule: FieldRule): boolean {
  if (value === '') return !rule.required;
  // Code points, as the server counts (Array.from of a string iterates code points).
  const length = Array.from(value).length;
  return (
    compilePattern(rule.acceptedPattern).test(value) && length >= rule.minLength && length <= rule.maxLength
  );
}

/** The check of one field built from its rule at run time (accounts spec §5); `fallback`: see {@link patternMessage}. */
export function ruleCheck(t: TFunction, rule: FieldRule, fallback?: string): Check {
  return (value) => {
    if (value === '' && rule.required) return t('errors.not_empty');
    return passesRule(value, rule) ? true : patternMessage(t, rule, fallback);
  };
}

/**
 * Login rules "keyed by loginUsername, loginPassword, loginMobileNum" (accounts spec §5): the merchant's rule of that
 * name when it sends one, else the registration rule the login field corresponds to for the mobile number, else a
 * lenient required check (existing accounts may predate today's registration rules).
 */
export function loginRule(
  rules: RegisterRules | undefined,
  key: 'loginUsername' | 'loginPassword' | 'loginMobileNum',
): FieldRule {
  const own = rules?.[key];
  if (own) return own;
  if (key === 'loginMobileNum' && rules?.mobileNum) return { ...rules.mobileNum, required: true };
  return LOGIN_DEFAULT;
}

/** SMS code inputs (accounts spec §5): required, digits only (at most 10 by the input). */
export function smsCodeCheck(t: TFunction): Check {
  return (value) => (/^\d{1,10}$/.test(value) ? true : t('errors.enter_verification_code'));
}

/** Captcha inputs (accounts spec §5): required, digits, at most 6; `message` differs between login and registration. */
export function captchaCheck(message: string): Check {
  return (value) => (/^\d{1,6}$/.test(value) ? true : message);
}

/** Forgot-password e-mail pattern of accounts spec §5 (word characters, dotted parts, @, 1–3 dotted 2–3 letter parts). */
export const FORGOT_EMAIL_PATTERN = /^\w+(\.\w+)*@\w+(\.[a-zA-Z]{2,3}){1,3}$/;
