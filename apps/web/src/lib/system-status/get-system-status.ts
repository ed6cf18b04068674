import { getSystemStatus as endpoint, type SystemStatus } from '@h5/contract/endpoints/system.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/request.ts';
import { appConfig } from '../config.ts';

/**
 * The site configuration (lobby spec §4 "fetch configuration"). It lives in lib, not in a feature, because the
 * start-up gate and most features read it (white-label switches, CDNs, customer service, downloads).
 */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return request(endpoint, { signal });
}

/** Language-dependent texts (`maintenanceMessage`) follow a language switch through query invalidation. */
export const systemStatusQueryKey = ['system', 'status'] as const;

export function systemStatusQueryOptions() {
  return queryOptions({
    queryKey: systemStatusQueryKey,
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}

/** The site's display name: its `siteName`, else its main domain from the configuration, else the merchant code. */
export function useSiteName(): string {
  const { data } = useQuery({
    ...systemStatusQueryOptions(),
    select: (status) => status.info.siteName?.trim() || status.info.mainDomain.trim(),
  });
  return data || appConfig().merchant;
}
