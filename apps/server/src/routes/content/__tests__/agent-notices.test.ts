import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getAnnouncements, readAnnouncement } from '@h5/contract/endpoints/content.ts';
import { MERCHANT } from '../../../__tests__/account-helpers.ts';
import { demoToken, failureOf, trialToken, valueOf } from '../../../__tests__/member-helpers.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LIST = '/wps/relay/MCSFE_getListAnnouncements';
const READ = '/wps/relay/MCSFE_readAnnouncement';

const list = async (token: string | null, types = 'A', language = 'EN') =>
  z.parse(
    getAnnouncements.response,
    valueOf(
      await t.app.inject({
        url: `${LIST}?types=${types}&platform=M&groupName=m_home&merchantCode=demo`,
        headers: { ...MERCHANT, language, ...(token === null ? {} : { authorization: token }) },
      }),
    ),
  );
const read = (token: string | null, id: unknown) =>
  t.app.inject({
    method: 'POST',
    url: READ,
    headers: {
      ...MERCHANT,
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: token }),
    },
    payload: JSON.stringify({ id }),
  });

describe('agent notices (types=A) and their read marks', () => {
  it('answers agent01 the notices newest first with the unread count, in each language', async () => {
    const agent = await demoToken(t, 'agent01');
    const en = await list(agent);
    expect(en.agent?.map((n) => n.title)).toEqual([
      'New commission tiers from next month',
      'Agent training on Saturday, 3 PM',
      'Protect your members from fake agents',
    ]);
    expect(en.agent?.map((n) => n.read)).toEqual([false, false, true]);
    expect(en.footer).toEqual({ unreadCount: 2 });
    expect(en.agent?.[0]?.content).toContain('<ul>');
    const times = en.agent?.map((n) => n.createTime) ?? [];
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const ty = await list(agent, 'A', 'TY');
    expect(ty.agent?.[0]?.title).toBe('Bagong antas ng komisyon simula sa susunod na buwan');
    expect(ty.footer).toEqual({ unreadCount: 2 });
    // Other lists stay empty; agent fields are absent when A is not asked for.
    expect(en.banners).toEqual([]);
    const home = await list(agent, 'B,PL');
    expect(home.agent).toBeUndefined();
    expect(home.footer).toBeUndefined();
  });

  it('marks one read: the count drops once, per member', async () => {
    const agent = await demoToken(t, 'agent01');
    const newest = (await list(agent)).agent?.[0];
    expect(z.parse(readAnnouncement.response, valueOf(await read(agent, newest?.id)))).toEqual({
      unreadCount: 1,
    });
    expect(valueOf(await read(agent, newest?.id))).toEqual({ unreadCount: 1 });
    const after = await list(agent);
    expect(after.footer).toEqual({ unreadCount: 1 });
    expect(after.agent?.[0]?.read).toBe(true);
    // The Filipino notices are their own rows.
    expect((await list(agent, 'A', 'TY')).footer).toEqual({ unreadCount: 2 });
    // Another agent still has them all unread.
    expect((await list(await demoToken(t, 'subagent01'))).footer).toEqual({ unreadCount: 3 });
  });

  it('shows guests, players and trial accounts no agent notices, and refuses their read marks', async () => {
    for (const token of [null, await demoToken(t, 'player01'), await trialToken(t)]) {
      const answer = await list(token);
      expect(answer.agent).toEqual([]);
      expect(answer.footer).toEqual({ unreadCount: 0 });
    }
    const id = (await list(await demoToken(t, 'agent01'))).agent?.[1]?.id;
    expect(failureOf(await read(await demoToken(t, 'player01'), id))).toMatchObject({
      status: 403,
      errorCode: 'agent.only',
    });
    expect(failureOf(await read(null, id))).toMatchObject({ status: 401, errorCode: 'login.not.session' });
  });

  it('refuses ids that are not agent notices of the merchant', async () => {
    const agent = await demoToken(t, 'agent01');
    const banner = (await list(agent, 'B')).banners[0]?.bannerId;
    for (const id of [banner, 2_000_000_000]) {
      expect(failureOf(await read(agent, id))).toMatchObject({ status: 404, errorCode: 'record.not.found' });
    }
    expect(failureOf(await read(agent, 'x')).errorCode).toBe('request_param_err');
  });
});
