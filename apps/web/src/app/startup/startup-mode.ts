import type { SystemStatus } from '@h5/contract/endpoints/system.ts';

/** Lobby spec §4: mode 1 maintenance, mode 2 restricted, otherwise the normal app. */
export type StartupMode = 'maintenance' | 'restricted' | 'normal';

/** Maintenance wins even when region restriction is set too. */
export function startupMode(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): StartupMode {
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'restricted';
  return 'normal';
}
