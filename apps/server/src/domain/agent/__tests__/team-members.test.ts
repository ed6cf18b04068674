import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { randomBytes } from 'node:crypto';
import { MAIN_WALLET_TYPE_ID } from '@h5/contract/endpoints/member.ts';
import { teamMembers } from '../team-reports.ts';
import { teamRepository } from '../team-repository.ts';

let t: TestApp;

/** A member of the demo merchant below `uplineId`, with a main wallet of `balanceCents` when given. */
async function newMember(
  t: TestApp,
  options: { type?: number; uplineId?: number; balanceCents?: number },
): Promise<{ id: number; account: string }> {
  const account = `m${randomBytes(5).toString('hex')}`;
  const db = t.app.platform.db;
  const row = await db
    .insertInto('members')
    .values({
      merchant_code: 'demo',
      account,
      account_key: account,
      type: options.type ?? 0,
      password_hash: 'not-a-hash',
      reg_date: Date.now(),
      status: 'active',
      upline_id: options.uplineId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.balanceCents !== undefined) {
    await db
      .insertInto('wallets')
      .values({
        member_id: row.id,
        account_type_id: MAIN_WALLET_TYPE_ID,
        balance_cents: options.balanceCents,
        updated_at: Date.now(),
      })
      .execute();
  }
  return { id: row.id, account };
}
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('team management balances (merchant agentTeam.showMemberBalance)', () => {
  it('answers the main balance only when the merchant shows it', async () => {
    const agent = await newMember(t, { type: 1 });
    const player = await newMember(t, { uplineId: agent.id, balanceCents: 12_345 });
    const team = teamRepository(t.app.platform.db);
    const caller = { memberId: agent.id, timeZone: 'Asia/Manila' };
    const hidden = await teamMembers(team, { ...caller, showBalance: false }, {});
    expect(hidden.balanceShown).toBe(false);
    expect(hidden.content).toEqual([
      expect.objectContaining({ account: player.account, balanceCents: null }),
    ]);
    const shown = await teamMembers(team, { ...caller, showBalance: true }, {});
    expect(shown.balanceShown).toBe(true);
    expect(shown.content).toEqual([
      expect.objectContaining({ account: player.account, balanceCents: 12_345 }),
    ]);
  });

  it('escapes the account prefix: an underscore is not a wildcard', async () => {
    const agent = await newMember(t, { type: 1 });
    const player = await newMember(t, { uplineId: agent.id });
    const team = teamRepository(t.app.platform.db);
    const caller = { memberId: agent.id, timeZone: 'Asia/Manila', showBalance: false };
    // `m_` would match every `m…` account as a like pattern.
    expect((await teamMembers(team, caller, { account: 'm_' })).totalCount).toBe(0);
    expect((await teamMembers(team, caller, { account: player.account.slice(0, 3) })).totalCount).toBe(1);
  });

  it('stops at a cycle in bad data instead of recursing forever', async () => {
    const a = await newMember(t, { type: 1 });
    const b = await newMember(t, { type: 1, uplineId: a.id });
    const c = await newMember(t, { type: 1, uplineId: b.id });
    await t.app.platform.db.updateTable('members').set({ upline_id: c.id }).where('id', '=', b.id).execute();
    await t.app.platform.db.updateTable('members').set({ upline_id: b.id }).where('id', '=', c.id).execute();
    const team = teamRepository(t.app.platform.db);
    // b is below c and c below b: b's team is c alone, never b itself, and the query ends.
    const rows = await team.teamFigures(b.id, [0, Date.now()]);
    expect(rows.map((r) => [r.level, r.members])).toEqual([[1, 1]]);
    expect(await team.findInTeam(b.id, b.account)).toBeUndefined();
  });
});
