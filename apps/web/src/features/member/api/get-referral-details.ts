import { getReferralDetails as endpoint, type ReferralDetails } from '@h5/contract/endpoints/messages.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';

/** The member's referral code (created on first ask), invitation count and link parts (platform-api §4.6). */
export function getReferralDetails(signal?: AbortSignal): Promise<ReferralDetails> {
  return request(endpoint, { query: { autoGenerate: 'true' }, signal });
}

/**
 * The link to share: `https://<first promotion domain><referralPath>`, or this site's origin when the operator set
 * no promotion domain (the contract's rule).
 */
export function referralLink(details: ReferralDetails, origin: string = window.location.origin): string {
  const domain = details.promotionDomains.find((d) => d.trim() !== '')?.trim();
  const base = domain ? `https://${domain.replace(/^https?:\/\//i, '').replace(/\/+$/, '')}` : origin;
  return details.referralPath ? `${base}${details.referralPath}` : '';
}

export function referralDetailsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['referral', 'details', token],
    queryFn: ({ signal }) => getReferralDetails(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** The code and the ready-made link. */
export function useReferralLink() {
  return useQuery({
    ...referralDetailsQueryOptions(useSession()?.token ?? null),
    select: (details) => ({
      code: details.referralCode,
      link: referralLink(details),
      invitations: details.totalInvitations,
    }),
  });
}
