import type { Db } from '../db/database.ts';
import { membersRepository } from '../domain/accounts/members-repository.ts';
import { agentMoneyRepository, type AgentMoneyServices } from '../domain/agent/agent-money-repository.ts';
import { AGENT_SETTLEMENT_LOOKBACK_DAYS, closedDays } from '../domain/agent/agent-settlement.ts';
import {
  acceptedContracts,
  contractPeriods,
  settleContractPeriod,
} from '../domain/agent/contract-settlement.ts';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';
import { walletRepository } from '../domain/wallet/wallet-repository.ts';
import { DAY, demoMemberId } from './common.ts';

/**
 * agent01's answered contracts (issue 18), besides the pending offers of demo-member-v1 (which the agent home
 * prompts about): a daily salary and a daily dividend it accepted before the settlement window, so both earn for
 * every day of it. docs/decisions.md "Agent money tools" gives the figures.
 */
export const DEMO_ACCEPTED_CONTRACTS = [
  {
    kind: 'DAILY_SALARY',
    terms: {
      basis: 'teamValidBets',
      ratePercent: 0.2,
      minActiveMembers: 1,
      tiers: [{ minTeamTurnover: 5_000, minActiveMembers: 3, ratePercent: 0.4 }],
    },
  },
  { kind: 'DIVIDEND', terms: { basis: 'teamNetLoss', ratePercent: 20, period: 'DAY' } },
] as const;

/**
 * Inserts agent01's accepted contracts and settles their periods (and those of its accepted hourly salary) of the
 * finished days before the seed, except the latest day with team turnover: the background run (or `npm run
 * operator -- settle-agents`) credits that one, as with the team rebate. On the seed's transaction.
 */
export async function insertDemoAgentContracts(
  trx: Db,
  now: number,
  merchant: MerchantConfig | undefined,
): Promise<void> {
  const agentId = await demoMemberId(trx, 'agent01');
  if (agentId === undefined) return;
  const decidedAt = now - (AGENT_SETTLEMENT_LOOKBACK_DAYS + 1) * DAY;
  for (const c of DEMO_ACCEPTED_CONTRACTS) {
    await trx
      .insertInto('member_contracts')
      .values({
        member_id: agentId,
        kind: c.kind,
        offered_by: null,
        terms: JSON.stringify(c.terms),
        status: 'accepted',
        offered_at: decidedAt - DAY,
        decided_at: decidedAt,
      })
      .execute();
  }
  if (merchant === undefined) return;
  const agentMoney = agentMoneyRepository(trx);
  const services: AgentMoneyServices = {
    repository: agentMoney,
    work: {
      run: (work) => work({ agentMoney, members: membersRepository(trx), wallet: walletRepository(trx) }),
    },
  };
  const withTurnover = [];
  for (const day of closedDays(now, merchant.timeZone)) {
    if ((await agentMoney.teamFigures(agentId, day.start, day.end)).turnoverCents > 0) withTurnover.push(day);
  }
  const contracts = await acceptedContracts(agentMoney, agentId);
  for (const item of contractPeriods(contracts, withTurnover.slice(0, -1), merchant.timeZone, now)) {
    await settleContractPeriod(services, agentId, item, now);
  }
}
