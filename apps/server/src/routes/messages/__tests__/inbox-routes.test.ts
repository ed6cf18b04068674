import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getInbox, getReferralDetails, readInboxMessage } from '@h5/contract/endpoints/messages.ts';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import { demoToken, failureOf, memberIdOf, trialToken, valueOf } from '../../../__tests__/member-helpers.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const INBOX = '/wps/relay/EMFE_getInbox';
const READ = '/wps/relay/EMFE_readInboxMessage';
const UNREAD = '/wps/relay/EMFE_getInboxUnreadCount';
const REFERRAL = '/wps/relay/MCSFE_getReferralDetails';

// English unless a test asks otherwise: the demo mail is written in English with a Filipino translation.
const inbox = async (token: string, query = '', language = 'EN') =>
  z.parse(
    getInbox.response,
    valueOf(
      await t.app.inject({
        url: `${INBOX}${query}`,
        headers: { ...MERCHANT, language, authorization: token },
      }),
    ),
  );
const read = (token: string, id: unknown, language = 'EN') =>
  t.app.inject({
    method: 'POST',
    url: READ,
    headers: { ...MERCHANT, language, authorization: token, 'content-type': 'application/json' },
    payload: JSON.stringify({ id }),
  });
const unread = async (token: string) =>
  valueOf(await t.app.inject({ url: UNREAD, headers: { ...MERCHANT, authorization: token } }));

describe('mail (EMFE_getInbox, EMFE_readInboxMessage)', () => {
  it("lists player01's messages newest first with the unread count", async () => {
    const page = await inbox(await demoToken(t, 'player01'));
    expect(page.list.map((m) => m.title)).toEqual([
      'Deposit received',
      'Your weekend reload is waiting',
      'Welcome to Demo Pilipinas',
    ]);
    expect(page.list.map((m) => m.read)).toEqual([false, false, true]);
    expect(page).toMatchObject({ page: 1, size: 10, total: 3, totalPages: 1, unreadCount: 2 });
  });

  it('answers each message in the language of the request when it has that translation (issue 19)', async () => {
    const token = await demoToken(t, 'player01');
    const ty = await inbox(token, '', 'TY');
    expect(ty.list.map((m) => m.title)).toEqual([
      'Natanggap ang deposito',
      'Naghihintay ang iyong weekend reload',
      'Maligayang pagdating sa Demo Pilipinas',
    ]);
    expect(ty.list[0]?.content).toBe('₱1,000.00 ang naidagdag sa iyong main wallet.');
    // A message without a translation for the language (or a broken one) is answered as written.
    const [newest] = ty.list;
    await t.app.platform.db
      .updateTable('inbox_messages')
      .set({ translations: '{"TY": {"title": ""}}' })
      .where('id', '=', newest?.id ?? 0)
      .execute();
    expect((await inbox(token, '', 'TY')).list[0]?.title).toBe('Deposit received');
    await t.app.platform.db
      .updateTable('inbox_messages')
      .set({
        translations: JSON.stringify({
          TY: { title: 'Natanggap ang deposito', content: '₱1,000.00 ang naidagdag sa iyong main wallet.' },
        }),
      })
      .where('id', '=', newest?.id ?? 0)
      .execute();
    const opened = z.parse(readInboxMessage.response, valueOf(await read(token, newest?.id, 'TY')));
    expect(opened.message.title).toBe('Natanggap ang deposito');
    await t.app.platform.db
      .updateTable('inbox_messages')
      .set({ read_at: null })
      .where('id', '=', newest?.id ?? 0)
      .execute();
  });

  it('pages', async () => {
    const token = await demoToken(t, 'player01');
    const second = await inbox(token, '?page=2&size=2');
    expect(second).toMatchObject({ page: 2, size: 2, total: 3, totalPages: 2 });
    expect(second.list.map((m) => m.title)).toEqual(['Welcome to Demo Pilipinas']);
    expect((await inbox(token, '?page=3&size=2')).list).toEqual([]);
    expect(
      failureOf(
        await t.app.inject({ url: `${INBOX}?size=51`, headers: { ...MERCHANT, authorization: token } }),
      ).errorCode,
    ).toBe('request_param_err');
  });

  it('reads a message: marked read once, the unread count follows', async () => {
    const token = await demoToken(t, 'player01');
    const [newest] = (await inbox(token)).list;
    const first = z.parse(readInboxMessage.response, valueOf(await read(token, newest?.id)));
    expect(first.message).toMatchObject({ id: newest?.id, title: 'Deposit received', read: true });
    expect(first.unreadCount).toBe(1);
    expect(await unread(token)).toBe(1);
    const row = await t.app.platform.db
      .selectFrom('inbox_messages')
      .select('read_at')
      .where('id', '=', newest?.id ?? 0)
      .executeTakeFirstOrThrow();
    // Reading again keeps the first reading time.
    expect(z.parse(readInboxMessage.response, valueOf(await read(token, newest?.id))).unreadCount).toBe(1);
    const again = await t.app.platform.db
      .selectFrom('inbox_messages')
      .select('read_at')
      .where('id', '=', newest?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(again.read_at).toBe(row.read_at);
    expect((await inbox(token)).unreadCount).toBe(1);
  });

  it("refuses another member's message exactly like an unknown one, and leaves it unread", async () => {
    const agent = await demoToken(t, 'agent01');
    const agentPage = await inbox(agent);
    expect(agentPage).toMatchObject({ total: 3, unreadCount: 2 });
    const foreign = agentPage.list.find((m) => !m.read);
    const player = await demoToken(t, 'player01');
    const res = await read(player, foreign?.id);
    expect(failureOf(res)).toMatchObject({ status: 404, errorCode: 'record.not.found' });
    const unknown = await read(player, 2_000_000_000);
    expect(failureOf(unknown)).toEqual(failureOf(res));
    expect(await unread(agent)).toBe(2);
    const english = await t.app.inject({
      method: 'POST',
      url: READ,
      headers: { ...MERCHANT, authorization: player, 'content-type': 'application/json', language: 'EN' },
      payload: JSON.stringify({ id: foreign?.id }),
    });
    expect(failureOf(english).message).toBe('This record does not exist or is not yours.');
  });

  it('refuses bad ids and guests', async () => {
    const token = await demoToken(t, 'player01');
    for (const id of [0, -1, 'abc', 1.5, null]) {
      expect(failureOf(await read(token, id))).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    }
    expect(failureOf(await t.app.inject({ url: INBOX, headers: MERCHANT })).status).toBe(401);
    const guestRead = await t.app.inject({
      method: 'POST',
      url: READ,
      headers: { ...MERCHANT, 'content-type': 'application/json' },
      payload: '{"id":1}',
    });
    expect(failureOf(guestRead)).toMatchObject({ status: 401, errorCode: 'login.not.session' });
  });

  it('gives a new trial account an empty inbox', async () => {
    expect(await inbox(await trialToken(t))).toMatchObject({
      list: [],
      total: 0,
      totalPages: 0,
      unreadCount: 0,
    });
  });
});

describe('referral details (MCSFE_getReferralDetails)', () => {
  const details = async (token: string, query = '') =>
    z.parse(
      getReferralDetails.response,
      valueOf(
        await t.app.inject({ url: `${REFERRAL}${query}`, headers: { ...MERCHANT, authorization: token } }),
      ),
    );

  it("answers agent01's invitation code, direct invitations and the link path", async () => {
    expect(await details(await demoToken(t, 'agent01'), '?autoGenerate=true')).toEqual({
      referralCode: '8888',
      // player01, blocked01, team01-04 and subagent01; team05 is subagent01's.
      totalInvitations: 7,
      promotionDomains: [],
      referralPath: '/m/register?r=8888',
    });
  });

  it('creates a code only when asked, keeps it, and the code invites to the member', async () => {
    const token = await demoToken(t, 'player01');
    expect(await details(token)).toEqual({
      referralCode: '',
      totalInvitations: 0,
      promotionDomains: [],
      referralPath: '',
    });
    const created = await details(token, '?autoGenerate=true');
    expect(created.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(created.referralPath).toBe(`/m/register?r=${created.referralCode}`);
    expect((await details(token, '?autoGenerate=true')).referralCode).toBe(created.referralCode);
    expect((await details(token)).referralCode).toBe(created.referralCode);
    const check = await t.app.inject({
      url: `/wps/agent/affiliate?code=${created.referralCode}`,
      headers: MERCHANT,
    });
    expect(check.json<{ success: boolean }>().success).toBe(true);
    const row = await t.app.platform.db
      .selectFrom('members')
      .select('affiliate_code')
      .where('id', '=', await memberIdOf(t, 'player01'))
      .executeTakeFirstOrThrow();
    expect(row.affiliate_code).toBe(created.referralCode);
  });

  it('lists the merchant domains to build the link on', async () => {
    const merchant = t.app.platform.merchants.get('demo');
    if (merchant === undefined) throw new Error('no demo merchant');
    const saved = { mainDomain: merchant.mainDomain, domains: merchant.domains };
    Object.assign(merchant, {
      mainDomain: 'https://play.example.com/',
      domains: ['play.example.com', 'm.example.com'],
    });
    try {
      expect((await details(await demoToken(t, 'agent01'))).promotionDomains).toEqual([
        'play.example.com',
        'm.example.com',
      ]);
    } finally {
      Object.assign(merchant, saved);
    }
  });

  it('refuses guests and trial accounts', async () => {
    expect(failureOf(await t.app.inject({ url: REFERRAL, headers: MERCHANT })).status).toBe(401);
    const trial = await t.app.inject({
      url: `${REFERRAL}?autoGenerate=true`,
      headers: { ...MERCHANT, authorization: await trialToken(t) },
    });
    expect(failureOf(trial)).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
  });
});
