import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { unclaimedPromotionCountQueryKey } from '../account/get-unclaimed-promotion-count.ts';
import { walletBalanceQueryKey } from '../account/get-wallet-balance.ts';
import { moneyQueryKey } from './money-keys.ts';

/** The root of every promotions query (activity center, reward center, VIP, missions, rebates). */
export const promotionsQueryKey = ['promotions'] as const;

/**
 * After a reward or a rebate was credited (or a sign-up changed a status; a red envelope opened): the promotion pages, the header's
 * balance (lobby §2.3), the footer's unclaimed badge (lobby §2.4) and the money pages (a claimed reward adds to the
 * turnover a withdrawal needs) are fetched again.
 */
export function useRewardsChanged(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: promotionsQueryKey }),
      client.invalidateQueries({ queryKey: walletBalanceQueryKey }),
      client.invalidateQueries({ queryKey: unclaimedPromotionCountQueryKey }),
      client.invalidateQueries({ queryKey: moneyQueryKey }),
    ]);
  }, [client]);
}
