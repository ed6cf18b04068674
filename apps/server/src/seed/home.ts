import type { Insertable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { AnnouncementsTable } from '../db/schema.ts';
import { accountKey } from '../domain/accounts/members.ts';
import { walletRepository } from '../domain/wallet/wallet-repository.ts';
import { openMainWallet } from '../domain/wallet/wallets.ts';
import { DAY, DEMO_MERCHANT, HOUR, LANGUAGES, demoMemberId, texts } from './common.ts';
import homeJson from './home.json' with { type: 'json' };

const team = z.strictObject({ team: z.string(), image: z.string() });

/** home.json: what the home screen of the demo merchant shows, and the demo accounts' own part of it. */
const homeData = z.strictObject({
  homeBanners: z.array(
    z.strictObject({ key: z.string(), title: texts, linkageType: z.string(), linkage: z.string() }),
  ),
  gameBanners: z.array(z.strictObject({ key: z.string(), title: texts })),
  playerNotices: z.array(z.strictObject({ title: texts, content: texts })),
  /** HTML with a link (sanitised by the client), one per audience. */
  popups: z.array(
    z.strictObject({
      execution: z.enum(['A', 'B', 'F']),
      promotionType: z.string(),
      title: texts,
      content: texts,
    }),
  ),
  promotions: z.array(z.strictObject({ key: z.string(), promotionType: z.string(), content: texts })),
  hotMatches: z.strictObject({
    league: texts,
    matches: z.array(z.strictObject({ home: team, away: team, startsInMinutes: z.number().int() })),
  }),
  /** Names are stored in full and masked in answers. */
  winners: z.array(
    z.strictObject({
      customerName: z.string(),
      winCents: z.number().int().nonnegative(),
      gameName: z.string(),
      category: z.string(),
      icon: z.string(),
      vendor: z.string(),
    }),
  ),
  balanceCents: z.record(z.string(), z.number().int().nonnegative()),
  /** VIP levels and registration ages of the demo accounts, for the home member strip. */
  profiles: z.record(
    z.string(),
    z.strictObject({ vipLevel: z.number().int(), registeredDaysAgo: z.number().int() }),
  ),
  /** player01's messages and issued promotions. */
  inbox: z.array(
    z.strictObject({
      title: z.string(),
      content: z.string(),
      /** The same message in Filipino (issue 19: mail was English inside the Filipino interface). */
      TY: z.strictObject({ title: z.string(), content: z.string() }),
      read: z.boolean(),
      daysAgo: z.number().int(),
    }),
  ),
  memberPromotions: z.array(
    z.strictObject({ title: z.string(), claimed: z.boolean(), expiresInDays: z.number().int().nullable() }),
  ),
});

const home = homeData.parse(homeJson);

/** One-time: gives the demo accounts a VIP level and a registration date in the past. */
export async function updateDemoProfiles(trx: Db, now: number): Promise<void> {
  for (const [account, profile] of Object.entries(home.profiles)) {
    await trx
      .updateTable('members')
      .set({ vip_level: profile.vipLevel, reg_date: now - profile.registeredDaysAgo * DAY })
      .where('merchant_code', '=', DEMO_MERCHANT)
      .where('account_key', '=', accountKey(account))
      .execute();
  }
}

type NewAnnouncement = Omit<Insertable<AnnouncementsTable>, 'merchant_code' | 'language' | 'sort_order'>;

/** The announcements of one language, each list numbered from 1 in its own order. */
function announcements(language: (typeof LANGUAGES)[number]): NewAnnouncement[][] {
  const lang = language.toLowerCase();
  return [
    home.homeBanners.map((b) => ({
      type: 'B',
      group_name: 'm_home',
      title: b.title[language],
      image_path: `banners/home-${b.key}-${lang}-v1.svg`,
      linkage_type: b.linkageType,
      linkage: b.linkage,
    })),
    home.gameBanners.map((b) => ({
      type: 'B',
      group_name: 'm_game',
      title: b.title[language],
      image_path: `banners/game-${b.key}-${lang}-v1.svg`,
    })),
    home.playerNotices.map((n) => ({
      type: 'PL',
      title: n.title[language],
      content: n.content[language],
      display_speed: 50,
    })),
    home.popups.map((p) => ({
      type: 'PU',
      title: p.title[language],
      content: p.content[language],
      execution: p.execution,
      promotion_type: p.promotionType,
    })),
    home.promotions.map((p) => ({
      type: 'PR',
      title: p.promotionType,
      content: p.content[language],
      image_path: `promotions/${p.key}-${lang}-v1.svg`,
      promotion_type: p.promotionType,
    })),
  ];
}

/**
 * One-time home-screen demo data of the demo merchant (docs/decisions.md "Shell and home (server)"): banners of
 * m_home and m_game, player notices, popups, promotions, hot matches, the winner board, and balances, inbox
 * messages and issued promotions of the demo accounts.
 */
export async function insertDemoHome(trx: Db, now: number): Promise<void> {
  for (const language of LANGUAGES) {
    for (const list of announcements(language)) {
      for (const [index, row] of list.entries()) {
        await trx
          .insertInto('announcements')
          .values({ ...row, merchant_code: DEMO_MERCHANT, language, sort_order: index + 1 })
          .execute();
      }
    }
    for (const [index, m] of home.hotMatches.matches.entries()) {
      await trx
        .insertInto('hot_matches')
        .values({
          merchant_code: DEMO_MERCHANT,
          language,
          league: home.hotMatches.league[language],
          home_team: m.home.team,
          away_team: m.away.team,
          home_image_path: `teams/${m.home.image}-v1.svg`,
          away_image_path: `teams/${m.away.image}-v1.svg`,
          // A sports vendor of the demo catalogue (seed/games.json): play opens its games, under its name.
          vendor: 'MNL_SPORTS',
          room_id: '',
          node_id: `pbc-${String(index + 1)}`,
          match_time: null,
          starts_in_minutes: m.startsInMinutes,
          sort_order: index + 1,
        })
        .execute();
    }
  }

  for (const w of home.winners) {
    await trx
      .insertInto('winner_board')
      .values({
        merchant_code: DEMO_MERCHANT,
        game_category: w.category,
        customer_name: w.customerName,
        win_amount_cents: w.winCents,
        game_name: w.gameName,
        node_id: w.icon,
        game_type: w.category,
        vendor: w.vendor,
        icon_path: `games/${w.icon}-v1.svg`,
      })
      .execute();
  }

  for (const [account, cents] of Object.entries(home.balanceCents)) {
    const id = await demoMemberId(trx, account);
    if (id !== undefined) await openMainWallet(walletRepository(trx), id, cents, now);
  }
  const player = await demoMemberId(trx, 'player01');
  if (player === undefined) return;
  for (const m of home.inbox) {
    const created = now - m.daysAgo * DAY;
    await trx
      .insertInto('inbox_messages')
      .values({
        member_id: player,
        title: m.title,
        content: m.content,
        translations: JSON.stringify({ TY: m.TY }),
        created_at: created,
        read_at: m.read ? created + HOUR : null,
      })
      .execute();
  }
  for (const p of home.memberPromotions) {
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
