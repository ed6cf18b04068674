import type { FastifyInstance } from 'fastify';
import {
  getAgentRebateRates,
  getContractOffer,
  getContractSettlements,
  getTeamRebateIncome,
  openAgentAccount,
  setAgentRebateRate,
} from '@h5/contract/endpoints/agent-money.ts';
import { isAgent } from '@h5/contract/member-types.ts';
import { agentMoneyServices } from '../../domain/agent/agent-money-repository.ts';
import { contractSettlements } from '../../domain/agent/contract-settlement.ts';
import { openAccount } from '../../domain/agent/open-account.ts';
import { downlineRates, setDownlineRate } from '../../domain/agent/rebate-rates.ts';
import { teamRebateIncome } from '../../domain/agent/rebate-income.ts';
import { contractOffer } from '../../domain/agent/salary-and-dividend-offers.ts';
import { ApiError } from '../../domain/errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** The calling agent's member id; anyone else (member types 0, 4 and 40) is `agent.only`. */
function agentId(session: { memberId: number; memberType: number }): number {
  if (!isAgent(session.memberType)) throw new ApiError('agentOnly');
  return session.memberId;
}

/** The agent's money tools (issue 18 part B): rebate rates, open account, team rebate income. */
export function registerAgentMoneyRoutes(app: FastifyInstance): void {
  const { platform } = app;
  const services = agentMoneyServices(platform.db);
  registerEndpoint(app, getAgentRebateRates, ({ session, query }) =>
    downlineRates(services.repository, agentId(session), query),
  );
  registerEndpoint(app, setAgentRebateRate, ({ session, merchant, body }) =>
    setDownlineRate(
      services,
      { memberId: agentId(session), timeZone: merchant.timeZone },
      body.memberId,
      body.rateBp,
    ),
  );
  registerEndpoint(app, openAgentAccount, ({ session, merchant, body }) =>
    openAccount(
      services,
      (password) => platform.accounts.passwords.hash(password),
      {
        memberId: agentId(session),
        merchantCode: merchant.code,
        timeZone: merchant.timeZone,
        rules: merchant.register,
      },
      body,
    ),
  );
  registerEndpoint(app, getTeamRebateIncome, ({ session, query }) =>
    teamRebateIncome(services.repository, agentId(session), query),
  );
  registerEndpoint(app, getContractOffer, ({ session, query }) =>
    contractOffer(services.repository, agentId(session), query.kind),
  );
  registerEndpoint(app, getContractSettlements, ({ session, query }) =>
    contractSettlements(services.repository, agentId(session), query),
  );
}
