import type { RegisterRule, RegisterRules } from '@h5/contract/endpoints/system.ts';

export type RuleProblem = 'missing' | 'invalid';

/**
 * One field against its rule (platform-api §7): an empty value passes unless required; otherwise the pattern
 * (`*` = anything) must match and the length must be within [min, max]. Lengths count code points.
 */
export function checkAgainstRule(rule: RegisterRule, value: string): RuleProblem | null {
  if (value === '') return rule.required ? 'missing' : null;
  const length = Array.from(value).length;
  if (length < rule.minLength || length > rule.maxLength) return 'invalid';
  if (rule.acceptedPattern !== '*' && !safeRegex(rule.acceptedPattern).test(value)) return 'invalid';
  return null;
}

const cache = new Map<string, RegExp>();
function safeRegex(source: string): RegExp {
  let regex = cache.get(source);
  if (regex === undefined) {
    // Merchant files are validated at start, so the pattern compiles.
    regex = new RegExp(source);
    cache.set(source, regex);
  }
  return regex;
}

/** The rule of a field when it is enabled; undefined when the merchant has none or switched it off. */
export function enabledRule(rules: RegisterRules, field: string): RegisterRule | undefined {
  const rule = rules[field];
  return rule?.enabled === true ? rule : undefined;
}
