import type { MerchantConfig } from '../merchants/merchant-config.ts';
import { periodOf } from '../promotions/periods.ts';
import { dayStart, nextDay, parseDay } from '../zoned-days.ts';
import type { AgentMoneyServices } from './agent-money-repository.ts';
import { acceptedContracts, contractPeriods, settleContractPeriod } from './contract-settlement.ts';
import { settleAgentPeriod, type SettlementPeriod } from './rebate-income.ts';

/**
 * How many finished merchant days back a run settles (issue 18 part B): a day missed while the server was down is
 * settled when it comes back, within this window; older days only with the operator's `--day`.
 */
export const AGENT_SETTLEMENT_LOOKBACK_DAYS = 7;

/** How long after its end a period is settled: late-committing rounds of its last moments are in by then. */
export const AGENT_SETTLEMENT_GRACE_MS = 10 * 60_000;

/** The merchant day `YYYY-MM-DD` as a settlement period; undefined when it is not a date. */
export function dayPeriod(day: string, timeZone: string): SettlementPeriod | undefined {
  const parsed = parseDay(day);
  if (parsed === null) return undefined;
  return { key: day, start: dayStart(parsed, timeZone), end: dayStart(nextDay(parsed), timeZone) };
}

/** The finished merchant days of the lookback window, oldest first (today is not finished: never settled). */
export function closedDays(now: number, timeZone: string): SettlementPeriod[] {
  const periods: SettlementPeriod[] = [];
  let end = periodOf(now, 'day', timeZone).start;
  for (let i = 0; i < AGENT_SETTLEMENT_LOOKBACK_DAYS; i += 1) {
    const day = periodOf(end - 1, 'day', timeZone);
    periods.unshift(day);
    end = day.start;
  }
  return periods;
}

export interface SettlementResult {
  agents: number;
  credits: number;
  creditedCents: number;
  failures: number;
}

/**
 * Settles, for the given merchant days (a period over for AGENT_SETTLEMENT_GRACE_MS only), the team rebate
 * of every agent of the merchant holding a rate and the salary and dividend periods of every agent holding an
 * accepted contract (contract-settlement.ts); `today`, when given, adds its finished hours of hourly salary. Each
 * agent and period is its own transaction: one agent's failure is reported to `onError` and the others are still
 * settled; a run that dies leaves the periods it did not commit to the next run. Running it again, or twice at
 * once, credits nothing twice.
 */
export async function settleAgents(
  services: AgentMoneyServices,
  merchant: MerchantConfig,
  periods: readonly SettlementPeriod[],
  onError: (error: unknown, agentId: number) => void,
  now = Date.now(),
  today?: SettlementPeriod,
): Promise<SettlementResult> {
  const result: SettlementResult = { agents: 0, credits: 0, creditedCents: 0, failures: 0 };
  // A round stamped just before a period's end may commit a moment later (or on an instance whose clock is behind):
  // a period is settled once it has been over for the grace, as nothing marks which rounds a period counted.
  const closedBy = now - AGENT_SETTLEMENT_GRACE_MS;
  const finished = periods.filter((p) => p.end <= closedBy);
  const withRate = await services.repository.agentsWithRate(merchant.code);
  const withContract = new Set(await services.repository.agentsWithAcceptedContract(merchant.code));
  const agents = [...new Set([...withRate, ...withContract])].sort((a, b) => a - b);
  const rated = new Set(withRate);
  const count = (cents: number) => {
    if (cents > 0) {
      result.credits += 1;
      result.creditedCents += cents;
    }
  };
  for (const agentId of agents) {
    result.agents += 1;
    try {
      if (rated.has(agentId)) {
        for (const period of finished) count(await settleAgentPeriod(services, agentId, period, now));
      }
      if (withContract.has(agentId)) {
        const contracts = await acceptedContracts(services.repository, agentId);
        const items = contractPeriods(contracts, finished, merchant.timeZone, closedBy, today);
        // Each hourly run meets mostly settled periods (a week of hours): skip those without a transaction each;
        // the transaction still checks under the lock, this read only saves work.
        const from = Math.min(...items.map((i) => i.period.start));
        const settled =
          items.length === 0
            ? new Set<string>()
            : await services.repository.settledContractPeriods(agentId, from);
        for (const item of items) {
          if (settled.has(`${item.contract.kind}|${item.period.key}`)) continue;
          count(await settleContractPeriod(services, agentId, item, now));
        }
      }
    } catch (error) {
      result.failures += 1;
      onError(error, agentId);
    }
  }
  return result;
}
