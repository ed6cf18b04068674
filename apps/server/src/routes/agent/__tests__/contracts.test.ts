import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getContractStatus } from '@h5/contract/endpoints/agent.ts';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import { demoToken, failureOf, memberIdOf, trialToken, valueOf } from '../../../__tests__/member-helpers.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const STATUS = '/wps/member/info/funds/consolidated';
const DIVIDEND = '/wps/relay/MCSFE_processContractDividend';
const DAILY = '/wps/relay/MCSFE_processDailySalaryContract';
const HOURLY = '/wps/relay/MCSFE_processContractHourSalary';

describe('contract offers', () => {
  const status = async (token: string) =>
    z.parse(
      getContractStatus.response,
      valueOf(await t.app.inject({ url: STATUS, headers: { ...MERCHANT, authorization: token } })),
    );
  const answer = (token: string, url: string, action: string) =>
    url === HOURLY
      ? t.app.inject({
          method: 'POST',
          url,
          headers: { ...MERCHANT, authorization: token, 'content-type': 'application/json' },
          payload: { action },
        })
      : t.app.inject({ url: `${url}?action=${action}`, headers: { ...MERCHANT, authorization: token } });

  it('flags the pending offers of the seed, each with its id (a new offer, a new id)', async () => {
    const agent = await status(await demoToken(t, 'agent01'));
    expect(agent).toMatchObject({
      dailysalreqtype: true,
      divtypecompperiodreq: true,
      divtypereq: true,
      contracthoursalreq: false,
    });
    // Each pending offer named by its id: two offers, two ids; none for the kind not offered.
    expect([typeof agent.offerIds?.daily, typeof agent.offerIds?.dividend, agent.offerIds?.hourly]).toEqual([
      'number',
      'number',
      null,
    ]);
    expect(agent.offerIds?.daily).not.toBe(agent.offerIds?.dividend);
    const sub = await status(await demoToken(t, 'subagent01'));
    expect(sub).toMatchObject({
      dailysalreqtype: false,
      divtypecompperiodreq: false,
      divtypereq: false,
      contracthoursalreq: true,
    });
    expect([sub.offerIds?.daily, sub.offerIds?.dividend, typeof sub.offerIds?.hourly]).toEqual([
      null,
      null,
      'number',
    ]);
    const player = await status(await demoToken(t, 'player01'));
    expect([player.dailysalreqtype, player.divtypereq, player.contracthoursalreq, player.offerIds]).toEqual([
      false,
      false,
      false,
      { daily: null, dividend: null, hourly: null },
    ]);
  });

  it('accepts once; the second answer is contract.not.pending and changes nothing', async () => {
    const agent = await demoToken(t, 'agent01');
    expect(valueOf(await answer(agent, DAILY, 'ACCEPT'))).toEqual({ status: 'ACCEPTED' });
    expect((await status(agent)).dailysalreqtype).toBe(false);
    const again = await answer(agent, DAILY, 'REJECT');
    expect(failureOf(again)).toMatchObject({ status: 400, errorCode: 'contract.not.pending' });
    const rows = await t.app.platform.db
      .selectFrom('member_contracts')
      .select(['status', 'decided_at'])
      .where('member_id', '=', await memberIdOf(t, 'agent01'))
      .where('kind', '=', 'DAILY_SALARY')
      .orderBy('decided_at')
      .execute();
    // The contract agent01 accepted before (seed demo-agent-contracts-v1), then the offer answered here.
    expect(rows).toHaveLength(2);
    expect(rows[1]?.status).toBe('accepted');
    expect(rows[1]?.decided_at).toBeGreaterThan(rows[0]?.decided_at ?? Infinity);
  });

  it('rejects through the older alias, and answers the hourly offer by POST', async () => {
    const agent = await demoToken(t, 'agent01');
    const res = await t.app.inject({
      url: '/wps/relay/MCS2_processDividendReq?action=REJECT',
      headers: { ...MERCHANT, authorization: agent },
    });
    expect(valueOf(res)).toEqual({ status: 'REJECTED' });
    expect((await status(agent)).divtypecompperiodreq).toBe(false);
    expect(failureOf(await answer(agent, DIVIDEND, 'ACCEPT')).errorCode).toBe('contract.not.pending');
    // agent01's hourly offer was accepted long ago: nothing pending.
    expect(failureOf(await answer(agent, HOURLY, 'ACCEPT')).errorCode).toBe('contract.not.pending');

    const sub = await demoToken(t, 'subagent01');
    expect(valueOf(await answer(sub, HOURLY, 'ACCEPT'))).toEqual({ status: 'ACCEPTED' });
    expect((await status(sub)).contracthoursalreq).toBe(false);
  });

  it('lets only one of two simultaneous answers through', async () => {
    const db = t.app.platform.db;
    const sub = await memberIdOf(t, 'subagent01');
    await db
      .insertInto('member_contracts')
      .values({
        member_id: sub,
        kind: 'DIVIDEND',
        offered_by: null,
        status: 'pending',
        offered_at: Date.now(),
      })
      .execute();
    const token = await demoToken(t, 'subagent01');
    const answers = await Promise.all([answer(token, DIVIDEND, 'ACCEPT'), answer(token, DIVIDEND, 'REJECT')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('gives types 4, 40, 41 and 42 no offers and refuses their answers', async () => {
    const db = t.app.platform.db;
    for (const type of [40, 41, 42]) {
      const account = `contract${String(type)}`;
      const { id } = await db
        .insertInto('members')
        .values({
          merchant_code: 'demo',
          account,
          account_key: account,
          type,
          password_hash: (
            await db
              .selectFrom('members')
              .select('password_hash')
              .where('account', '=', 'agent01')
              .executeTakeFirstOrThrow()
          ).password_hash,
          reg_date: Date.now(),
          upline_id: null,
          dialing_code: null,
          mobile: null,
          payment_password_hash: null,
          affiliate_code: null,
          status: 'active',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('member_contracts')
        .values({
          member_id: id,
          kind: 'DAILY_SALARY',
          offered_by: null,
          status: 'pending',
          offered_at: Date.now(),
        })
        .execute();
      const token = await demoToken(t, account);
      expect(Object.values(await status(token)), `type ${String(type)}`).toEqual([
        false,
        false,
        false,
        false,
      ]);
      expect(failureOf(await answer(token, DAILY, 'ACCEPT'))).toMatchObject({
        status: 403,
        errorCode: 'contract.not.eligible',
      });
    }
    const trial = await trialToken(t);
    expect(Object.values(await status(trial))).toEqual([false, false, false, false]);
    expect(failureOf(await answer(trial, HOURLY, 'ACCEPT')).errorCode).toBe('contract.not.eligible');
  });

  it('needs a session and a known action', async () => {
    for (const url of [STATUS, `${DAILY}?action=ACCEPT`, `${DIVIDEND}?action=ACCEPT`]) {
      expect(failureOf(await t.app.inject({ url, headers: MERCHANT })).status).toBe(401);
    }
    const agent = await demoToken(t, 'agent01');
    expect(failureOf(await answer(agent, DAILY, 'MAYBE')).errorCode).toBe('request_param_err');
    expect(failureOf(await answer(agent, HOURLY, 'accept')).errorCode).toBe('request_param_err');
  });
});
