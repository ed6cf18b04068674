import type { WhitelabelNode } from './endpoints/system.ts';

/** platform-api §8: flattens the switch tree into `modId → on`. A child is on only when its ancestors are on. */
export function flattenWhitelabel(root: WhitelabelNode): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const walk = (node: WhitelabelNode, parentOn: boolean) => {
    const on = parentOn && node.enabled === '1';
    flags[node.modId] = on;
    for (const child of node.childrenNodes) walk(child, on);
  };
  walk(root, true);
  return flags;
}
