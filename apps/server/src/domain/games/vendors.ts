import {
  BASE_CLASSIFY_KEYS,
  type VendorCard,
  type VendorConfig,
} from '@h5/contract/endpoints/game-vendors.ts';
import { GAME_CATEGORIES } from '@h5/contract/endpoints/games.ts';
import type { Language } from '@h5/contract/languages.ts';
import { imageUrl } from '../merchants/merchant-config.ts';
import type { CatalogueRepository } from './catalogue-repository.ts';
import { jsonArray, vendorIconPath, type ImageHost } from './game-items.ts';

const BASE_CLASSIFY_NAMES: Readonly<Record<(typeof BASE_CLASSIFY_KEYS)[number], Record<Language, string>>> = {
  ALL: { EN: 'All', TY: 'Lahat' },
  NEW: { EN: 'New', TY: 'Bago' },
  FAV: { EN: 'Favourites', TY: 'Mga Paborito' },
  HOT: { EN: 'Hot', TY: 'Patok' },
};

interface ClassifyKey {
  key: string;
  en: string;
  ty: string;
}
function classifyKeys(text: string): ClassifyKey[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as ClassifyKey[]) : [];
}

type VendorRow = Awaited<ReturnType<CatalogueRepository['enabledVendors']>>[number];

/** The lobby's vendor configuration in both shapes (docs/decisions.md "Games (server)", OP-15). */
export async function vendorConfig(
  games: CatalogueRepository,
  merchant: ImageHost,
  language: Language,
): Promise<VendorConfig> {
  const vendors = await games.enabledVendors();
  const counts = await games.listedGameCounts();
  const countOf = (vendor: string, type: string) =>
    counts.find((c) => c.vendor_code === vendor && c.game_type === type)?.n ?? 0;
  // The game a GAME card launches: the vendor's first game (a lottery vendor's lobby, a sports book's lobby).
  const firsts = await games.firstGames();

  const card = (v: VendorRow, gameType: string): VendorCard => {
    const small = imageUrl(merchant.imageCDNs, vendorIconPath(v.code, 'small'));
    const large = imageUrl(merchant.imageCDNs, vendorIconPath(v.code, 'large'));
    const first = firsts.find((f) => f.vendor_code === v.code);
    const launches = v.is_game === 'GAME' && first !== undefined;
    return {
      vassalage: v.code,
      displayName: v.display_name,
      gameType,
      isGame: v.is_game,
      nodeId: launches ? first.node_id : '',
      gameId: launches ? first.game_code : '',
      gameCount: countOf(v.code, gameType),
      mobileSmallIcon: small,
      mobileLargeIcon: large,
      h5Icon: imageUrl(merchant.imageCDNs, vendorIconPath(v.code, 'color')),
      smallIcon: small,
      lagerIcon: large,
    };
  };

  const categories = GAME_CATEGORIES.filter((c) => c !== 'HOT');
  const sorting: string[] = [];
  const mapping: VendorConfig['mapping'] = {};
  const lanes: VendorConfig['data']['lanes'] = [];
  for (const category of categories) {
    const cards: VendorCard[] = [];
    const keys = new Map<string, string>();
    for (const v of vendors) {
      const offers = jsonArray(v.offers);
      if (v.category === category) cards.push(card(v, v.game_type));
      else if (offers.includes(category)) cards.push(card(v, category));
      else continue;
      for (const k of classifyKeys(v.classify)) keys.set(k.key, language === 'TY' ? k.ty : k.en);
    }
    if (cards.length === 0) continue;
    sorting.push(category);
    const gameClassify = [
      ...BASE_CLASSIFY_KEYS.map((key) => ({ key, displayName: BASE_CLASSIFY_NAMES[key][language] })),
      ...[...keys].map(([key, displayName]) => ({ key, displayName })),
    ];
    mapping[category] = { vendors: cards, gameClassify, display: true, sorting: sorting.length };
    lanes.push({ title: category, cards, gameClassify });
  }
  const vendorNames = vendors.map((v) => ({
    gameType: v.category,
    vassalage: v.code,
    displayName: v.display_name,
  }));
  return { sorting, mapping, vendorNames, data: { lanes } };
}

/** Game type → vendor → the game types it offers (platform-api §4.5 `getVassGameType`). */
export async function vendorsPerGameType(
  games: CatalogueRepository,
): Promise<Record<string, Record<string, string[]>>> {
  const vendors = await games.enabledVendors();
  const content: Record<string, Record<string, string[]>> = {};
  for (const v of vendors) {
    const types = [...new Set([v.game_type, ...jsonArray(v.offers)])];
    for (const type of new Set([v.category, v.game_type, ...jsonArray(v.offers)])) {
      (content[type] ??= {})[v.code] = types;
    }
  }
  return content;
}
