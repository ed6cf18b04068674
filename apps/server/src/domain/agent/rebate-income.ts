import type { EndpointValue } from '@h5/contract/endpoint.ts';
import {
  AGENT_MONEY_MAX_PAGE_SIZE,
  AGENT_MONEY_PAGE_SIZE,
  AGENT_REBATE_MAX_BP,
  type getTeamRebateIncome,
} from '@h5/contract/endpoints/agent-money.ts';
import { postWalletEntry } from '../wallet/ledger.ts';
import type { AgentMoneyRepository, AgentMoneyServices, BranchTurnover } from './agent-money-repository.ts';

/*
 * Team rebate income (issue 18 part B): for a settlement period, an agent earns, on each direct downline member's
 * branch (that member and everyone below it), (own rate − that member's rate) × the branch's settled real-money
 * turnover. Deeper agents earn their own differences on their own branches, so the rates add up down the tree to
 * the top agent's rate and nobody is paid twice for a bet. A period is settled with the rates of its day (the rate
 * history: a change applies from the next merchant day).
 */

/** A settlement period: the merchant day `key` is `[start, end)`. */
export interface SettlementPeriod {
  readonly key: string;
  readonly start: number;
  readonly end: number;
}

/** The ledger's reference of a team rebate credit. */
export const agentRebateLedgerReference = (id: number): string => `agent-rebate:${String(id)}`;

/** Centavos earned on the branches: the sum of every branch's share, rounded down once (never more than earned). */
export function teamRebateCents(
  ownRateBp: number,
  branches: readonly BranchTurnover[],
): { turnoverCents: number; amountCents: number } {
  let turnoverCents = 0;
  // BigInt: turnover in centavos times basis points may pass 2^53.
  let scaled = 0n;
  for (const branch of branches) {
    turnoverCents += branch.turnoverCents;
    const difference = Math.max(0, ownRateBp - branch.rateBp);
    scaled += BigInt(branch.turnoverCents) * BigInt(difference);
  }
  return { turnoverCents, amountCents: Number(scaled / BigInt(AGENT_REBATE_MAX_BP)) };
}

/**
 * Settles one agent's period: one row per agent and period (unique key) and its credit through the ledger, in one
 * transaction under the agent's money lock, so two runs at once or a run repeated credit it once, and a run that
 * dies before the commit leaves nothing behind. A period without turnover writes nothing. Answers the centavos
 * credited by this call (0 when settled already or nothing was earned).
 */
export async function settleAgentPeriod(
  { work }: Pick<AgentMoneyServices, 'work'>,
  agentId: number,
  period: SettlementPeriod,
  now = Date.now(),
): Promise<number> {
  return work.run(async ({ agentMoney, wallet }) => {
    await agentMoney.lockAgent(agentId);
    if ((await agentMoney.rebateByPeriod(agentId, period.key)) !== undefined) return 0;
    // The rates of that day, the agent's and its members': a rate changed since cannot reach back.
    const ownRateBp = await agentMoney.rateOn(agentId, period.key);
    if (ownRateBp === 0) return 0;
    const branches = await agentMoney.branchTurnovers(agentId, period.key, period.start, period.end);
    const { turnoverCents, amountCents } = teamRebateCents(ownRateBp, branches);
    if (turnoverCents === 0) return 0;
    const row = await agentMoney.insertRebate({
      agent_id: agentId,
      period_key: period.key,
      period_start: period.start,
      period_end: period.end,
      turnover_cents: turnoverCents,
      amount_cents: amountCents,
      created_at: now,
    });
    // Under the lock no one else writes the period: a taken key here is another instance without the lock (SQLite).
    if (row === undefined) return 0;
    if (amountCents > 0) {
      await postWalletEntry(wallet, {
        memberId: agentId,
        type: 'REBATE',
        amountCents,
        reference: agentRebateLedgerReference(row.id),
        now,
      });
    }
    return amountCents;
  });
}

/** The agent's team rebate income report: its settled periods, newest first. */
export async function teamRebateIncome(
  repository: AgentMoneyRepository,
  agentId: number,
  query: { pageNo?: string | undefined; pageSize?: string | undefined },
): Promise<EndpointValue<typeof getTeamRebateIncome>> {
  const pageNum = Number(query.pageNo ?? 1);
  const size = Math.min(Number(query.pageSize ?? AGENT_MONEY_PAGE_SIZE), AGENT_MONEY_MAX_PAGE_SIZE);
  const [ownRateBp, page] = await Promise.all([
    repository.rateOf(agentId),
    repository.rebatesPage(agentId, size, (pageNum - 1) * size),
  ]);
  return {
    ownRateBp,
    content: page.rows.map((r) => ({
      id: r.id,
      period: r.period_key,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      turnover: r.turnover_cents / 100,
      amount: r.amount_cents / 100,
      status: r.amount_cents > 0 ? ('credited' as const) : ('nothing' as const),
      createTime: r.created_at,
    })),
    pageNum,
    totalPages: Math.ceil(page.total / size),
    totalCount: page.total,
  };
}
