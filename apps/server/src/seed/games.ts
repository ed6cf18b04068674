import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { GameVendorsTable, GamesTable } from '../db/schema.ts';
import { LOTTO_LOBBY_CODE } from '../domain/games.ts';

/**
 * The demo game catalogue: believable, deterministic (a seeded generator, so every database gets the same
 * catalogue and tests can name games), large enough to browse (RNG alone has over 1,000 games so the web's
 * long-list measurements have a real list). Vendor names are invented; only the vendor codes the platform
 * names (TF, DS88, TCG_LOTTO_VN, TCG_SEA) are the real wire values.
 */

interface ClassifyKey {
  key: string;
  en: string;
  ty: string;
}

interface VendorSpec {
  code: string;
  name: string;
  category: string;
  gameType: string;
  isGame: 'VASSALAGE' | 'GAME';
  classify: readonly ClassifyKey[];
  offers?: readonly string[];
  /** How many games to generate (lottery and lobby vendors list theirs by hand). */
  games: number;
  minBets: readonly number[];
  freeplay: boolean;
  playKind: 'slot' | 'draw';
}

const SLOT_KEYS: readonly ClassifyKey[] = [
  { key: 'VIDEO', en: 'Video Slots', ty: 'Video Slot' },
  { key: 'CLASSIC', en: 'Classic Slots', ty: 'Klasikong Slot' },
  { key: 'MEGAWAYS', en: 'Megaways', ty: 'Megaways' },
  { key: 'JACKPOT', en: 'Jackpot', ty: 'Jackpot' },
];
const RNG_BETS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

const rng = (code: string, name: string, games: number, extra: readonly ClassifyKey[] = []): VendorSpec => ({
  code,
  name,
  category: 'RNG',
  gameType: 'RNG',
  isGame: 'VASSALAGE',
  classify: [...SLOT_KEYS, ...extra],
  games,
  minBets: RNG_BETS,
  freeplay: true,
  playKind: 'slot',
});

const lobby = (
  code: string,
  name: string,
  category: string,
  gameType: string,
  games: number,
): VendorSpec => ({
  code,
  name,
  category,
  gameType,
  isGame: 'GAME',
  classify: [],
  games,
  minBets: [1, 5, 10],
  freeplay: false,
  playKind: 'draw',
});

export const DEMO_VENDORS: readonly VendorSpec[] = [
  lobby('MNL_SPORTS', 'Manila Sportsbook', 'SPORTS', 'SPORTS', 3),
  lobby('ISPORT', 'iSport Arena', 'SPORTS', 'SPORTS', 2),
  lobby('TF', 'TF E-Sports', 'SPORTS', 'ESPORTS', 8),
  lobby('DS88', 'DS88 Sabong', 'SPORTS', 'COCKFIGHT', 4),
  ...(['LUZON_LIVE', 'PEARL_LIVE', 'ROYAL_LIVE'] as const).map((code, i): VendorSpec => ({
    code,
    name: ['Luzon Live Casino', 'Pearl Live', 'Royal Studio Live'][i] ?? code,
    category: 'LIVE',
    gameType: 'LIVE',
    isGame: 'VASSALAGE',
    classify: [
      { key: 'BACCARAT', en: 'Baccarat', ty: 'Baccarat' },
      { key: 'ROULETTE', en: 'Roulette', ty: 'Roulette' },
      { key: 'DRAGONTIGER', en: 'Dragon Tiger', ty: 'Dragon Tiger' },
    ],
    games: 25,
    minBets: [5, 10, 20],
    freeplay: false,
    playKind: 'draw',
  })),
  ...(['OCEAN_FISH', 'REEF'] as const).map((code, i): VendorSpec => ({
    code,
    name: ['Ocean Hunter Games', 'Reef Gaming'][i] ?? code,
    category: 'FISH',
    gameType: 'FISH',
    isGame: 'VASSALAGE',
    classify: [{ key: 'SHOOTER', en: 'Fish Shooter', ty: 'Pamamaril ng Isda' }],
    games: 22,
    minBets: [0.1, 0.5, 1],
    freeplay: true,
    playKind: 'slot',
  })),
  rng('SUNWAVE', 'Sunwave Slots', 120),
  rng('BAYANI', 'Bayani Games', 105),
  rng('MAYON', 'Mayon Play', 100),
  rng('JADE', 'Jade Reels', 120),
  rng('TALA', 'Tala Studios', 95),
  rng('PALAWAN', 'Palawan Gaming', 100),
  rng('NEON_FOX', 'Neon Fox', 105),
  rng('AGILA', 'Agila Interactive', 100),
  rng('PERLAS', 'Perlas Digital', 120),
  rng('BINGO_PH', 'Bingo Pilipinas', 60, [{ key: 'BG', en: 'Bingo', ty: 'Bingo' }]),
  ...(['TONGITS_CLUB', 'CARDS88'] as const).map((code, i): VendorSpec => ({
    code,
    name: ['Tongits Club', 'Cards88'][i] ?? code,
    category: 'PVP',
    gameType: 'PVP',
    isGame: 'VASSALAGE',
    classify: [{ key: 'CARDS', en: 'Card Games', ty: 'Laro ng Baraha' }],
    games: 14,
    minBets: [0.5, 1, 5],
    freeplay: true,
    playKind: 'slot',
  })),
  {
    code: 'H5_ORIGINALS',
    name: 'H5 Originals',
    category: 'INHOUSE',
    gameType: 'INHOUSE',
    isGame: 'VASSALAGE',
    classify: [
      { key: 'QUICK', en: 'Quick Games', ty: 'Mabilisang Laro' },
      { key: 'DRAW', en: 'Number Draw', ty: 'Bunutan ng Numero' },
    ],
    games: 12,
    minBets: [0.1, 1],
    freeplay: true,
    playKind: 'slot',
  },
  {
    code: 'TCG_LOTTO_VN',
    name: 'Vietnam Lottery',
    category: 'LOTT',
    gameType: 'LOTT',
    isGame: 'GAME',
    classify: [],
    offers: ['ELOTT'],
    games: 0,
    minBets: [1],
    freeplay: false,
    playKind: 'draw',
  },
  {
    code: 'TCG_SEA',
    name: 'SEA Lottery',
    category: 'LOTT',
    gameType: 'LOTT',
    isGame: 'GAME',
    classify: [],
    offers: ['ELOTT'],
    games: 0,
    minBets: [1],
    freeplay: false,
    playKind: 'draw',
  },
];

/** Words of generated names with their Filipino forms (adjectives carry the linker: "Gintong Dragon"). */
const ADJECTIVES: readonly (readonly [string, string | null])[] = [
  ['Golden', 'Gintong'],
  ['Lucky', 'Masuwerteng'],
  ['Mega', null],
  ['Wild', 'Mailap na'],
  ['Royal', 'Maharlikang'],
  ['Magic', 'Mahiwagang'],
  ['Fiery', 'Nag-aapoy na'],
  ['Happy', 'Masayang'],
  ['Mighty', 'Makapangyarihang'],
  ['Secret', 'Lihim na'],
  ['Sweet', 'Matamis na'],
  ['Silver', 'Pilak na'],
  ['Crystal', 'Kristal na'],
  ['Thunder', null],
  ['Jungle', 'Gubat na'],
  ['Island', 'Isla ng'],
  ['Super', null],
  ['Ancient', 'Sinaunang'],
  ['Diamond', 'Diyamanteng'],
  ['Rich', 'Mayamang'],
  ['Dancing', 'Sumasayaw na'],
  ['Hidden', 'Nakatagong'],
  ['Flying', 'Lumilipad na'],
  ['Moonlit', 'Naliliwanagang'],
  ['Great', 'Dakilang'],
  ['Shining', 'Nagniningning na'],
  ['Twin', 'Kambal na'],
  ['Jolly', 'Masiglang'],
  ['Brave', 'Matapang na'],
  ['Starry', 'Mabituing'],
];
const NOUNS: readonly (readonly [string, string | null])[] = [
  ['Dragon', 'Dragon'],
  ['Fortune', 'Kapalaran'],
  ['Treasure', 'Kayamanan'],
  ['Tiger', 'Tigre'],
  ['Eagle', 'Agila'],
  ['Carabao', 'Kalabaw'],
  ['Mango', 'Mangga'],
  ['Pearl', 'Perlas'],
  ['Phoenix', 'Phoenix'],
  ['Fiesta', 'Pista'],
  ['Gems', 'Hiyas'],
  ['Coins', 'Barya'],
  ['Bells', 'Kampana'],
  ['Fruits', 'Prutas'],
  ['Queen', 'Reyna'],
  ['King', 'Hari'],
  ['Volcano', 'Bulkan'],
  ['Sunrise', 'Bukang-liwayway'],
  ['Moon', 'Buwan'],
  ['Stars', 'Bituin'],
  ['Jackpot', 'Jackpot'],
  ['Rooster', 'Tandang'],
  ['Jeepney', 'Jeepney'],
  ['Lantern', 'Parol'],
  ['Festival', 'Pagdiriwang'],
  ['Tarsier', 'Tarsier'],
  ['Orchid', 'Orkidya'],
  ['Empire', 'Imperyo'],
  ['Riches', 'Yaman'],
  ['Wheel', 'Gulong'],
  ['Monkey', 'Unggoy'],
  ['Panda', 'Panda'],
  ['Lotus', 'Lotus'],
  ['Ocean', 'Karagatan'],
  ['Gold Rush', 'Dagsa ng Ginto'],
  ['Ninja', 'Ninja'],
];
const SUFFIXES = ['', '', '', 'Deluxe', 'Megaways', 'Hold & Win', '2', 'Gold', 'Bonanza', 'Link'] as const;

const FISH_NAMES: readonly (readonly [string, string | null])[] = [
  ['Ocean King', 'Hari ng Karagatan'],
  ['Fishing War', 'Digmaan sa Pangingisda'],
  ['Golden Shark', 'Gintong Pating'],
  ['Dragon Fishing', 'Pangingisda ng Dragon'],
  ['Mermaid Hunter', 'Mangangaso ng Sirena'],
  ['Deep Sea Catch', 'Huli sa Malalim na Dagat'],
  ['Reef Raiders', null],
  ['Happy Fishing', 'Masayang Pangingisda'],
  ['Bomb Fishing', null],
  ['Crab Kingdom', 'Kaharian ng Alimango'],
  ['Lobster Lord', null],
];
const LIVE_TABLES: readonly (readonly [string, string, string | null])[] = [
  ['BACCARAT', 'Baccarat', null],
  ['BACCARAT', 'Speed Baccarat', 'Mabilisang Baccarat'],
  ['BACCARAT', 'No Commission Baccarat', 'Baccarat na Walang Komisyon'],
  ['ROULETTE', 'Roulette', null],
  ['ROULETTE', 'Lightning Roulette', null],
  ['DRAGONTIGER', 'Dragon Tiger', null],
  ['', 'Sic Bo', null],
  ['', 'Blackjack', null],
  ['', 'Color Game', 'Color Game'],
];
const PVP_GAMES: readonly (readonly [string, string | null])[] = [
  ['Tongits', null],
  ['Pusoy', null],
  ['Pusoy Dos', null],
  ['Lucky 9', null],
  ['Sakla', null],
  ['Pai Gow', null],
  ['Teen Patti', null],
  ['Texas Poker', null],
  ['Blackjack Duel', null],
  ['Mahjong Battle', 'Labanang Mahjong'],
  ['Rummy', null],
  ['Bull Bull', null],
  ['Andar Bahar', null],
  ['Cara y Cruz', 'Kara Krus'],
];
const INHOUSE_GAMES: readonly (readonly [string, string | null, 'slot' | 'draw'])[] = [
  ['Pinoy Drop', null, 'draw'],
  ['Lucky Number', 'Masuwerteng Numero', 'draw'],
  ['Fiesta Reels', 'Mga Reel ng Pista', 'slot'],
  ['Jeepney Jackpot', null, 'slot'],
  ['Swerte Spin', 'Swerteng Ikot', 'slot'],
  ['Number Rush', 'Dagsa ng Numero', 'draw'],
  ['Mango Mania', 'Kahibangan sa Mangga', 'slot'],
  ['Perya Draw', 'Bunutan sa Perya', 'draw'],
  ['Golden Tarsier', 'Gintong Tarsier', 'slot'],
  ['Quick Ten', 'Mabilisang Sampu', 'draw'],
  ['Island Hopper', 'Palipat-lipat sa Isla', 'slot'],
  ['Karera Draw', 'Bunutan ng Karera', 'draw'],
];
const ESPORTS_GAMES = [
  'TF E-Sports Lobby',
  'Dota 2 Pro League',
  'League of Legends Cup',
  'Mobile Legends Bang Bang',
  'Counter-Strike 2 Series',
  'Valorant Masters',
  'PUBG Mobile Clash',
  'King of Glory Arena',
];
const LOTTERY_GAMES: readonly {
  vendor: 'TCG_LOTTO_VN' | 'TCG_SEA';
  code: string;
  en: string;
  ty: string | null;
  type: 'LOTT' | 'ELOTT';
  prize: 'Lott' | 'ZY' | 'Elott';
}[] = [
  {
    vendor: 'TCG_LOTTO_VN',
    code: 'VN_MB',
    en: 'Northern Vietnam Lottery',
    ty: 'Lotto ng Hilagang Vietnam',
    type: 'LOTT',
    prize: 'Lott',
  },
  {
    vendor: 'TCG_LOTTO_VN',
    code: 'VN_MT',
    en: 'Central Vietnam Lottery',
    ty: 'Lotto ng Gitnang Vietnam',
    type: 'LOTT',
    prize: 'Lott',
  },
  {
    vendor: 'TCG_LOTTO_VN',
    code: 'VN_MN',
    en: 'Southern Vietnam Lottery',
    ty: 'Lotto ng Timog Vietnam',
    type: 'LOTT',
    prize: 'Lott',
  },
  {
    vendor: 'TCG_LOTTO_VN',
    code: 'VN_HCM',
    en: 'Ho Chi Minh City Lottery',
    ty: null,
    type: 'LOTT',
    prize: 'ZY',
  },
  { vendor: 'TCG_LOTTO_VN', code: 'VN_HN', en: 'Hanoi Lottery', ty: null, type: 'LOTT', prize: 'ZY' },
  { vendor: 'TCG_LOTTO_VN', code: 'VN_DN', en: 'Da Nang Lottery', ty: null, type: 'LOTT', prize: 'Lott' },
  {
    vendor: 'TCG_LOTTO_VN',
    code: 'VN_F1',
    en: 'Vietnam Fast 1 Minute',
    ty: 'Vietnam Mabilis 1 Minuto',
    type: 'ELOTT',
    prize: 'Elott',
  },
  {
    vendor: 'TCG_LOTTO_VN',
    code: 'VN_F3',
    en: 'Vietnam Fast 3 Minutes',
    ty: 'Vietnam Mabilis 3 Minuto',
    type: 'ELOTT',
    prize: 'Elott',
  },
  {
    vendor: 'TCG_LOTTO_VN',
    code: 'VN_F5',
    en: 'Vietnam Fast 5 Minutes',
    ty: 'Vietnam Mabilis 5 Minuto',
    type: 'ELOTT',
    prize: 'Elott',
  },
  {
    vendor: 'TCG_LOTTO_VN',
    code: 'VN_S75',
    en: 'Super Lotto 75 Seconds',
    ty: 'Super Lotto 75 Segundo',
    type: 'ELOTT',
    prize: 'Elott',
  },
  { vendor: 'TCG_SEA', code: 'SEA_642', en: 'Lotto 6/42', ty: null, type: 'LOTT', prize: 'Lott' },
  { vendor: 'TCG_SEA', code: 'SEA_645', en: 'Mega Lotto 6/45', ty: null, type: 'LOTT', prize: 'Lott' },
  { vendor: 'TCG_SEA', code: 'SEA_649', en: 'Super Lotto 6/49', ty: null, type: 'LOTT', prize: 'Lott' },
  { vendor: 'TCG_SEA', code: 'SEA_655', en: 'Grand Lotto 6/55', ty: null, type: 'LOTT', prize: 'Lott' },
  { vendor: 'TCG_SEA', code: 'SEA_658', en: 'Ultra Lotto 6/58', ty: null, type: 'LOTT', prize: 'Lott' },
  { vendor: 'TCG_SEA', code: 'SEA_3D', en: '3D Lotto', ty: null, type: 'LOTT', prize: 'ZY' },
  { vendor: 'TCG_SEA', code: 'SEA_2D', en: '2D Lotto', ty: null, type: 'LOTT', prize: 'ZY' },
  { vendor: 'TCG_SEA', code: 'SEA_4D', en: '4D Lotto', ty: null, type: 'LOTT', prize: 'ZY' },
  {
    vendor: 'TCG_SEA',
    code: 'SEA_F2',
    en: 'SEA Fast 2 Minutes',
    ty: 'SEA Mabilis 2 Minuto',
    type: 'ELOTT',
    prize: 'Elott',
  },
];

/** mulberry32: a small seeded generator, so the catalogue is the same on every machine. */
function seeded(seed: number): () => number {
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
      min_line: vendor.category === 'RNG' ? pick([1, 9, 20, 25, 50]) : 1,
      play_kind: vendor.playKind,
      prize_mode: '',
      sort_order: games.length + 1,
      enabled: 1,
      created_at: now,
      ...extra,
    });
  };

  for (const vendor of DEMO_VENDORS) {
    const prefix = vendor.code.replace(/_/g, '').slice(0, 6);
    switch (vendor.category) {
      case 'RNG': {
        for (let n = 0; n < vendor.games; n++) {
          let en = '';
          let ty: string | null = null;
          for (let attempt = 0; attempt < 50; attempt++) {
            const [adjEn, adjTy] = pick(ADJECTIVES);
            const [nounEn, nounTy] = pick(NOUNS);
            const suffix = pick(SUFFIXES);
            en = [adjEn, nounEn, suffix].filter(Boolean).join(' ');
            ty = adjTy === null || nounTy === null ? null : [adjTy, nounTy, suffix].filter(Boolean).join(' ');
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
          const [key, en, ty] = LIVE_TABLES[n % LIVE_TABLES.length] ?? ['', 'Baccarat', null];
          const table = `${en} ${String.fromCharCode(65 + Math.floor(n / LIVE_TABLES.length))}`;
          add(vendor, 'LIVE', `${prefix}-T${n + 1}`, table, ty === null ? null : `${ty} ${table.slice(-1)}`, {
            classify: JSON.stringify(key === '' ? [] : [key]),
          });
        }
        break;
      case 'FISH':
        for (let n = 0; n < vendor.games; n++) {
          const [en, ty] = FISH_NAMES[n % FISH_NAMES.length] ?? ['Ocean King', null];
          const round = Math.floor(n / FISH_NAMES.length);
          const suffix =
            round === 0 ? '' : ` ${['Plus', 'Legend', 'Deluxe'][round - 1] ?? String(round + 1)}`;
          add(vendor, 'FISH', `${prefix}-F${n + 1}`, `${en}${suffix}`, ty === null ? null : `${ty}${suffix}`);
        }
        break;
      case 'PVP':
        for (let n = 0; n < vendor.games; n++) {
          const [en, ty] = PVP_GAMES[n % PVP_GAMES.length] ?? ['Tongits', null];
          add(vendor, 'PVP', `${prefix}-P${n + 1}`, en, ty);
        }
        break;
      case 'INHOUSE':
        INHOUSE_GAMES.forEach(([en, ty, kind], n) => {
          add(vendor, 'INHOUSE', `${prefix}-${n + 1}`, en, ty, {
            play_kind: kind,
            classify: JSON.stringify([kind === 'draw' ? 'DRAW' : 'QUICK']),
          });
        });
        break;
      case 'SPORTS': {
        if (vendor.gameType === 'ESPORTS') {
          ESPORTS_GAMES.forEach((en, n) => {
            add(vendor, 'ESPORTS', `${prefix}-E${n}`, en, null);
          });
        } else if (vendor.gameType === 'COCKFIGHT') {
          add(vendor, 'COCKFIGHT', `${prefix}-ARENA`, 'DS88 Sabong Arena', 'DS88 Sabungan');
          add(vendor, 'COCKFIGHT', `${prefix}-PITMASTER`, 'Pitmaster Derby', null);
          add(vendor, 'COCKFIGHT', `${prefix}-WPC`, 'World Pitmasters Cup', null);
          add(vendor, 'COCKFIGHT', `${prefix}-HACK`, 'Hackfight Live', null);
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
        add(
          vendor,
          'LOTT',
          LOTTO_LOBBY_CODE,
          vendor.name,
          vendor.code === 'TCG_LOTTO_VN' ? 'Lotto ng Vietnam' : 'Lotto ng Timog-Silangang Asya',
          { prize_mode: 'Lott' },
        );
        for (const g of LOTTERY_GAMES.filter((l) => l.vendor === vendor.code)) {
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

interface HistoryEvent {
  at: number;
  kind: 'DEPOSIT' | 'ROUND';
  amountCents: number;
  gameId?: number;
  stakeCents?: number;
  payoutCents?: number;
}

const HOUR_MS = 3_600_000;
const DEMO_HISTORY: readonly { account: string; rounds: number; deposit: number; maxStake: number }[] = [
  { account: 'player01', rounds: 28, deposit: 2_000_00, maxStake: 200_00 },
  { account: 'agent01', rounds: 14, deposit: 10_000_00, maxStake: 500_00 },
];

/**
 * Past bets and wallet entries of the demo accounts, so the account and betting records are not empty: two
 * deposits and some settled rounds over the last three weeks, whose ledger ends exactly at the balance the
 * home seed gave the wallet (the first deposit is what makes it add up). A member without that balance gets
 * no history.
 */
export async function insertDemoHistory(trx: Db, merchantCode: string, now: number): Promise<void> {
  const random = seeded(7_2026);
  const playable = await trx
    .selectFrom('games')
    .select(['id', 'min_bet_cents', 'play_kind'])
    .where('game_code', '!=', LOTTO_LOBBY_CODE)
    .where('game_type', 'in', ['RNG', 'FISH', 'INHOUSE', 'LIVE'])
    .orderBy('sort_order')
    .execute();
  for (const spec of DEMO_HISTORY) {
    const member = await trx
      .selectFrom('members')
      .leftJoin('wallets', (join) =>
        join.onRef('wallets.member_id', '=', 'members.id').on('wallets.account_type_id', '=', 2),
      )
      .select(['members.id', 'wallets.balance_cents'])
      .where('members.merchant_code', '=', merchantCode)
      .where('members.account', '=', spec.account)
      .executeTakeFirst();
    const finalCents = member?.balance_cents ?? 0;
    if (member === undefined || finalCents <= 0) continue;

    const events: HistoryEvent[] = [{ at: now - 20 * 24 * HOUR_MS, kind: 'DEPOSIT', amountCents: 0 }];
    events.push({ at: now - 9 * 24 * HOUR_MS - 5 * HOUR_MS, kind: 'DEPOSIT', amountCents: spec.deposit });
    for (let n = 0; n < spec.rounds; n++) {
      const game = playable[Math.floor(random() * playable.length)];
      if (game === undefined) break;
      const stakeCents = Math.max(game.min_bet_cents, Math.round((random() * spec.maxStake) / 100) * 100);
      const roll = random();
      const multiple = roll < 0.55 ? 0 : roll < 0.8 ? 2 : roll < 0.95 ? 3 : 9;
      events.push({
        at: now - Math.floor(random() * 19 * 24 * HOUR_MS) - HOUR_MS,
        kind: 'ROUND',
        amountCents: stakeCents * (multiple - 1),
        gameId: game.id,
        stakeCents,
        payoutCents: stakeCents * multiple,
      });
    }
    events.sort((a, b) => a.at - b.at);
    const roundsNet = events.reduce((sum, e) => sum + e.amountCents, 0);
    const first = events[0];
    if (first === undefined) continue;
    first.amountCents = finalCents - roundsNet;

    // The running balance must never dip below zero; with the stakes above it does not, but a wallet seeded
    // smaller would make it: then the member keeps an empty history rather than an impossible one.
    let balance = 0;
    let valid = first.amountCents > 0;
    for (const e of events) {
      if (e.kind === 'ROUND') balance -= e.stakeCents ?? 0;
      if (balance < 0) valid = false;
      balance += e.kind === 'ROUND' ? (e.payoutCents ?? 0) : e.amountCents;
    }
    if (!valid || balance !== finalCents) continue;

    balance = 0;
    let deposit = 0;
    for (const e of events) {
      if (e.kind === 'DEPOSIT') {
        balance += e.amountCents;
        deposit++;
        await trx
          .insertInto('wallet_transactions')
          .values({
            member_id: member.id,
            account_type_id: 2,
            type: 'DEPOSIT',
            amount_cents: e.amountCents,
            balance_after_cents: balance,
            reference: `deposit:DEMO-${spec.account}-${deposit}`,
            round_id: null,
            created_at: e.at,
          })
          .execute();
        continue;
      }
      const stake = e.stakeCents ?? 0;
      const payout = e.payoutCents ?? 0;
      const round = await trx
        .insertInto('game_rounds')
        .values({
          member_id: member.id,
          game_id: e.gameId ?? 0,
          free_play: 0,
          ticket_hash: null,
          stake_cents: stake,
          payout_cents: payout,
          status: 'settled',
          outcome: '[]',
          pick: '[]',
          draw_at: 0,
          created_at: e.at,
          settled_at: e.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      balance -= stake;
      const rows = [
        { type: 'BET', amount_cents: -stake, balance_after_cents: balance },
        ...(payout > 0 ? [{ type: 'WIN', amount_cents: payout, balance_after_cents: balance + payout }] : []),
      ];
      balance += payout;
      await trx
        .insertInto('wallet_transactions')
        .values(
          rows.map((r) => ({
            ...r,
            member_id: member.id,
            account_type_id: 2,
            reference: `round:${round.id}`,
            round_id: round.id,
            created_at: e.at,
          })),
        )
        .execute();
    }
  }
}
