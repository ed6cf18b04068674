import type { MerchantConfig } from './merchant-config.ts';

/** How often the background settlements run (the promotions' rebates, the agents' rebates, salaries and dividends). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** The first run, soon after start-up rather than an interval later. */
const FIRST_SWEEP_DELAY_MS = 5_000;

/**
 * Runs `settle` for every merchant in the background (main.ts): first after a few seconds, then every interval, one
 * run at a time. One merchant's failure is reported to `onError` and the others still run. The timers are unref'd, so
 * they never keep a shutting-down process alive. Answers a function that stops it.
 */
export function startMerchantSweep(
  merchants: () => readonly MerchantConfig[],
  settle: (merchant: MerchantConfig) => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      for (const merchant of merchants()) {
        try {
          await settle(merchant);
        } catch (error) {
          onError(error);
        }
      }
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void sweep(), FIRST_SWEEP_DELAY_MS);
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
