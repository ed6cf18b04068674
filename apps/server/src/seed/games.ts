import type { Insertable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { GameVendorsTable, GamesTable } from '../db/schema.ts';
import { LOTTO_LOBBY_CODE } from '../domain/games/game-items.ts';
import gamesJson from './games.json' with { type: 'json' };

/**
 * The demo game catalogue: believable, deterministic (a seeded generator, so every database gets the same
 * catalogue and tests can name games), large enough to browse (RNG alone has over 1,000 games so the web's
 * long-list measurements have a real list). Vendor names are invented; only the vendor codes the platform
 * names (TF, DS88, TCG_LOTTO_VN, TCG_SEA) are the real wire values. The names and vendors are in games.json.
 */

const classifyKey = z.strictObject({ key: z.string(), en: z.string(), ty: z.string() });
const vendorSettings = z.strictObject({
  category: z.string(),
  gameType: z.string(),
  isGame: z.enum(['VASSALAGE', 'GAME']),
  classify: z.array(classifyKey),
  offers: z.array(z.string()).optional(),
  /** How many games to generate (lottery vendors list theirs in `lotteries`). */
  games: z.number().int().nonnegative(),
  minBets: z.array(z.number().positive()).nonempty(),
  freeplay: z.boolean(),
  playKind: z.enum(['slot', 'draw']),
});
const vendorSpec = vendorSettings.extend({ code: z.string(), name: z.string() });
type VendorSpec = z.infer<typeof vendorSpec>;
/** A Filipino name is null where the English one stays (a brand name, or no good translation). */
const named = z.strictObject({ en: z.string(), ty: z.string().nullable() });

const gamesData = z.strictObject({
  /** Settings shared by the vendors of one kind; a vendor names its preset and gives what differs. */
  presets: z.record(z.string(), vendorSettings.partial()),
  vendors: z.array(z.looseObject({ preset: z.string().optional() })),
  /** Words of generated names with their Filipino forms (adjectives carry the linker: "Gintong Dragon"). */
  names: z.strictObject({
    adjectives: z.array(named),
    nouns: z.array(named),
    suffixes: z.array(z.string()),
    fish: z.array(named),
    liveTables: z.array(named.extend({ classify: z.string() })),
    pvp: z.array(named),
    inhouse: z.array(named.extend({ playKind: z.enum(['slot', 'draw']) })),
    esports: z.array(z.string()),
    cockfight: z.array(named.extend({ code: z.string() })),
  }),
  lotteries: z.strictObject({
    lobbyNamesTy: z.record(z.string(), z.string()),
    games: z.array(
      named.extend({
        vendor: z.string(),
        code: z.string(),
        type: z.enum(['LOTT', 'ELOTT']),
        prize: z.enum(['Lott', 'ZY', 'Elott']),
      }),
    ),
  }),
  /** The demo accounts' past rounds (game-history.ts). */
  history: z.array(
    z.strictObject({
      account: z.string(),
      rounds: z.number().int(),
      depositCents: z.number().int(),
      maxStakeCents: z.number().int(),
    }),
  ),
});

const data = gamesData.parse(gamesJson);
const { names, lotteries } = data;
export const DEMO_HISTORY = data.history;

const DEMO_VENDORS: readonly VendorSpec[] = data.vendors.map(({ preset, ...own }) =>
  vendorSpec.parse({ ...(preset === undefined ? {} : data.presets[preset]), ...own }),
);

/** mulberry32: a small seeded generator, so the catalogue is the same on every machine. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const cents = (pesos: number) => Math.round(pesos * 100);
/** First node id; node ids are numeric strings as on the platform. */
const FIRST_NODE_ID = 100_001;
/** How many games are new, and how many are hot (spread over the categories). */
const NEW_SHARE = 0.08;
const HOT_SHARE = 0.035;
const RNG_LINES = [1, 9, 20, 25, 50];

export type NewGame = Insertable<GamesTable>;

/** The whole demo catalogue as rows (pure, deterministic). */
export function demoCatalogue(now: number): { vendors: Insertable<GameVendorsTable>[]; games: NewGame[] } {
  const random = seeded(20_261_122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const vendors = DEMO_VENDORS.map((v, i) => ({
    code: v.code,
    display_name: v.name,
    category: v.category,
    game_type: v.gameType,
    is_game: v.isGame,
    classify: JSON.stringify(v.classify),
    offers: JSON.stringify(v.offers ?? []),
    sort_order: (i + 1) * 10,
    enabled: 1,
  }));

  const games: NewGame[] = [];
  const usedNames = new Set<string>();
  const add = (
    vendor: VendorSpec,
    gameType: string,
    code: string,
    en: string,
    ty: string | null,
    extra: Partial<NewGame> = {},
  ) => {
    const classifyKeys = vendor.classify.map((c) => c.key);
    const own = classifyKeys.length === 0 ? [] : [pick(classifyKeys)];
    games.push({
      node_id: String(FIRST_NODE_ID + games.length),
      game_code: code,
      vendor_code: vendor.code,
      game_type: gameType,
      name_en: en,
      name_ty: ty === en ? null : ty,
      classify: JSON.stringify(own),
      is_new: random() < NEW_SHARE ? 1 : 0,
      hot_rank: null,
      freeplay: vendor.freeplay ? 1 : 0,
      min_bet_cents: cents(pick(vendor.minBets)),
      min_line: vendor.category === 'RNG' ? pick(RNG_LINES) : 1,
      play_kind: vendor.playKind,
      prize_mode: '',
      sort_order: games.length + 1,
      enabled: 1,
      created_at: now,
      ...extra,
    });
  };
  /** The `n`th entry of a list used round and round. */
  const nth = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

  for (const vendor of DEMO_VENDORS) {
    const prefix = vendor.code.replace(/_/g, '').slice(0, 6);
    switch (vendor.category) {
      case 'RNG': {
        for (let n = 0; n < vendor.games; n++) {
          let en = '';
          let ty: string | null = null;
          for (let attempt = 0; attempt < 50; attempt++) {
            const adjective = pick(names.adjectives);
            const noun = pick(names.nouns);
            const suffix = pick(names.suffixes);
            en = [adjective.en, noun.en, suffix].filter(Boolean).join(' ');
            ty =
              adjective.ty === null || noun.ty === null
                ? null
                : [adjective.ty, noun.ty, suffix].filter(Boolean).join(' ');
            if (!usedNames.has(en)) break;
          }
          if (usedNames.has(en)) en = `${en} ${vendor.name.split(' ')[0] ?? ''}`.trim();
          usedNames.add(en);
          const bingo = vendor.code === 'BINGO_PH';
          add(
            vendor,
            'RNG',
            `${prefix}-${String(n + 1).padStart(4, '0')}`,
            bingo ? `${en} Bingo` : en,
            bingo && ty !== null ? `${ty} Bingo` : ty,
            bingo ? { classify: JSON.stringify(['BG']) } : {},
          );
        }
        break;
      }
      case 'LIVE':
        for (let n = 0; n < vendor.games; n++) {
          const { classify, en, ty } = nth(names.liveTables, n);
          const table = `${en} ${String.fromCharCode(65 + Math.floor(n / names.liveTables.length))}`;
          add(vendor, 'LIVE', `${prefix}-T${n + 1}`, table, ty === null ? null : `${ty} ${table.slice(-1)}`, {
            classify: JSON.stringify(classify === '' ? [] : [classify]),
          });
        }
        break;
      case 'FISH':
        for (let n = 0; n < vendor.games; n++) {
          const { en, ty } = nth(names.fish, n);
          const round = Math.floor(n / names.fish.length);
          const suffix =
            round === 0 ? '' : ` ${['Plus', 'Legend', 'Deluxe'][round - 1] ?? String(round + 1)}`;
          add(vendor, 'FISH', `${prefix}-F${n + 1}`, `${en}${suffix}`, ty === null ? null : `${ty}${suffix}`);
        }
        break;
      case 'PVP':
        for (let n = 0; n < vendor.games; n++) {
          const { en, ty } = nth(names.pvp, n);
          add(vendor, 'PVP', `${prefix}-P${n + 1}`, en, ty);
        }
        break;
      case 'INHOUSE':
        names.inhouse.forEach(({ en, ty, playKind }, n) => {
          add(vendor, 'INHOUSE', `${prefix}-${n + 1}`, en, ty, {
            play_kind: playKind,
            classify: JSON.stringify([playKind === 'draw' ? 'DRAW' : 'QUICK']),
          });
        });
        break;
      case 'SPORTS': {
        if (vendor.gameType === 'ESPORTS') {
          names.esports.forEach((en, n) => {
            add(vendor, 'ESPORTS', `${prefix}-E${n}`, en, null);
          });
        } else if (vendor.gameType === 'COCKFIGHT') {
          for (const { code, en, ty } of names.cockfight)
            add(vendor, 'COCKFIGHT', `${prefix}-${code}`, en, ty);
        } else {
          add(vendor, 'SPORTS', `${prefix}-LOBBY`, vendor.name, null);
          if (vendor.games > 1) add(vendor, 'SPORTS', `${prefix}-VIRTUAL`, `${vendor.name} Virtual`, null);
          if (vendor.games > 2)
            add(vendor, 'SPORTS', `${prefix}-BASKET`, 'PBA Basketball Live', 'PBA Basketbol Live');
        }
        break;
      }
      default: {
        // Lottery vendors: their lobby first (node LOTTO_LOBBY of platform-api §10 #3), then the games.
        add(vendor, 'LOTT', LOTTO_LOBBY_CODE, vendor.name, lotteries.lobbyNamesTy[vendor.code] ?? null, {
          prize_mode: 'Lott',
        });
        for (const g of lotteries.games.filter((l) => l.vendor === vendor.code)) {
          add(vendor, g.type, g.code, g.en, g.ty, {
            prize_mode: g.prize,
            is_new: g.type === 'ELOTT' ? 1 : 0,
          });
        }
      }
    }
  }

  // Hot games: a spread over the categories, ranked.
  let rank = 1;
  for (const game of games) {
    if (game.game_code !== LOTTO_LOBBY_CODE && random() < HOT_SHARE) game.hot_rank = rank++;
  }
  return { vendors, games };
}

const INSERT_CHUNK = 200;

/** Inserts the catalogue (in the caller's transaction). */
export async function insertDemoCatalogue(trx: Db, now: number): Promise<number> {
  const { vendors, games } = demoCatalogue(now);
  await trx.insertInto('game_vendors').values(vendors).execute();
  for (let i = 0; i < games.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('games')
      .values(games.slice(i, i + INSERT_CHUNK))
      .execute();
  }
  return games.length;
}
