import type { FastifyInstance } from 'fastify';
import {
  getContractStatus,
  getTeamOverview,
  processContractDividend,
  processContractHourSalary,
  processDailySalaryContract,
} from '@h5/contract/endpoints/agent.ts';
import {
  getTeamBets,
  getTeamMemberSummary,
  getTeamMembers,
  getTeamProfitLoss,
  getTeamSummary,
} from '@h5/contract/endpoints/agent-team.ts';
import { isAgent } from '@h5/contract/member-types.ts';
import { kpiPeriod, teamKpi } from '../../domain/agent/agent-team.ts';
import { answerContract, contractFlags } from '../../domain/agent/contracts.ts';
import {
  teamBets,
  teamMemberSummary,
  teamMembers,
  teamProfitLoss,
  teamSummary,
  type TeamCaller,
} from '../../domain/agent/team-reports.ts';
import { teamRepository } from '../../domain/agent/team-repository.ts';
import { ApiError } from '../../domain/errors.ts';
import type { MerchantConfig } from '../../domain/merchants/merchant-config.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** The offer id the agent read, when the client sends one (ours, not the platform's). */
const offerIdOf = (id: string | undefined) => (id === undefined ? undefined : Number(id));

/** platform-api §4.6: the agent home's team KPI and the contract offers of the upline. */
export function registerAgentRoutes(app: FastifyInstance): void {
  registerEndpoint(app, getTeamOverview, async ({ platform, session, merchant, query }) => {
    if (!isAgent(session.memberType)) throw new ApiError('agentOnly');
    const period = kpiPeriod(query.startDate, query.endDate, merchant.timeZone);
    const policy = { idleMinutes: platform.config.sessionIdleMinutes };
    return { footer: await teamKpi(platform.repositories.agent, session.memberId, period, policy) };
  });
  registerEndpoint(app, getContractStatus, ({ platform, session }) => {
    return contractFlags(platform.repositories.agent, session);
  });
  registerEndpoint(app, processContractDividend, ({ platform, session, query }) => {
    return answerContract(
      platform.repositories.agent,
      session,
      'DIVIDEND',
      query.action,
      offerIdOf(query.offerId),
    );
  });
  registerEndpoint(app, processDailySalaryContract, ({ platform, session, query }) => {
    return answerContract(
      platform.repositories.agent,
      session,
      'DAILY_SALARY',
      query.action,
      offerIdOf(query.offerId),
    );
  });
  registerEndpoint(app, processContractHourSalary, ({ platform, session, body }) => {
    return answerContract(
      platform.repositories.agent,
      session,
      'HOURLY_SALARY',
      body.action,
      offerIdOf(body.offerId),
    );
  });

  // The team reports (lobby spec §2.12): agents only, each about the caller's own downline.
  const team = teamRepository(app.platform.db);
  registerEndpoint(app, getTeamSummary, async (context) =>
    teamSummary(team, teamCaller(context), context.query),
  );
  registerEndpoint(app, getTeamMembers, async (context) =>
    teamMembers(team, teamCaller(context), context.query),
  );
  registerEndpoint(app, getTeamMemberSummary, async (context) =>
    teamMemberSummary(team, teamCaller(context), context.query),
  );
  registerEndpoint(app, getTeamProfitLoss, async (context) =>
    teamProfitLoss(team, teamCaller(context), context.query),
  );
  registerEndpoint(app, getTeamBets, async (context) =>
    teamBets(team, teamCaller(context), context.query, context.language),
  );
}

/** The calling agent of a team report; anyone else is `agent.only`. */
function teamCaller({
  session,
  merchant,
}: {
  session: { memberId: number; memberType: number };
  merchant: MerchantConfig;
}): TeamCaller {
  if (!isAgent(session.memberType)) throw new ApiError('agentOnly');
  return {
    memberId: session.memberId,
    timeZone: merchant.timeZone,
    showBalance: merchant.agentTeam.showMemberBalance,
  };
}
