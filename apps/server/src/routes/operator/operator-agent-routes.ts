import type { FastifyInstance } from 'fastify';
import { setAgentRateByOperator, settleAgentRebates } from '@h5/contract/endpoints/agent-money.ts';
import { offerContractByOperator } from '@h5/contract/endpoints/operator.ts';
import { agentMoneyServices } from '../../domain/agent/agent-money-repository.ts';
import { periodOf } from '../../domain/promotions/periods.ts';
import {
  AGENT_SETTLEMENT_GRACE_MS,
  closedDays,
  dayPeriod,
  settleAgents,
} from '../../domain/agent/agent-settlement.ts';
import type { SettlementPeriod } from '../../domain/agent/rebate-income.ts';
import { setAgentRateAsCompany } from '../../domain/agent/rebate-rates.ts';
import { offerContractAsCompany } from '../../domain/agent/salary-and-dividend-offers.ts';
import { fieldError } from '../../domain/errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/**
 * The operator API's agent side (issue 18 part B): settling the agents' team rebates, salaries and dividends by hand,
 * the company's rebate rates and its salary and dividend offers.
 */
export function registerOperatorAgentRoutes(app: FastifyInstance): void {
  const { platform } = app;
  const services = agentMoneyServices(platform.db);
  registerEndpoint(app, settleAgentRebates, async ({ merchant, body, operator }) => {
    const now = Date.now();
    let periods = closedDays(now, merchant.timeZone);
    // Without a day, today's finished hours of hourly salary too, as the background run.
    let today: SettlementPeriod | undefined = periodOf(now, 'day', merchant.timeZone);
    if (body.day !== undefined) {
      today = undefined;
      const period = dayPeriod(body.day, merchant.timeZone);
      if (period === undefined) throw fieldError('day', 'invalid');
      periods = [period];
    }
    const result = await settleAgents(
      services,
      merchant,
      periods,
      (error, agentId) => {
        app.log.error({ err: error, agentId }, 'agent settlement failed');
      },
      now,
      today,
    );
    // Every operator action is recorded with who ran it.
    app.log.info(
      { operator: operator.name, merchant: merchant.code, day: body.day ?? null, ...result },
      'agents settled',
    );
    return {
      days: periods.filter((p) => p.end <= now - AGENT_SETTLEMENT_GRACE_MS).map((p) => p.key),
      agents: result.agents,
      credits: result.credits,
      credited: result.creditedCents / 100,
      failures: result.failures,
    };
  });
  registerEndpoint(app, setAgentRateByOperator, async ({ merchant, body, operator }) => {
    const set = await setAgentRateAsCompany(services, merchant, body.account, body.rateBp);
    app.log.info({ operator: operator.name, merchant: merchant.code, ...set }, 'agent rate set');
    return set;
  });
  registerEndpoint(app, offerContractByOperator, async ({ merchant, body, operator }) => {
    const made = await offerContractAsCompany(services, merchant, body);
    app.log.info(
      {
        operator: operator.name,
        merchant: merchant.code,
        account: made.account,
        kind: made.offer.kind,
        offerId: made.offer.id,
        outcome: made.outcome,
      },
      'contract offered',
    );
    return made;
  });
}
