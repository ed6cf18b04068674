import { getContractStatus as endpoint, type ContractFlags } from '@h5/contract/endpoints/agent.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { mayLoadContracts } from '../agent-rules.ts';

/** Which contract offers wait for an answer (platform-api §4.3 funds consolidated, OP-21). */
export function getContractStatus(signal?: AbortSignal): Promise<ContractFlags> {
  return request(endpoint, { signal });
}

/** Loaded only for member types other than 4, 40, 41 and 42 (lobby §4). */
export function useContractStatus() {
  const session = useSession();
  return useQuery(
    queryOptions({
      queryKey: ['agent', 'contracts', session?.token ?? null],
      queryFn: ({ signal }) => getContractStatus(signal),
      enabled: session !== null && mayLoadContracts(session.type),
      staleTime: 60_000,
    }),
  );
}
