import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** A finding accepted on purpose: each needs a reason where it is given. */
export interface AcceptedFinding {
  rule: string;
  node: RegExp;
}

/**
 * Serious and critical axe findings inside the given parts of the page (the whole page when none is given), as
 * `rule: target, target`, less the accepted ones. Legacy mode runs axe in one call inside the page: the app has no
 * iframes, and the default mode's extra blank page for combining frame results made every analysis about twice as
 * slow on two cores (docs/decisions.md, "A test gate that passes every time").
 */
export async function seriousViolations(
  page: Page,
  include: readonly string[] = [],
  accepted: readonly AcceptedFinding[] = [],
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  for (const selector of include) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      targets: v.nodes
        .filter((n) => !accepted.some((f) => f.rule === v.id && f.node.test(n.html)))
        .map((n) => n.target.join(' ')),
    }))
    .filter((v) => v.targets.length > 0)
    .map((v) => `${v.id}: ${v.targets.join(', ')}`);
}
