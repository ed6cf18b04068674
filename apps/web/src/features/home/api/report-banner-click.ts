import { reportBannerClick as endpoint } from '@h5/contract/endpoints/content.ts';
import { request } from '../../../lib/api/request.ts';

/**
 * Counts a banner click (lobby spec §2.6; docs/decisions.md "Shell and home (server)"). Fire and forget: the
 * banner's link opens at once and a failed report is not the user's problem.
 */
export function reportBannerClick(bannerId: number): void {
  request(endpoint, { body: { bannerId } }).catch(() => {
    // Counting is best effort; nothing to tell the user.
  });
}
