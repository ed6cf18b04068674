import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { AgentMoneyServices } from './agent-money-repository.ts';
import { periodOf } from '../promotions/periods.ts';
import { closedDays, settleAgents } from './agent-settlement.ts';

/** How often the finished days' team rebates are settled (hourly, as the promotions' rebate sweep). */
export const AGENT_SETTLEMENT_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Settles the agents' team rebates, salaries and dividends of the finished days (and today's finished hours) of every merchant now and then every interval, in the
 * background (main.ts). Safe with several instances and with the operator's command at the same time: a period is
 * unique per agent and settled under the agent's lock. Answers a function that stops it.
 */
export function startAgentSettlementSweep(
  services: AgentMoneyServices,
  merchants: () => readonly MerchantConfig[],
  onError: (error: unknown, agentId?: number) => void,
): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      for (const merchant of merchants()) {
        try {
          const now = Date.now();
          const days = closedDays(now, merchant.timeZone);
          await settleAgents(services, merchant, days, onError, now, periodOf(now, 'day', merchant.timeZone));
        } catch (error) {
          onError(error);
        }
      }
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void sweep(), 5_000);
  const timer = setInterval(() => void sweep(), AGENT_SETTLEMENT_INTERVAL_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
