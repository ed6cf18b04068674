import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The page's style sheet as the browser parses it (component tests do not load CSS into the document). */
function rules(): CSSStyleRule[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(readFileSync(join(import.meta.dirname, '../red-rain.css'), 'utf8'));
  return Array.from(sheet.cssRules).filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
}

describe('red envelope rain styles', () => {
  it('stops a falling envelope while it has the keyboard focus, so its focus ring stays in sight', () => {
    const focused = rules().filter((rule) =>
      rule.selectorText
        .split(',')
        .some((selector) => selector.trim() === '.red-rain__envelope--falling:focus-visible'),
    );
    expect(focused.map((rule) => rule.style.getPropertyValue('animation-play-state'))).toContain('paused');
  });

  it('marks envelopes that cannot be tapped yet by aria-disabled, as the buttons stay enabled', () => {
    const selectors = rules().map((rule) => rule.selectorText);
    expect(selectors.some((selector) => selector.includes('.red-rain__envelope[aria-disabled'))).toBe(true);
  });
});
