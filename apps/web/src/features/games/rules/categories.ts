import {
  COCKFIGHT_AFTER,
  COCKFIGHT_CATEGORY,
  COCKFIGHT_VENDOR,
  DEFAULT_CATEGORY,
  ESPORTS_CATEGORY,
  ESPORTS_VENDOR,
  PRIZE_MODE_KEYS,
  SPORTS_CATEGORY,
  type PrizeMode,
} from '../constants.ts';

/** What the rules need of a vendor: its code (platform-api §3 "vassalage"). */
export interface VendorRef {
  vassalage: string;
}

export interface CategoryVendors<V extends VendorRef> {
  category: string;
  vendors: V[];
}

/** Vendors of a list that are not yet in `into` (by vendor code), appended in order. */
function mergeVendors<V extends VendorRef>(into: V[], more: readonly V[]): V[] {
  const seen = new Set(into.map((v) => v.vassalage));
  const out = [...into];
  for (const vendor of more) {
    if (seen.has(vendor.vassalage)) continue;
    seen.add(vendor.vassalage);
    out.push(vendor);
  }
  return out;
}

function insertAfter(order: string[], category: string, anchor: string): void {
  if (order.includes(category)) return;
  const at = order.indexOf(anchor);
  if (at === -1) order.push(category);
  else order.splice(at + 1, 0, category);
}

/**
 * The category menu of lobby spec §2.7 and §4 "Vendor sorting" (platform-api §10 #1), from the vendor
 * configuration's sorting list and its category → vendors mapping:
 * - HOT is added first when the sorting list lacks it;
 * - SPORTS is split: its e-sports vendor (TF) moves to ESPORTS (placed right after SPORTS) and its cockfight
 *   vendor (DS88) to COCKFIGHT (placed after RNG, or last without RNG); a SPORTS left without vendors is dropped,
 *   and a split category is only added when a vendor moved into it;
 * - a category named twice keeps its first place.
 * Categories keep the vendors the mapping gives them; a category missing from the mapping has none.
 */
export function sortCategories<V extends VendorRef>(
  sorting: readonly string[],
  mapping: Readonly<Record<string, readonly V[] | undefined>>,
): CategoryVendors<V>[] {
  const order: string[] = [];
  for (const raw of sorting) {
    const category = raw.trim().toUpperCase();
    if (category && !order.includes(category)) order.push(category);
  }
  const vendors = new Map<string, V[]>();
  for (const category of order) vendors.set(category, []);
  for (const [raw, list] of Object.entries(mapping)) {
    const category = raw.trim().toUpperCase();
    if (!vendors.has(category) || !list) continue;
    vendors.set(category, mergeVendors(vendors.get(category) ?? [], list));
  }

  const sports = vendors.get(SPORTS_CATEGORY);
  if (sports) {
    const esports = sports.filter((v) => v.vassalage === ESPORTS_VENDOR);
    const cockfight = sports.filter((v) => v.vassalage === COCKFIGHT_VENDOR);
    const rest = sports.filter((v) => v.vassalage !== ESPORTS_VENDOR && v.vassalage !== COCKFIGHT_VENDOR);
    if (esports.length > 0) {
      vendors.set(ESPORTS_CATEGORY, mergeVendors(vendors.get(ESPORTS_CATEGORY) ?? [], esports));
      insertAfter(order, ESPORTS_CATEGORY, SPORTS_CATEGORY);
    }
    if (cockfight.length > 0) {
      vendors.set(COCKFIGHT_CATEGORY, mergeVendors(vendors.get(COCKFIGHT_CATEGORY) ?? [], cockfight));
      insertAfter(order, COCKFIGHT_CATEGORY, COCKFIGHT_AFTER);
    }
    if (rest.length === 0 && sports.length > 0) order.splice(order.indexOf(SPORTS_CATEGORY), 1);
    vendors.set(SPORTS_CATEGORY, rest);
  }

  if (!order.includes(DEFAULT_CATEGORY)) order.unshift(DEFAULT_CATEGORY);
  return order.map((category) => ({ category, vendors: vendors.get(category) ?? [] }));
}

/**
 * Lobby spec §4 "prize mode" (platform-api §10 #2): ELOTT when the vendor data lists ELOTT under TCG_LOTTO_VN or
 * under LOTT, else LOTT. `listed` maps a key (a vendor code or a game type) to the codes listed under it.
 */
export function prizeModeOf(listed: Readonly<Record<string, readonly string[] | undefined>>): PrizeMode {
  const hasElott = PRIZE_MODE_KEYS.some((key) =>
    (listed[key] ?? []).some((code) => code.trim().toUpperCase() === 'ELOTT'),
  );
  return hasElott ? 'ELOTT' : 'LOTT';
}

/** Vendor-filter rule of lobby spec §2.8 (platform-api §10 #1): e-sports and cockfight vendors are left out. */
export function filterableVendors<V extends VendorRef>(vendors: readonly V[]): V[] {
  return vendors.filter((v) => v.vassalage !== ESPORTS_VENDOR && v.vassalage !== COCKFIGHT_VENDOR);
}
