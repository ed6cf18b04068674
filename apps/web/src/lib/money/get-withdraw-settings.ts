import { getWithdrawSettings as endpoint } from '@h5/contract/endpoints/withdraw.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../api/request.ts';
import { useSession } from '../session/session-store.ts';
import { moneyQueryKey } from './money-keys.ts';

export type WithdrawSettings = z.infer<typeof endpoint.response>;
export type PayoutProvider = WithdrawSettings['payoutProviders'][number];

/**
 * The withdraw page's state (limits, turnover, balance and held amount, funds-password state, payout accounts and
 * the merchant's payout providers). In lib because the withdraw page, the transfer page and the security centre's
 * payout-account form all read it.
 */
export function getWithdrawSettings(signal?: AbortSignal): Promise<WithdrawSettings> {
  return request(endpoint, { signal });
}

export function withdrawSettingsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...moneyQueryKey, 'withdraw-settings', token],
    queryFn: ({ signal }) => getWithdrawSettings(signal),
    enabled: token !== null,
    // Money state: always asked again when a page opens, never shown from a stale cache alone.
    staleTime: 0,
  });
}

/** `enabled` lets a page ask only when it needs it (the security centre, when its add-account form opens). */
export function useWithdrawSettings({ enabled = true }: { enabled?: boolean } = {}) {
  const options = withdrawSettingsQueryOptions(useSession()?.token ?? null);
  return useQuery({ ...options, enabled: options.enabled && enabled });
}
