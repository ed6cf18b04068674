import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointValue } from '@h5/contract/endpoint.ts';
import type { getRewards } from '@h5/contract/endpoints/promotions.ts';
import { getRedRain, grabRedEnvelope } from '@h5/contract/endpoints/red-rain.ts';
import type { MerchantConfig } from '../../../domain/merchants/merchant-config.ts';
import type { RedRainConfig } from '../../../domain/merchants/promotion-config.ts';
import { dayKey, dayOf } from '../../../domain/promotions/periods.ts';
import { grabEnvelope, redRainState, type RainRequest } from '../../../domain/promotions/red-rain.ts';
import { rewardLedgerReference } from '../../../domain/promotions/rewards.ts';
import {
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../../__tests__/test-app.ts';
import {
  expectLedgerAddsUp,
  failure,
  failureOf,
  call,
  newMember,
  newRequestId,
  ok,
  type Member,
} from '../../wallet/__tests__/withdraw-helpers.ts';
import { entriesOf, switchedOff } from './promotion-helpers.ts';

type State = EndpointValue<typeof getRedRain>;
type Grab = EndpointValue<typeof grabRedEnvelope>;
type WhitelabelTree = Parameters<typeof switchedOff>[0];

const ZONE = 'Asia/Manila';
const AGENT_TYPE = 1;

/**
 * The rain of these tests starts on Manila's clock a minute before the file loads and falls for a day, so every test
 * meets it falling; its key is taken from that same instant, never from the clock again (a minute or a Manila
 * midnight passing during the run must not change it).
 */
const START = Date.now() - 60_000;
const START_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}).format(START);
const RAIN_KEY = `${dayKey(dayOf(START, ZONE))}T${START_TIME}`;

const RAIN: RedRainConfig = {
  enabled: true,
  title: { EN: 'Red envelope rain', TY: 'Ulan ng pulang sobre' },
  startTimes: [START_TIME],
  minutes: 1440,
  envelopesPerRain: 3,
  minAmount: 1,
  maxAmount: 8.88,
  budget: 100_000,
  turnoverMultiple: 2,
  minDeposits: 0,
};

/** The tree with the rain's switch on, whatever the demo file says. */
function rainSwitchedOn(tree: WhitelabelTree): WhitelabelTree {
  return {
    ...tree,
    enabled: tree.modId === 'AGENTMENU_REDRAIN3' ? '1' : tree.enabled,
    childrenNodes: tree.childrenNodes.map(rainSwitchedOn),
  };
}

let t: TestApp;
let merchant: MerchantConfig;
let removeTemp: () => void;
beforeAll(async () => {
  const temp = makeTempDir();
  removeTemp = temp.remove;
  const demo = readDemoMerchant() as MerchantConfig & { whitelabel: WhitelabelTree };
  const file = {
    ...demo,
    whitelabel: rainSwitchedOn(demo.whitelabel),
    promotions: { ...demo.promotions, redRain: RAIN },
  };
  t = await startTestApp({ merchantsDir: makeMerchantsDir(temp.dir, { 'demo.json': file }) });
  merchant = t.app.platform.merchants.get('demo') as MerchantConfig;
});
afterAll(async () => {
  await t.close();
  removeTemp();
});

const agent = () => newMember(t, { type: AGENT_TYPE, fundsPassword: false });
const state = (m: Member) => ok<State>(t, getRedRain.path, { token: m.token });
const grab = (m: Member, rainKey: string, requestId = newRequestId()) =>
  call(t, grabRedEnvelope.path, { token: m.token, method: 'POST', body: { requestId, rainKey } });

describe('red envelope rain', () => {
  it('shows the rain falling now with the agent’s envelopes, and the next one', async () => {
    const a = await agent();
    const s = await state(a);
    expect(s).toMatchObject({ envelopesPerRain: 3, minAmount: 1, maxAmount: 8.88, turnoverMultiple: 2 });
    expect(s.current).toMatchObject({ envelopesLeft: 3, over: false });
    expect(s.current?.rainKey).toBe(RAIN_KEY);
    expect(s.current?.startTime).toBeLessThanOrEqual(s.serverTime);
    expect(s.next?.startTime).toBe(s.current?.endTime);
    expect(s.envelopes).toEqual([]);
    expect(s.totalAmount).toBe(0);
  });

  it('credits an envelope once through the ledger, with its turnover, and answers a repeat with it', async () => {
    const a = await agent();
    const { current } = await state(a);
    const requestId = newRequestId();
    const first = await ok<Grab>(t, grabRedEnvelope.path, {
      token: a.token,
      method: 'POST',
      body: { requestId, rainKey: current?.rainKey },
    });
    expect(first.envelopesLeft).toBe(2);
    expect(first.envelope.amount).toBeGreaterThanOrEqual(1);
    expect(first.envelope.amount).toBeLessThanOrEqual(8.88);
    expect(first.envelope).toMatchObject({ rainKey: current?.rainKey, turnoverMultiple: 2 });

    const again = await ok<Grab>(t, grabRedEnvelope.path, {
      token: a.token,
      method: 'POST',
      body: { requestId, rainKey: current?.rainKey },
    });
    expect(again).toEqual(first);
    const cents = Math.round(first.envelope.amount * 100);
    expect(await entriesOf(t, a.id, 'BONUS')).toEqual([
      { amount_cents: cents, turnover_cents: cents * 2, reference: rewardLedgerReference(first.envelope.id) },
    ]);
    await expectLedgerAddsUp(t, a.id);

    const after = await state(a);
    expect(after.current?.envelopesLeft).toBe(2);
    expect(after.envelopes).toEqual([first.envelope]);
    expect(after.totalAmount).toBe(first.envelope.amount);

    // The reward center lists it as claimed, titled in the member's language.
    const rewards = await ok<EndpointValue<typeof getRewards>>(t, '/wps/relay/MCSFE_getAvailablePromotions', {
      token: a.token,
      language: 'TY',
    });
    expect(JSON.stringify(rewards)).toContain('Ulan ng pulang sobre');

    // The same requestId for another rain is a reuse, not a second envelope.
    const reused = failureOf(await grab(a, '2000-01-01T00:00', requestId));
    expect(reused.errorCode).toBe('request.id.reused');
  });

  it('gives each agent at most its envelopes per rain, even when it taps many at once', async () => {
    const a = await agent();
    const { current } = await state(a);
    const key = current?.rainKey ?? '';
    const answers = await Promise.all(Array.from({ length: 10 }, () => grab(a, key)));
    const envelopes = answers.filter((r) => r.statusCode === 200);
    expect(envelopes).toHaveLength(3);
    for (const refused of answers.filter((r) => r.statusCode !== 200)) {
      expect(failureOf(refused).errorCode).toBe('red.rain.no.envelopes');
    }
    expect(await entriesOf(t, a.id, 'BONUS')).toHaveLength(3);
    await expectLedgerAddsUp(t, a.id);
    expect((await state(a)).current?.envelopesLeft).toBe(0);
    const more = failureOf(await grab(a, key));
    expect(more).toMatchObject({ status: 409, errorCode: 'red.rain.no.envelopes' });
    expect(more.message).not.toBe('');
  });

  it('credits one envelope for one requestId sent many times at once', async () => {
    const a = await agent();
    const { current } = await state(a);
    const requestId = newRequestId();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => grab(a, current?.rainKey ?? '', requestId)),
    );
    const ids = answers.map((r) => (JSON.parse(r.body) as { value: Grab }).value.envelope.id);
    expect(new Set(ids).size).toBe(1);
    expect(await entriesOf(t, a.id, 'BONUS')).toHaveLength(1);
  });

  it('refuses a rain that is not falling, players, and malformed requests', async () => {
    const a = await agent();
    expect((await grab(a, '2000-01-01T20:00')).statusCode).toBe(409);
    expect(failureOf(await grab(a, '2000-01-01T20:00')).errorCode).toBe('red.rain.not.active');
    const { next } = await state(a);
    expect(failureOf(await grab(a, next?.rainKey ?? '')).errorCode).toBe('red.rain.not.active');

    const player = await newMember(t, { fundsPassword: false });
    expect((await failure(t, getRedRain.path, { token: player.token })).errorCode).toBe('agent.only');
    expect(failureOf(await grab(player, next?.rainKey ?? '')).errorCode).toBe('agent.only');

    const bad = await failure(t, grabRedEnvelope.path, {
      token: a.token,
      method: 'POST',
      body: { requestId: newRequestId(), rainKey: 'tonight' },
    });
    expect(bad.errorCode).toBe('request_param_err');
    expect(await entriesOf(t, a.id, 'BONUS')).toEqual([]);
  });
});

describe('a rain’s budget', () => {
  /** The rain under its own merchant code, so its budget is this test's alone. */
  function rainRequest(a: Member, rain: Partial<RedRainConfig>): RainRequest {
    const code = `rain${String(a.id)}`;
    return {
      merchant: { ...merchant, code, promotions: { ...merchant.promotions, redRain: { ...RAIN, ...rain } } },
      memberId: a.id,
      switchOn: true,
    };
  }
  const services = () => ({
    repository: t.app.platform.repositories.promotions,
    work: t.app.platform.units.promotions,
  });

  it('is shared by all agents, never passed, and ends the rain when less than the minimum is left', async () => {
    const agents = await Promise.all(Array.from({ length: 4 }, () => agent()));
    const first = agents[0] as Member;
    const rain = { minAmount: 1, maxAmount: 1, budget: 2.5 };
    const requests = agents.map((a) => ({ ...rainRequest(first, rain), memberId: a.id }));
    const key = (await redRainState(services(), requests[0] as RainRequest)).current?.rainKey ?? '';
    const results = await Promise.allSettled(
      requests.map((r) => grabEnvelope(services(), r, { requestId: newRequestId(), rainKey: key })),
    );
    const credited = results.filter((r) => r.status === 'fulfilled');
    expect(credited).toHaveLength(2);
    for (const r of results) {
      if (r.status === 'rejected')
        expect((r.reason as { errorCode: string }).errorCode).toBe('red.rain.over');
    }
    const after = await redRainState(services(), requests[3] as RainRequest);
    expect(after.current?.over).toBe(true);
  });

  it('cuts the last envelope to what the budget has left', async () => {
    const a = await agent();
    const request = rainRequest(a, { minAmount: 1, maxAmount: 2, budget: 3.5 });
    const key = RAIN_KEY;
    const highest = (_min: number, maxExclusive: number) => maxExclusive - 1;
    const one = await grabEnvelope(
      services(),
      request,
      { requestId: newRequestId(), rainKey: key },
      Date.now(),
      highest,
    );
    const two = await grabEnvelope(
      services(),
      request,
      { requestId: newRequestId(), rainKey: key },
      Date.now(),
      highest,
    );
    expect([one.envelope.amount, two.envelope.amount]).toEqual([2, 1.5]);
    await expect(
      grabEnvelope(services(), request, { requestId: newRequestId(), rainKey: key }, Date.now(), highest),
    ).rejects.toMatchObject({ errorCode: 'red.rain.over' });
  });

  it('asks the rain’s deposits of an agent before its first envelope', async () => {
    const a = await agent();
    const request = rainRequest(a, { minDeposits: 1 });
    const before = await redRainState(services(), request);
    expect(before).toMatchObject({ minDeposits: 1, qualified: false });
    await expect(
      grabEnvelope(services(), request, { requestId: newRequestId(), rainKey: RAIN_KEY }),
    ).rejects.toMatchObject({ errorCode: 'red.rain.not.qualified', value: { minDeposits: 1 } });
    // A deposit that did not succeed does not count; a successful one does.
    const deposit = (reference: string, status: 'failed' | 'success') =>
      t.app.platform.db
        .insertInto('deposits')
        .values({
          member_id: a.id,
          merchant_code: 'demo',
          reference,
          request_id: reference,
          request_hash: reference,
          amount_cents: 10_000,
          bonus_cents: 0,
          fee_cents: 0,
          channel_id: 'gcash',
          channel_kind: 'ewallet',
          channel_name: 'GCash',
          provider: 'simulated',
          provider_reference: null,
          promotion_id: null,
          status,
          created_at: Date.now(),
          updated_at: Date.now(),
          expires_at: null,
          reviewed_at: null,
          reviewed_by: null,
          review_request_id: null,
        })
        .execute();
    await deposit(`F${String(a.id)}`, 'failed');
    expect((await redRainState(services(), request)).qualified).toBe(false);
    await deposit(`S${String(a.id)}`, 'success');
    expect((await redRainState(services(), request)).qualified).toBe(true);
    const opened = await grabEnvelope(services(), request, { requestId: newRequestId(), rainKey: RAIN_KEY });
    expect(opened.envelopesLeft).toBe(2);
  });

  it('is unavailable where the switch is off or no rain is configured', async () => {
    const a = await agent();
    // A repeat of a credited grab still answers its envelope once the rain is switched off.
    const input = { requestId: newRequestId(), rainKey: RAIN_KEY };
    const grabbed = await grabEnvelope(services(), rainRequest(a, {}), input);
    const repeat = await grabEnvelope(services(), { ...rainRequest(a, {}), switchOn: false }, input);
    expect(repeat.envelope).toEqual(grabbed.envelope);
    await expect(
      grabEnvelope(
        services(),
        { ...rainRequest(a, {}), switchOn: false },
        { ...input, requestId: newRequestId() },
      ),
    ).rejects.toMatchObject({ errorCode: 'red.rain.unavailable' });
    await expect(redRainState(services(), { ...rainRequest(a, {}), switchOn: false })).rejects.toMatchObject({
      errorCode: 'red.rain.unavailable',
    });
    await expect(redRainState(services(), { ...rainRequest(a, { enabled: false }) })).rejects.toMatchObject({
      errorCode: 'red.rain.unavailable',
    });
  });
});

describe('a merchant with the switch off', () => {
  let off: TestApp;
  let removeOffTemp: () => void;
  beforeAll(async () => {
    const temp = makeTempDir();
    removeOffTemp = temp.remove;
    const demo = readDemoMerchant() as MerchantConfig & { whitelabel: WhitelabelTree };
    const file = { ...demo, whitelabel: switchedOff(demo.whitelabel, ['AGENTMENU_REDRAIN3']) };
    off = await startTestApp({ merchantsDir: makeMerchantsDir(temp.dir, { 'demo.json': file }) });
  });
  afterAll(async () => {
    await off.close();
    removeOffTemp();
  });

  it('answers red.rain.unavailable to the page and to a grab', async () => {
    const a = await newMember(off, { type: AGENT_TYPE, fundsPassword: false });
    const page = await failure(off, getRedRain.path, { token: a.token, language: 'EN' });
    expect(page).toMatchObject({ status: 403, errorCode: 'red.rain.unavailable' });
    expect(page.message).toBe('The red envelope rain is not available.');
    const grabbed = await failure(off, grabRedEnvelope.path, {
      token: a.token,
      method: 'POST',
      body: { requestId: newRequestId(), rainKey: '2026-11-26T20:00' },
    });
    expect(grabbed.errorCode).toBe('red.rain.unavailable');
  });
});
