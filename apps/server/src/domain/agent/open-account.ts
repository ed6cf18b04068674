import type { EndpointBody, EndpointValue } from '@h5/contract/endpoint.ts';
import type { openAgentAccount } from '@h5/contract/endpoints/agent-money.ts';
import type { RegisterRules } from '@h5/contract/endpoints/system.ts';
import { ApiError, fieldError } from '../errors.ts';
import { accountKey } from '../accounts/members.ts';
import { checkAgainstRule, enabledRule } from '../accounts/registration-rules.ts';
import type { AgentMoneyServices } from './agent-money-repository.ts';
import { periodOf } from '../promotions/periods.ts';
import { checkDownlineRate } from './rebate-rates.ts';

type OpenAccountBody = EndpointBody<typeof openAgentAccount>;
type OpenedAccount = EndpointValue<typeof openAgentAccount>;

/**
 * The username and password against the merchant's registration rules (platform-api §7), as a member's own
 * registration checks them: both always required, the username letters, digits and `_`.
 */
export function checkOpenAccountFields(rules: RegisterRules, body: OpenAccountBody): string {
  const check = (field: string, value: string) => {
    const rule = enabledRule(rules, field);
    if (rule === undefined) {
      if (value === '') throw fieldError(field, 'missing');
      return;
    }
    const problem = checkAgainstRule({ ...rule, required: true }, value);
    if (problem !== null) throw fieldError(field, problem);
  };
  const username = body.username.trim();
  check('username', username);
  if (!/^[A-Za-z0-9_]+$/.test(username)) throw fieldError('username', 'invalid');
  check('password', body.password);
  if (body.confirmPassword !== body.password) throw fieldError('confirmPassword', 'invalid');
  return username;
}

/**
 * Opens a player or sub-agent account under the agent (issue 18 part B, lobby spec §2.12 open account): the new
 * member's upline is the agent, its rate at most the agent's own, and it logs in with the password given. Once per
 * requestId: a repeat answers the account the first request opened.
 */
export async function openAccount(
  { work, repository }: AgentMoneyServices,
  hashPassword: (password: string) => Promise<string>,
  agent: { memberId: number; merchantCode: string; timeZone: string; rules: RegisterRules },
  body: OpenAccountBody,
  now = Date.now(),
): Promise<OpenedAccount> {
  const answer = (m: { id: number; account: string; type: number; agent_rebate_bp: number }) => ({
    memberId: m.id,
    account: m.account,
    memberType: m.type,
    rateBp: m.agent_rebate_bp,
  });
  /**
   * A repeat answers what the first request opened, even if the merchant's rules have changed since; the same
   * requestId for another name or type is a reuse (the rate may have been changed since and the password is only
   * kept hashed, so neither is compared).
   */
  const repeatOf = (m: { id: number; account: string; type: number; agent_rebate_bp: number }) => {
    if (accountKey(m.account) !== accountKey(body.username.trim()) || m.type !== body.memberType) {
      throw new ApiError('requestIdReused');
    }
    return answer(m);
  };
  const earlier = await repository.openedAccount(agent.memberId, body.requestId);
  if (earlier !== undefined) return repeatOf(earlier);
  const username = checkOpenAccountFields(agent.rules, body);
  // Hashed before the transaction: it is slow and needs nothing the transaction decides.
  const passwordHash = await hashPassword(body.password);
  return work.run(async ({ agentMoney, members }) => {
    await agentMoney.lockAgent(agent.memberId);
    const repeat = await agentMoney.openedAccount(agent.memberId, body.requestId);
    if (repeat !== undefined) return repeatOf(repeat);
    // A new member has no downline of its own: only the agent's own rate bounds the rate.
    checkDownlineRate(body.rateBp, await agentMoney.rateOf(agent.memberId), 0, body.memberType);
    // `do nothing` on a taken name (rather than a failing insert) keeps a PostgreSQL transaction usable.
    const member = await members.insertMemberIfNew({
      merchant_code: agent.merchantCode,
      account: username,
      account_key: accountKey(username),
      type: body.memberType,
      password_hash: passwordHash,
      reg_date: now,
      upline_id: agent.memberId,
      dialing_code: null,
      mobile: null,
      payment_password_hash: null,
      affiliate_code: null,
      register_method: 'agent',
      status: 'active',
      agent_rebate_bp: body.rateBp,
    });
    if (member === undefined) throw new ApiError('usernameExists');
    // From the day it is opened: the new member has no turnover before.
    if (body.rateBp > 0) {
      await agentMoney.setRate(member.id, body.rateBp, periodOf(now, 'day', agent.timeZone).key, now);
    }
    await agentMoney.recordOpenedAccount(agent.memberId, body.requestId, member.id, now);
    return answer(member);
  });
}
