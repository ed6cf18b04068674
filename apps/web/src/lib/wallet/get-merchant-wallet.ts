import { getMerchantWallet as endpoint } from '@h5/contract/endpoints/member.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../api/request.ts';
import { useSession } from '../session/session-store.ts';

export type MerchantWallet = z.infer<typeof endpoint.response>;

/**
 * Whether the merchant runs a single wallet (platform-api §4.3). Home fetches it for members (lobby spec §2.6) so
 * the wallet and transfer pages find it cached; it lives in lib because those pages are other features.
 */
export function getMerchantWallet(signal?: AbortSignal): Promise<MerchantWallet> {
  return request(endpoint, { signal });
}

export function merchantWalletQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['wallet', 'merchant', token],
    queryFn: ({ signal }) => getMerchantWallet(signal),
    enabled: token !== null,
    staleTime: 10 * 60_000,
  });
}

export function useMerchantWallet() {
  return useQuery(merchantWalletQueryOptions(useSession()?.token ?? null));
}
