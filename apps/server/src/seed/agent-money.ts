import type { Db } from '../db/database.ts';
import { membersRepository } from '../domain/accounts/members-repository.ts';
import { agentMoneyRepository, type AgentMoneyServices } from '../domain/agent/agent-money-repository.ts';
import { closedDays } from '../domain/agent/agent-settlement.ts';
import { settleAgentPeriod } from '../domain/agent/rebate-income.ts';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';
import { walletRepository } from '../domain/wallet/wallet-repository.ts';
import { demoMemberId } from './common.ts';

/**
 * The agent rebate rates of agent01's team (issue 18 part B), in basis points: the company gave agent01 2 %, agent01
 * gave subagent01 0.8 %; the players keep 0. docs/decisions.md "Agent money tools" gives the figures.
 */
export const DEMO_AGENT_RATES: Readonly<Record<string, number>> = { agent01: 200, subagent01: 80 };
const DEMO_RATES_FROM = '2000-01-01';

/**
 * Sets the demo rates and settles the team rebates of the finished days before the seed, except the latest day with
 * turnover: the background run (or `npm run operator -- settle-agents`) credits that one, so a fresh demo shows both
 * settled periods and a settlement happening. On the seed's transaction (no nested one).
 */
export async function insertDemoAgentMoney(
  trx: Db,
  now: number,
  merchant: MerchantConfig | undefined,
): Promise<void> {
  const agentMoney = agentMoneyRepository(trx);
  const agents: number[] = [];
  for (const [account, rateBp] of Object.entries(DEMO_AGENT_RATES)) {
    const id = await demoMemberId(trx, account);
    if (id === undefined) continue;
    // Given long before the demo's days: every seeded day is settled with them.
    await agentMoney.setRate(id, rateBp, DEMO_RATES_FROM, now);
    agents.push(id);
  }
  if (merchant === undefined) return;
  const services: AgentMoneyServices = {
    repository: agentMoney,
    work: {
      run: (work) => work({ agentMoney, members: membersRepository(trx), wallet: walletRepository(trx) }),
    },
  };
  for (const agentId of agents) {
    const days = closedDays(now, merchant.timeZone);
    const withTurnover = [];
    for (const day of days) {
      if ((await agentMoney.branchTurnovers(agentId, day.key, day.start, day.end)).length > 0) {
        withTurnover.push(day);
      }
    }
    for (const day of withTurnover.slice(0, -1)) await settleAgentPeriod(services, agentId, day, now);
  }
}
