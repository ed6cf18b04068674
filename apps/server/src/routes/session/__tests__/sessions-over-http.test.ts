import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import type { MemberInfo } from '@h5/contract/endpoints/member.ts';
import { MERCHANT, loginAs, tokenOf } from '../../../__tests__/account-helpers.ts';
import { envelopeOf, startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { SESSION_APP, freshIp } from './session-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(SESSION_APP);
});
afterAll(() => t.close());

describe('sessions over HTTP', () => {
  it('member info needs a session and masks mobile and e-mail', async () => {
    const guest = await t.app.inject({ url: '/wps/member/info', headers: MERCHANT });
    expect(guest.statusCode).toBe(401);
    expect(envelopeOf(guest).errorCode).toBe('login.not.session');
    const token = await tokenOf(await loginAs(t, 'player01', 'demo1234', { ip: freshIp() }));
    const res = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...MERCHANT, authorization: token },
    });
    const info = envelopeOf(res).value as MemberInfo;
    expect(info).toMatchObject({
      account: 'player01',
      type: 0,
      clubLabel: { labelName: 'VIP2' },
      mobile: '63-9*****4567',
      email: 'pl***@example.com',
      toUpline: 'agent01',
      merchantCode: 'demo',
    });
    // The demo profile: registered 47 days before the seed ran.
    expect(Math.round((Date.now() - info.regDate) / 86_400_000)).toBe(47);
  });

  it('logout revokes the token at once (DELETE, POST accepted)', async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const token = await tokenOf(await loginAs(t, 'player01', 'demo1234', { ip: freshIp() }));
      const headers = { ...MERCHANT, authorization: token };
      expect((await t.app.inject({ method, url: '/wps/session/logout', headers })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/wps/member/info', headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url: '/wps/session/logout', headers })).statusCode).toBe(401);
    }
  });

  it('an invalid token is 401 even where the session is optional; none is a guest', async () => {
    const url = '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=M';
    expect((await t.app.inject({ url, headers: MERCHANT })).statusCode).toBe(200);
    const bad = await t.app.inject({ url, headers: { ...MERCHANT, authorization: 'x'.repeat(43) } });
    expect(bad.statusCode).toBe(401);
    expect(envelopeOf(bad).errorCode).toBe('login.not.session');
  });

  it('a session is not valid for another merchant', async () => {
    const other = await startTestApp({ trustProxy: true });
    try {
      const token = await tokenOf(await loginAs(other, 'player01', 'demo1234'));
      const session = await other.app.platform.accounts.sessions.resolve(token);
      expect(session?.merchantCode).toBe('demo');
      await other.app.platform.db.updateTable('members').set({ merchant_code: 'elsewhere' }).execute();
      const res = await other.app.inject({
        url: '/wps/member/info',
        headers: { ...MERCHANT, authorization: token },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('free play', () => {
  it('creates a trial member (type 4) under the trial merchant and logs it in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: MERCHANT,
      payload: { os: 'android', platform: 'M' },
    });
    const value = envelopeOf(res).value as LoginResult;
    expect(value).toMatchObject({ customerType: 4, merchantCode: 'demo_trial' });
    expect(value.userName).toMatch(/^guest\d{8}$/);
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { ...MERCHANT, authorization: value.token },
    });
    expect((envelopeOf(info).value as MemberInfo).type).toBe(4);
    // Its demo balance is a ledger entry: the wallet adds up to its entries (the money rules).
    const member = (envelopeOf(info).value as MemberInfo).id;
    const ledger = await t.app.platform.db
      .selectFrom('wallet_transactions')
      .select(['type', 'amount_cents', 'balance_after_cents'])
      .where('member_id', '=', member)
      .execute();
    expect(ledger).toEqual([{ type: 'ADJUST', amount_cents: 2_000_00, balance_after_cents: 2_000_00 }]);
  });

  it('opens at most TRIAL_HOURLY_PER_IP trial accounts per address and hour, also when asked all at once (issue 12 #6)', async () => {
    const capped = await startTestApp({ trialHourlyPerIp: 3 });
    try {
      const open = (remoteAddress: string) =>
        capped.app.inject({
          method: 'POST',
          url: '/wps/session/login/freeplay',
          headers: MERCHANT,
          payload: {},
          remoteAddress,
        });
      const burst = await Promise.all(Array.from({ length: 30 }, () => open('203.0.113.7')));
      const codes = burst.map((res) => envelopeOf(res).errorCode ?? 'ok');
      expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
      expect(codes.filter((code) => code === 'request.too.many')).toHaveLength(27);
      // One IPv6 subscriber is one source: its /64, whatever address it picks in it.
      const v6 = await Promise.all(
        ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2::c', '2001:db8:1:2::d'].map(open),
      );
      // Which of the four is refused depends on the order the database serves them in (on PostgreSQL not always
      // the order they were sent), not how many.
      expect(v6.map((res) => envelopeOf(res).errorCode ?? 'ok').sort()).toEqual([
        'ok',
        'ok',
        'ok',
        'request.too.many',
      ]);
      expect(envelopeOf(await open('198.51.100.4')).success).toBe(true);
    } finally {
      await capped.close();
    }
  });
});
