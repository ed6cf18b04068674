import { getWalletBalance as endpoint, type WalletBalance } from '@h5/contract/endpoints/member.ts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../api/request.ts';
import { useSession } from '../session/session-store.ts';

/**
 * Every wallet of the session member and their sum (platform-api §4.3, `typeId` 0). In lib because the shell
 * header, the member center and the agent home all show the total.
 */
export function getWalletBalance(signal?: AbortSignal): Promise<WalletBalance> {
  return request(endpoint, { query: { typeId: '0' }, signal });
}

export const walletBalanceQueryKey = ['account', 'wallet-balance'] as const;

/** Keyed by the session token, so another member never sees the previous one's balance. */
export function walletBalanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...walletBalanceQueryKey, token],
    queryFn: ({ signal }) => getWalletBalance(signal),
    enabled: token !== null,
  });
}

export function useWalletBalance() {
  return useQuery(walletBalanceQueryOptions(useSession()?.token ?? null));
}

/**
 * A refresh the user asked for (lobby spec §2.3 refresh button, popover): every wallet-balance query on screen
 * asks the server again, cancelling one already under way.
 */
export function useRefreshWalletBalance(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    () => client.refetchQueries({ queryKey: walletBalanceQueryKey, type: 'active' }, { cancelRefetch: true }),
    [client],
  );
}
