import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { PromotionServices } from './promotion-work.ts';
import { settleMerchantRebates } from './rebates.ts';

/** How often the automatic rebate of finished merchant days is settled for members who have not looked (hourly). */
export const REBATE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Settles the automatic daily rebates of every merchant now and then every interval, in the background (main.ts;
 * members' own reads settle theirs on the way too). Idempotent and safe with several instances: a rebate row is
 * unique per member, day and product, and a member's bets are marked under the member's money lock. Answers a
 * function that stops it.
 */
export function startRebateSweep(
  services: PromotionServices,
  merchants: () => readonly MerchantConfig[],
  onError: (error: unknown, memberId?: number) => void,
): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      // One failing member or merchant is reported and the rest are still settled.
      for (const merchant of merchants()) {
        try {
          await settleMerchantRebates(services, merchant, onError);
        } catch (error) {
          onError(error);
        }
      }
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void sweep(), 5_000);
  const timer = setInterval(() => void sweep(), REBATE_SWEEP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
