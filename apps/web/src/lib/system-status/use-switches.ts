import { flattenWhitelabel } from '@h5/contract/whitelabel.ts';
import { useQuery } from '@tanstack/react-query';
import { systemStatusQueryOptions } from './get-system-status.ts';

export type Switches = Readonly<Record<string, boolean>>;

/** A switch absent from the tree counts as on, as on the server (docs/decisions.md, module switches). */
export function switchOn(switches: Switches | undefined, modId: string): boolean {
  return switches?.[modId] ?? true;
}

/**
 * Shell switches (`@h5/contract/shell-switches.ts`: direct register, VIP benefits, side-menu entries …) are this
 * product's own names, so a merchant whose tree lacks one has not opted in: ABSENT MEANS OFF, the opposite of
 * {@link switchOn}. Also off while the configuration is not there yet.
 */
export function shellSwitchOn(switches: Switches | undefined, modId: string): boolean {
  return switches?.[modId] ?? false;
}

/** The white-label switches of the site configuration (platform-api §8), flattened `modId → on`. */
export function useSwitches(): Switches | undefined {
  const { data } = useQuery({
    ...systemStatusQueryOptions(),
    select: (status) => flattenWhitelabel(status.info.whitelabel),
  });
  return data;
}
