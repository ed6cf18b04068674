import type { VendorConfig } from '@h5/contract/endpoints/game-vendors.ts';
import { toVendorView } from './api/game-view.ts';
import { sortCategories, prizeModeOf } from './rules/categories.ts';
import type { PrizeMode } from './constants.ts';
import type { VendorView } from './types.ts';

export interface LobbyCategory {
  category: string;
  vendors: VendorView[];
  /** The category's classify keys (slots game types, lobby §2.8). */
  classify: { key: string; displayName: string }[];
}

/**
 * The lobby's categories from the vendor configuration (lobby §2.7, §4): the sorting list without the categories
 * the configuration hides, split and ordered by {@link sortCategories}.
 */
export function lobbyCategories(config: VendorConfig): LobbyCategory[] {
  const shown = config.sorting.filter((category) => config.mapping[category]?.display !== false);
  const vendors: Record<string, VendorView[]> = {};
  for (const [category, entry] of Object.entries(config.mapping)) {
    vendors[category] = entry.vendors.map(toVendorView);
  }
  return sortCategories(shown, vendors).map(({ category, vendors: list }) => ({
    category,
    vendors: list,
    classify: config.mapping[category]?.gameClassify ?? [],
  }));
}

/**
 * The site's prize mode (lobby §4): what the vendor data lists under each vendor and category — the categories a
 * vendor appears in (vendor configuration) and, for a member, the game types per vendor
 * (`GCSGAME_getVassGameType`) — fed to {@link prizeModeOf}.
 */
export function sitePrizeMode(
  config: VendorConfig | undefined,
  vendorGameTypes: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> | undefined,
): PrizeMode {
  const listed: Record<string, string[]> = {};
  const add = (key: string, values: readonly string[]) => {
    (listed[key] ??= []).push(...values);
  };
  for (const [category, entry] of Object.entries(config?.mapping ?? {})) {
    for (const vendor of entry.vendors) add(vendor.vassalage, [category]);
  }
  for (const [gameType, byVendor] of Object.entries(vendorGameTypes ?? {})) {
    for (const [vendor, types] of Object.entries(byVendor)) {
      add(vendor, types);
      add(gameType, types);
    }
  }
  return prizeModeOf(listed);
}

/** The wire spelling of a prize mode (platform-api §10 #2: Lott, ZY, Elott). */
export function wirePrizeMode(mode: PrizeMode): 'Elott' | 'Lott' {
  return mode === 'ELOTT' ? 'Elott' : 'Lott';
}
