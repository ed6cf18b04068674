import type { EndpointValue } from '@h5/contract/endpoint.ts';
import {
  AGENT_MONEY_MAX_PAGE_SIZE,
  AGENT_MONEY_PAGE_SIZE,
  AGENT_REBATE_MAX_BP,
  type getAgentRebateRates,
  type DownlineRate,
} from '@h5/contract/endpoints/agent-money.ts';
import { isAgent } from '@h5/contract/member-types.ts';
import { accountKey } from '../accounts/members.ts';
import { ApiError } from '../errors.ts';
import { periodOf } from '../promotions/periods.ts';
import type { AgentMoneyRepository, AgentMoneyServices, DownlineRateRow } from './agent-money-repository.ts';

/*
 * Agent rebate rates (issue 18 part B): one rate per member, basis points of turnover, for every product type. The
 * company sets the agents' rates (demo seed, or the operator's `set-agent-rate`: setAgentRateAsCompany); each agent
 * sets its direct downline's, between what that member gave its own downline and the agent's own rate, so a rate
 * never rises going down the tree and every agent's difference is never negative.
 */

const toDownlineRate = (r: DownlineRateRow): DownlineRate => ({
  memberId: r.id,
  account: r.account,
  memberType: r.type,
  rateBp: r.agent_rebate_bp,
  minRateBp: r.min_rate_bp,
});

export async function downlineRates(
  repository: AgentMoneyRepository,
  agentId: number,
  query: { pageNo?: string | undefined; pageSize?: string | undefined; account?: string | undefined },
): Promise<EndpointValue<typeof getAgentRebateRates>> {
  const pageNum = Number(query.pageNo ?? 1);
  const size = Math.min(Number(query.pageSize ?? AGENT_MONEY_PAGE_SIZE), AGENT_MONEY_MAX_PAGE_SIZE);
  const [ownRateBp, page] = await Promise.all([
    repository.rateOf(agentId),
    repository.downlineRates(agentId, query.account, size, (pageNum - 1) * size),
  ]);
  return {
    ownRateBp,
    content: page.rows.map(toDownlineRate),
    pageNum,
    totalPages: Math.ceil(page.total / size),
    totalCount: page.total,
  };
}

/**
 * Checks a rate an agent gives a member directly below it: 0 for a player, not above the agent's own, not below what
 * the member already gave its own downline (a new member has none).
 */
export function checkDownlineRate(
  rateBp: number,
  ownRateBp: number,
  highestBelowBp: number,
  memberType: number,
): void {
  // A player's rate would only lower its agent's difference: no one would earn that share.
  if (rateBp > 0 && !isAgent(memberType)) throw new ApiError('agentRateNotAgent');
  if (rateBp > ownRateBp) throw new ApiError('agentRateAboveOwn', { value: { maxRateBp: ownRateBp } });
  if (rateBp < highestBelowBp) {
    throw new ApiError('agentRateBelowDownline', { value: { minRateBp: highestBelowBp } });
  }
}

/** The merchant day after the one holding `now`, `YYYY-MM-DD`. */
export const nextMerchantDay = (now: number, timeZone: string): string =>
  periodOf(periodOf(now, 'day', timeZone).end, 'day', timeZone).key;

/**
 * Sets a direct downline member's rate, from the next merchant day on, under the agent's lock and the member's (the member may be setting its own
 * downline's rates at the same moment: both decide on the member's row).
 */
export async function setDownlineRate(
  { work }: Pick<AgentMoneyServices, 'work'>,
  agent: { memberId: number; timeZone: string },
  memberId: number,
  rateBp: number,
  now = Date.now(),
): Promise<DownlineRate> {
  const agentId = agent.memberId;
  return work.run(async ({ agentMoney }) => {
    await agentMoney.lockAgent(Math.min(agentId, memberId));
    await agentMoney.lockAgent(Math.max(agentId, memberId));
    const member = await agentMoney.member(memberId);
    if (member?.upline_id !== agentId) throw new ApiError('agentTeamNotMember');
    const highestBelow = await agentMoney.highestDownlineRate(memberId);
    checkDownlineRate(rateBp, await agentMoney.rateOf(agentId), highestBelow, member.type);
    // From the next merchant day: today, and every day already over, keep the rates they were played under.
    await agentMoney.setRate(memberId, rateBp, nextMerchantDay(now, agent.timeZone), now);
    return {
      memberId,
      account: member.account,
      memberType: member.type,
      rateBp,
      minRateBp: highestBelow,
    };
  });
}

/**
 * The company sets an agent's rate (the operator API): a top agent's up to the whole AGENT_REBATE_MAX_BP, any other's
 * within its upline's rate, never below what the agent gave its own downline; from the next merchant day, as an
 * agent's change. A player is refused, as when an agent sets it.
 */
export async function setAgentRateAsCompany(
  { work }: Pick<AgentMoneyServices, 'work'>,
  merchant: { code: string; timeZone: string },
  account: string,
  rateBp: number,
  now = Date.now(),
): Promise<{ account: string; rateBp: number; fromDay: string }> {
  return work.run(async ({ agentMoney }) => {
    const found = await agentMoney.memberByAccount(merchant.code, accountKey(account));
    if (found === undefined) throw new ApiError('recordNotFound');
    // The member and its upline decide together: the same locks, in id order, as an agent's change.
    for (const id of [found.id, found.upline_id ?? found.id].sort((a, b) => a - b))
      await agentMoney.lockAgent(id);
    const ceiling = found.upline_id === null ? AGENT_REBATE_MAX_BP : await agentMoney.rateOf(found.upline_id);
    checkDownlineRate(rateBp, ceiling, await agentMoney.highestDownlineRate(found.id), found.type);
    const fromDay = nextMerchantDay(now, merchant.timeZone);
    await agentMoney.setRate(found.id, rateBp, fromDay, now);
    return { account: found.account, rateBp, fromDay };
  });
}
