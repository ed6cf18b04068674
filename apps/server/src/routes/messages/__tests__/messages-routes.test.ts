import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getInboxUnreadCount, getUnclaimedPromotionCount } from '@h5/contract/endpoints/messages.ts';
import { MERCHANT, loginAs, tokenOf } from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { DEMO_PASSWORD } from '../../../seed/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MAIL = '/wps/relay/EMFE_getInboxUnreadCount';
const PROMOTIONS = '/wps/relay/MCSFE_getUnclaimedPromotionCount';

const count = async (url: string, token: string) => {
  const res = await t.app.inject({ url, headers: { ...MERCHANT, authorization: token } });
  const envelope = envelopeOf(res);
  expect(envelope.success, res.body).toBe(true);
  return envelope.value;
};

describe('shell counts', () => {
  it("answer player01's unread mail and unclaimed, unexpired promotions", async () => {
    const token = await tokenOf(await loginAs(t, 'player01', DEMO_PASSWORD));
    expect(z.parse(getInboxUnreadCount.response, await count(MAIL, token))).toBe(2);
    // The promotions seed (issue 16) leaves player01 one reward waiting to be claimed.
    expect(z.parse(getUnclaimedPromotionCount.response, await count(PROMOTIONS, token))).toBe(1);
  });

  it('answer zero for a member without messages or promotions', async () => {
    const token = await tokenOf(await loginAs(t, 'team04', DEMO_PASSWORD));
    expect(await count(MAIL, token)).toBe(0);
    expect(await count(PROMOTIONS, token)).toBe(0);
  });

  it('follow the tables: a read message and a claimed promotion drop out', async () => {
    const token = await tokenOf(await loginAs(t, 'player01', DEMO_PASSWORD));
    const db = t.app.platform.db;
    const message = await db
      .selectFrom('inbox_messages')
      .innerJoin('members', 'members.id', 'inbox_messages.member_id')
      .select('inbox_messages.id')
      .where('members.account', '=', 'player01')
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('inbox_messages')
      .set({ read_at: Date.now() })
      .where('id', '=', message.id)
      .execute();
    expect(await count(MAIL, token)).toBe(1);
    const promotion = await db
      .selectFrom('member_promotions')
      .innerJoin('members', 'members.id', 'member_promotions.member_id')
      .select('member_promotions.id')
      .where('members.account', '=', 'player01')
      .where('member_promotions.status', '=', 'issued')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('member_promotions')
      .set({ status: 'claimed', claimed_at: Date.now() })
      .where('id', '=', promotion.id)
      .execute();
    expect(await count(PROMOTIONS, token)).toBe(0);
  });

  it('need a session', async () => {
    for (const url of [MAIL, PROMOTIONS]) {
      const res = await t.app.inject({ url, headers: MERCHANT });
      expect(res.statusCode).toBe(401);
      expect(envelopeOf(res).errorCode).toBe('login.not.session');
    }
  });
});
