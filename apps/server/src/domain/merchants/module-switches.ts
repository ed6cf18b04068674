import { flattenWhitelabel } from '@h5/contract/whitelabel.ts';
import type { WhitelabelNode } from '@h5/contract/endpoints/system.ts';

export type ModuleFlags = Readonly<Record<string, boolean>>;

export function moduleFlags(tree: WhitelabelNode): ModuleFlags {
  return flattenWhitelabel(tree);
}

/**
 * docs/decisions.md: a module id absent from the merchant's tree counts as on, so an operator only lists
 * what they want to control; a listed one is on only when it and all its ancestors are.
 */
export function isModuleOn(flags: ModuleFlags, moduleId: string | null): boolean {
  if (moduleId === null) return true;
  return flags[moduleId] ?? true;
}
