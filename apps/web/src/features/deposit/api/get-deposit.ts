import { getDeposit as endpoint, type DepositRecord } from '@h5/contract/endpoints/deposit.ts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { DEPOSIT_POLL_INTERVAL_MS, DEPOSIT_POLL_MAX_COUNT, isFinalDeposit } from '../constants.ts';

/** One of the member's deposits by its reference. */
export function getDeposit(reference: string, signal?: AbortSignal): Promise<DepositRecord> {
  return request(endpoint, { query: { reference }, signal });
}

/**
 * The deposit the gateway returned to, asked again every {@link DEPOSIT_POLL_INTERVAL_MS} while it is not final
 * (`pending`, or `reviewing` for a manual transfer), at most {@link DEPOSIT_POLL_MAX_COUNT} times: then the page
 * offers a button to look again instead of asking forever.
 */
export function depositQueryOptions(token: string | null, reference: string) {
  return queryOptions({
    queryKey: ['deposit', 'detail', token, reference],
    queryFn: ({ signal }) => getDeposit(reference, signal),
    enabled: token !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === undefined || isFinalDeposit(status)) return false;
      return query.state.dataUpdateCount < DEPOSIT_POLL_MAX_COUNT ? DEPOSIT_POLL_INTERVAL_MS : false;
    },
  });
}

/** The deposit, and whether the page has stopped asking for it (answers waited for: the bound was reached). */
export function useDeposit(reference: string) {
  const options = depositQueryOptions(useSession()?.token ?? null, reference);
  const query = useQuery(options);
  const answers = useQueryClient().getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return { query, pollingOver: answers >= DEPOSIT_POLL_MAX_COUNT };
}
