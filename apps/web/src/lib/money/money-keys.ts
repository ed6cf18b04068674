import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { walletBalanceQueryKey } from '../account/get-wallet-balance.ts';

/**
 * The root of every query that shows money state of the withdraw, security-centre and record pages (withdraw
 * settings, security centre, withdraw records): a change made on one page refreshes all of them at once, without
 * a feature importing another's query keys.
 */
export const moneyQueryKey = ['money'] as const;

/**
 * After money moved or a money setting changed (withdrawal, transfer, funds password, payout account): the money
 * queries and the header's wallet balance (lobby spec §2.3) are fetched again.
 */
export function useMoneyChanged(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: moneyQueryKey }),
      client.invalidateQueries({ queryKey: walletBalanceQueryKey }),
    ]);
  }, [client]);
}
