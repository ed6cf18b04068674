import { checkAffiliate as endpoint } from '@h5/contract/endpoints/register.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error.ts';
import { request } from '../../../lib/api/request.ts';

export interface AffiliateQuery {
  code?: string;
  domain?: string;
  referralCode?: string;
}

/** The query without its empty parameters: a link with only `?r=` must not send `code=` (the server takes the first non-empty). */
function compact(query: AffiliateQuery): AffiliateQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
}

/** Invitation-code check (platform-api §4.2): true when valid, false on `invitation_code_error` (any failure envelope). */
export async function checkAffiliate(query: AffiliateQuery, signal?: AbortSignal): Promise<boolean> {
  try {
    await request(endpoint, {
      query: compact(query),
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
