import { checkAffiliate as endpoint } from '@h5/contract/endpoints/register.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error.ts';
import { request } from '../../../lib/api/request.ts';

export interface AffiliateQuery {
  code: string;
  domain: string;
  referralCode?: string;
}

/** Invitation-code check (platform-api §4.2): true when valid, false on `invitation_code_error` (any failure envelope). */
export async function checkAffiliate(query: AffiliateQuery, signal?: AbortSignal): Promise<boolean> {
  try {
    await request(endpoint, {
      query: {
        code: query.code,
        domain: query.domain,
        ...(query.referralCode ? { referralCode: query.referralCode } : {}),
      },
      signal,
      token: null,
    });
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind === 'server') return false;
    throw error;
  }
}

export function affiliateQueryOptions(query: AffiliateQuery | null) {
  return queryOptions({
    queryKey: ['register', 'affiliate', query],
    queryFn: ({ signal }) => (query ? checkAffiliate(query, signal) : Promise.resolve(false)),
    enabled: query !== null,
    staleTime: 5 * 60_000,
  });
}

export function useAffiliateCheck(query: AffiliateQuery | null) {
  return useQuery(affiliateQueryOptions(query));
}
