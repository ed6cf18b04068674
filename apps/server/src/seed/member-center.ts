import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { accountKey } from '../domain/accounts/members.ts';
import { hashToken } from '../domain/accounts/sessions.ts';
import { DAY, DEMO_MERCHANT, HOUR, LANGUAGES, bilingualHtml, demoMemberId, texts } from './common.ts';
import memberCenterJson from './member-center.json' with { type: 'json' };

/** member-center.json: the member center and agent home of the demo merchant. */
const memberCenterData = z.strictObject({
  /** Lobby spec §2.13: HTML the client sanitises; in-app links and a few external ones. */
  helpArticles: z.array(z.strictObject({ tag: z.string(), title: texts, content: bilingualHtml })),
  /** Agent notices (type A), newest first by `daysAgo`. */
  agentNotices: z.array(
    z.strictObject({
      daysAgo: z.number().int(),
      readByAgent: z.boolean(),
      title: texts,
      content: bilingualHtml,
    }),
  ),
  agentInbox: z.array(
    z.strictObject({
      title: z.string(),
      content: z.string(),
      /** The same message in Filipino. */
      TY: z.strictObject({ title: z.string(), content: z.string() }),
      daysAgo: z.number().int(),
      read: z.boolean(),
    }),
  ),
  /**
   * agent01's downline, uplines first. `registeredDaysAgo` 0 = registered at the seed time; `login`: a session
   * created at the seed time, live (online), revoked (logged out) or none; `oldLoginDaysAgo`: an earlier,
   * expired session.
   */
  team: z.array(
    z.strictObject({
      account: z.string(),
      nickname: z.string(),
      type: z.number().int(),
      upline: z.string(),
      registeredDaysAgo: z.number().int(),
      login: z.enum(['live', 'revoked', 'none']),
      oldLoginDaysAgo: z.number().int().optional(),
    }),
  ),
  /** Contract offers: agent01's from the company (no upline), subagent01's from agent01. */
  contracts: z.array(
    z.strictObject({
      account: z.string(),
      kind: z.enum(['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY']),
      offeredBy: z.string().nullable(),
      terms: z.record(z.string(), z.unknown()),
      status: z.enum(['pending', 'accepted']),
      daysAgo: z.number().int(),
    }),
  ),
});

const memberCenter = memberCenterData.parse(memberCenterJson);

async function insertTeam(
  trx: Db,
  passwordHash: string,
  now: number,
  sessionMaxHours: number,
): Promise<void> {
  const session = async (member: number, createdAt: number, revokedAt: number | null) => {
    // Nobody holds these tokens: the rows only record that the member logged in.
    await trx
      .insertInto('sessions')
      .values({
        token_hash: hashToken(randomBytes(32).toString('base64url')),
        member_id: member,
        created_at: createdAt,
        last_seen_at: createdAt,
        expires_at: createdAt + sessionMaxHours * HOUR,
        revoked_at: revokedAt,
        ip: '127.0.0.1',
        device: 'web',
      })
      .execute();
  };
  for (const m of memberCenter.team) {
    const upline = await demoMemberId(trx, m.upline);
    const { id } = await trx
      .insertInto('members')
      .values({
        merchant_code: DEMO_MERCHANT,
        account: m.account,
        account_key: accountKey(m.account),
        nickname: m.nickname,
        type: m.type,
        password_hash: passwordHash,
        reg_date: now - m.registeredDaysAgo * DAY,
        upline_id: upline ?? null,
        dialing_code: null,
        mobile: null,
        payment_password_hash: null,
        affiliate_code: null,
        register_method: 'H5',
        status: 'active',
        first_login: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (m.login !== 'none') await session(id, now, m.login === 'revoked' ? now : null);
    if (m.oldLoginDaysAgo !== undefined) await session(id, now - m.oldLoginDaysAgo * DAY, null);
  }
}

/**
 * One-time member-center and agent demo data (docs/decisions.md "Member center and agent (server)"): help
 * articles, agent notices, agent01's inbox, a downline under agent01 (some registered and logged in at the seed
 * time, so the team KPI of that day is computed from real rows) and contract offers. `passwordHash` is of the
 * demo password, so the team accounts can log in too.
 */
export async function insertDemoMemberCenter(
  trx: Db,
  passwordHash: string,
  now: number,
  sessionMaxHours: number,
): Promise<void> {
  for (const language of LANGUAGES) {
    for (const [index, article] of memberCenter.helpArticles.entries()) {
      await trx
        .insertInto('help_articles')
        .values({
          merchant_code: DEMO_MERCHANT,
          language,
          parent_id: null,
          tag: article.tag,
          title: article.title[language],
          content: article.content[language],
          sort_order: index + 1,
        })
        .execute();
    }
  }

  const agent = await demoMemberId(trx, 'agent01');
  if (agent === undefined) return;

  for (const language of LANGUAGES) {
    for (const notice of memberCenter.agentNotices) {
      const published = now - notice.daysAgo * DAY;
      const { id } = await trx
        .insertInto('announcements')
        .values({
          merchant_code: DEMO_MERCHANT,
          type: 'A',
          group_name: 'm_home',
          language,
          title: notice.title[language],
          content: notice.content[language],
          published_at: published,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (notice.readByAgent) {
        await trx
          .insertInto('announcement_reads')
          .values({ announcement_id: id, member_id: agent, read_at: published + HOUR })
          .execute();
      }
    }
  }

  for (const mail of memberCenter.agentInbox) {
    const created = now - mail.daysAgo * DAY;
    await trx
      .insertInto('inbox_messages')
      .values({
        member_id: agent,
        title: mail.title,
        content: mail.content,
        translations: JSON.stringify({ TY: mail.TY }),
        created_at: created,
        read_at: mail.read ? created + HOUR : null,
      })
      .execute();
  }

  await insertTeam(trx, passwordHash, now, sessionMaxHours);

  for (const c of memberCenter.contracts) {
    const member = await demoMemberId(trx, c.account);
    if (member === undefined) continue;
    const offeredAt = now - c.daysAgo * DAY;
    await trx
      .insertInto('member_contracts')
      .values({
        member_id: member,
        kind: c.kind,
        offered_by: c.offeredBy === null ? null : ((await demoMemberId(trx, c.offeredBy)) ?? null),
        terms: JSON.stringify(c.terms),
        status: c.status,
        offered_at: offeredAt,
        decided_at: c.status === 'pending' ? null : offeredAt + DAY,
      })
      .execute();
  }
}
