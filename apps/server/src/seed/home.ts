import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AnnouncementsTable } from '../db/schema.ts';
import { accountKey } from '../domain/members.ts';
import { openMainWallet } from '../domain/wallets.ts';
import { DEMO_MERCHANT } from './accounts.ts';

type Texts = Readonly<{ EN: string; TY: string }>;
const LANGUAGES = ['EN', 'TY'] as const;

const HOME_BANNERS: readonly { key: string; title: Texts; linkageType: string; linkage: string }[] = [
  {
    key: 'weekend',
    title: { EN: 'Weekend Reload 50%', TY: 'Weekend Reload 50%' },
    linkageType: 'P',
    linkage: '/m/activity',
  },
  {
    key: 'slots',
    title: { EN: 'Slot Fiesta', TY: 'Slot Fiesta' },
    linkageType: 'P',
    linkage: '/m/gameList?gameCategory=SLOT',
  },
  {
    key: 'sports',
    title: { EN: 'Sports Cashback 5%', TY: 'Sports Cashback 5%' },
    linkageType: 'P',
    linkage: '/m/activity',
  },
  {
    key: 'vip',
    title: { EN: 'VIP Club', TY: 'VIP Club' },
    linkageType: 'URL',
    linkage: '/m/vip',
  },
];

const GAME_BANNERS: readonly { key: string; title: Texts }[] = [
  { key: 'jackpot', title: { EN: 'Jackpot Week', TY: 'Linggo ng Jackpot' } },
  { key: 'live', title: { EN: 'Live Casino', TY: 'Live Casino' } },
];

const PLAYER_NOTICES: readonly { title: Texts; content: Texts }[] = [
  {
    title: {
      EN: 'System maintenance on Tuesday 02:00–04:00',
      TY: 'Maintenance ng sistema sa Martes 02:00–04:00',
    },
    content: {
      EN: 'Games and deposits pause during the window. Your balance is safe.',
      TY: 'Hihinto ang mga laro at deposito sa oras na ito. Ligtas ang iyong balanse.',
    },
  },
  {
    title: { EN: 'New GCash deposit channel is live', TY: 'Bukas na ang bagong GCash deposit channel' },
    content: {
      EN: 'Deposits through GCash now credit within one minute.',
      TY: 'Pumapasok na sa loob ng isang minuto ang mga deposito sa GCash.',
    },
  },
  {
    title: { EN: 'Weekend Reload: 50% up to ₱2,000', TY: 'Weekend Reload: 50% hanggang ₱2,000' },
    content: {
      EN: 'Deposit on Saturday or Sunday and claim the reload in the reward center.',
      TY: 'Mag-deposito sa Sabado o Linggo at i-claim ang reload sa reward center.',
    },
  },
  {
    title: {
      EN: 'Play responsibly: set your own limits',
      TY: 'Maglaro nang responsable: magtakda ng limitasyon',
    },
    content: {
      EN: 'Players must be 21 or older. Take breaks and play within your means.',
      TY: 'Dapat 21 taong gulang pataas ang manlalaro. Magpahinga at maglaro ayon sa kakayahan.',
    },
  },
  {
    title: {
      EN: 'Beware of fake agents asking for passwords',
      TY: 'Mag-ingat sa pekeng ahente na humihingi ng password',
    },
    content: {
      EN: 'Our staff never ask for your password or SMS code.',
      TY: 'Hindi kailanman hihingin ng aming staff ang iyong password o SMS code.',
    },
  },
];

/** Popups: HTML with a link (sanitised by the client), one per audience. */
const POPUPS: readonly { execution: 'A' | 'B' | 'F'; promotionType: string; title: Texts; content: Texts }[] =
  [
    {
      execution: 'B',
      promotionType: '',
      title: { EN: 'Welcome to Demo Pilipinas', TY: 'Maligayang pagdating sa Demo Pilipinas' },
      content: {
        EN: '<p>New here? <strong>Register in one minute</strong> and try every game with free play.</p><p><a href="/m/register">Create your account</a></p>',
        TY: '<p>Bago ka ba rito? <strong>Magparehistro sa loob ng isang minuto</strong> at subukan ang lahat ng laro nang libre.</p><p><a href="/m/register">Gumawa ng account</a></p>',
      },
    },
    {
      execution: 'A',
      promotionType: 'DEPOSIT',
      title: { EN: 'Weekend Reload 50%', TY: 'Weekend Reload 50%' },
      content: {
        EN: '<p>Deposit this weekend and get <strong>50% up to ₱2,000</strong>.</p><ul><li>Minimum deposit ₱200</li><li>10× turnover</li></ul><p><a href="/m/rewardCenter">Claim in the reward center</a></p>',
        TY: '<p>Mag-deposito ngayong weekend at makakuha ng <strong>50% hanggang ₱2,000</strong>.</p><ul><li>Pinakamababang deposito ₱200</li><li>10× turnover</li></ul><p><a href="/m/rewardCenter">I-claim sa reward center</a></p>',
      },
    },
    {
      execution: 'F',
      promotionType: 'FIRST_DEPOSIT',
      title: { EN: 'Your first deposit is doubled', TY: 'Dodoblehin ang unang deposito mo' },
      content: {
        EN: '<p>Thanks for joining! Your first deposit gets a <strong>100% bonus up to ₱5,000</strong>.</p><p>Read the <a href="https://example.com/terms">terms and conditions</a>.</p>',
        TY: '<p>Salamat sa pagsali! May <strong>100% bonus hanggang ₱5,000</strong> ang unang deposito mo.</p><p>Basahin ang <a href="https://example.com/terms">mga tuntunin at kondisyon</a>.</p>',
      },
    },
  ];

const PROMOTIONS: readonly { key: string; promotionType: string; content: Texts }[] = [
  {
    key: 'first-deposit',
    promotionType: 'FIRST_DEPOSIT',
    content: {
      EN: '<p>100% bonus on your first deposit, up to ₱5,000. 15× turnover.</p>',
      TY: '<p>100% bonus sa unang deposito, hanggang ₱5,000. 15× turnover.</p>',
    },
  },
  {
    key: 'rebate',
    promotionType: 'REBATE',
    content: {
      EN: '<p>Up to 1.2% of every bet back, paid daily at 12:00.</p>',
      TY: '<p>Hanggang 1.2% ng bawat taya ang ibabalik, araw-araw tuwing 12:00.</p>',
    },
  },
  {
    key: 'referral',
    promotionType: 'REFERRAL',
    content: {
      EN: '<p>Invite a friend: ₱100 when they deposit and play ₱500.</p>',
      TY: '<p>Mag-imbita ng kaibigan: ₱100 kapag nag-deposito at naglaro sila ng ₱500.</p>',
    },
  },
];

const LEAGUE: Texts = { EN: 'Philippine Basketball Cup', TY: 'Philippine Basketball Cup' };
const HOT_MATCHES: readonly { home: [string, string]; away: [string, string]; minutes: number }[] = [
  { home: ['Manila Tamaraws', 'manila-tamaraws'], away: ['Cebu Sharks', 'cebu-sharks'], minutes: 90 },
  { home: ['Davao Eagles', 'davao-eagles'], away: ['Iloilo Storm', 'iloilo-storm'], minutes: 240 },
  { home: ['Baguio Pines', 'baguio-pines'], away: ['Bacolod Blaze', 'bacolod-blaze'], minutes: 1_440 + 60 },
  {
    home: ['Laguna Lakers', 'laguna-lakers'],
    away: ['Pampanga Kings', 'pampanga-kings'],
    minutes: 2_880 + 180,
  },
];

/** Winner board rows: names are stored in full and masked in answers. */
const WINNERS: readonly [string, number, string, string, string, string][] = [
  ['juandelacruz', 1_250_000_00, 'Golden Dragon', 'SLOT', 'golden-dragon', 'DEMOSLOT'],
  ['maria_santos', 486_300_50, 'Baccarat Squeeze', 'LIVE', 'baccarat', 'DEMOLIVE'],
  ['kuyaben88', 312_750_00, 'Ocean King', 'FISH', 'ocean-king', 'DEMOFISH'],
  ['lolitaR', 198_420_25, 'Lucky Fortune', 'SLOT', 'lucky-fortune', 'DEMOSLOT'],
  ['pedro2024', 154_000_00, 'Sabong Arena', 'COCKFIGHT', 'sabong-arena', 'DEMOSABONG'],
  ['ateJoy', 97_880_00, 'Mega Ball', 'LOTTERY', 'mega-ball', 'DEMOLOTTO'],
  ['migsmanila', 76_540_75, 'Basketball Parlay', 'SPORTS', 'basketball', 'DEMOSPORTS'],
  ['rico_cebu', 58_910_00, 'Pinoy Drop', 'SLOT', 'pinoy-drop', 'DEMOSLOT'],
  ['annabelle7', 41_275_00, 'Golden Dragon', 'SLOT', 'golden-dragon', 'DEMOSLOT'],
  ['tonyboy', 33_600_00, 'Baccarat Squeeze', 'LIVE', 'baccarat', 'DEMOLIVE'],
  ['jenjen', 21_480_50, 'Ocean King', 'FISH', 'ocean-king', 'DEMOFISH'],
  ['markyD', 15_300_00, 'Lucky Fortune', 'SLOT', 'lucky-fortune', 'DEMOSLOT'],
];

/** Demo balances in centavos. */
const BALANCES: Readonly<Record<string, number>> = { player01: 12_345_67, agent01: 58_200_00, blocked01: 0 };

const INBOX: readonly { title: string; content: string; read: boolean; daysAgo: number }[] = [
  {
    title: 'Welcome to Demo Pilipinas',
    content: 'Your account is ready. Enjoy the games!',
    read: true,
    daysAgo: 7,
  },
  {
    title: 'Your weekend reload is waiting',
    content: 'Claim it in the reward center before Monday.',
    read: false,
    daysAgo: 1,
  },
  {
    title: 'Deposit received',
    content: '₱1,000.00 was credited to your main wallet.',
    read: false,
    daysAgo: 0,
  },
];

const MEMBER_PROMOTIONS: readonly { title: string; claimed: boolean; expiresInDays: number | null }[] = [
  { title: 'Weekend Reload 50%', claimed: false, expiresInDays: 3650 },
  { title: 'Daily Rebate', claimed: false, expiresInDays: null },
  { title: 'Birthday Bonus', claimed: true, expiresInDays: null },
  { title: 'Expired Welcome Spins', claimed: false, expiresInDays: -1 },
];

const DAY = 86_400_000;

/** VIP levels and registration ages of the demo accounts, for the home member strip. */
const PROFILES: Readonly<Record<string, { vipLevel: number; registeredDaysAgo: number }>> = {
  agent01: { vipLevel: 5, registeredDaysAgo: 412 },
  player01: { vipLevel: 2, registeredDaysAgo: 47 },
  blocked01: { vipLevel: 0, registeredDaysAgo: 90 },
};

/** One-time: gives the demo accounts a VIP level and a registration date in the past. */
export async function updateDemoProfiles(trx: Db, now: number): Promise<void> {
  for (const [account, profile] of Object.entries(PROFILES)) {
    await trx
      .updateTable('members')
      .set({ vip_level: profile.vipLevel, reg_date: now - profile.registeredDaysAgo * DAY })
      .where('merchant_code', '=', DEMO_MERCHANT)
      .where('account_key', '=', accountKey(account))
      .execute();
  }
}

async function memberId(trx: Db, account: string): Promise<number | undefined> {
  const row = await trx
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', DEMO_MERCHANT)
    .where('account_key', '=', accountKey(account))
    .executeTakeFirst();
  return row?.id;
}

/**
 * One-time home-screen demo data of the demo merchant (docs/decisions.md "Shell and home (server)"): banners of
 * m_home and m_game, player notices, popups, promotions, hot matches, the winner board, and balances, inbox
 * messages and issued promotions of the demo accounts.
 */
export async function insertDemoHome(trx: Db, now: number): Promise<void> {
  const insert = (values: Insertable<AnnouncementsTable>) =>
    trx.insertInto('announcements').values(values).execute();
  for (const language of LANGUAGES) {
    const lang = language.toLowerCase();
    let order = 0;
    for (const b of HOME_BANNERS) {
      order += 1;
      await insert({
        merchant_code: DEMO_MERCHANT,
        type: 'B',
        group_name: 'm_home',
        language,
        title: b.title[language],
        image_path: `banners/home-${b.key}-${lang}-v1.svg`,
        linkage_type: b.linkageType,
        linkage: b.linkage,
        sort_order: order,
      });
    }
    order = 0;
    for (const b of GAME_BANNERS) {
      order += 1;
      await insert({
        merchant_code: DEMO_MERCHANT,
        type: 'B',
        group_name: 'm_game',
        language,
        title: b.title[language],
        image_path: `banners/game-${b.key}-${lang}-v1.svg`,
        sort_order: order,
      });
    }
    order = 0;
    for (const n of PLAYER_NOTICES) {
      order += 1;
      await insert({
        merchant_code: DEMO_MERCHANT,
        type: 'PL',
        language,
        title: n.title[language],
        content: n.content[language],
        display_speed: 50,
        sort_order: order,
      });
    }
    order = 0;
    for (const p of POPUPS) {
      order += 1;
      await insert({
        merchant_code: DEMO_MERCHANT,
        type: 'PU',
        language,
        title: p.title[language],
        content: p.content[language],
        execution: p.execution,
        promotion_type: p.promotionType,
        sort_order: order,
      });
    }
    order = 0;
    for (const p of PROMOTIONS) {
      order += 1;
      await insert({
        merchant_code: DEMO_MERCHANT,
        type: 'PR',
        language,
        title: p.promotionType,
        content: p.content[language],
        image_path: `promotions/${p.key}-${lang}-v1.svg`,
        promotion_type: p.promotionType,
        sort_order: order,
      });
    }
    order = 0;
    for (const m of HOT_MATCHES) {
      order += 1;
      await trx
        .insertInto('hot_matches')
        .values({
          merchant_code: DEMO_MERCHANT,
          language,
          league: LEAGUE[language],
          home_team: m.home[0],
          away_team: m.away[0],
          home_image_path: `teams/${m.home[1]}-v1.svg`,
          away_image_path: `teams/${m.away[1]}-v1.svg`,
          vendor: 'DEMOSPORTS',
          room_id: '',
          node_id: `pbc-${String(order)}`,
          match_time: null,
          starts_in_minutes: m.minutes,
          sort_order: order,
        })
        .execute();
    }
  }

  for (const [name, cents, gameName, category, icon, vendor] of WINNERS) {
    await trx
      .insertInto('winner_board')
      .values({
        merchant_code: DEMO_MERCHANT,
        game_category: category,
        customer_name: name,
        win_amount_cents: cents,
        game_name: gameName,
        node_id: icon,
        game_type: category,
        vendor,
        icon_path: `games/${icon}-v1.svg`,
      })
      .execute();
  }

  for (const [account, cents] of Object.entries(BALANCES)) {
    const id = await memberId(trx, account);
    if (id !== undefined) await openMainWallet(trx, id, cents, now);
  }
  const player = await memberId(trx, 'player01');
  if (player === undefined) return;
  for (const m of INBOX) {
    const created = now - m.daysAgo * DAY;
    await trx
      .insertInto('inbox_messages')
      .values({
        member_id: player,
        title: m.title,
        content: m.content,
        created_at: created,
        read_at: m.read ? created + 3_600_000 : null,
      })
      .execute();
  }
  for (const p of MEMBER_PROMOTIONS) {
    await trx
      .insertInto('member_promotions')
      .values({
        member_id: player,
        title: p.title,
        issued_at: now - 2 * DAY,
        expires_at: p.expiresInDays === null ? null : now + p.expiresInDays * DAY,
        claimed_at: p.claimed ? now - DAY : null,
      })
      .execute();
  }
}
