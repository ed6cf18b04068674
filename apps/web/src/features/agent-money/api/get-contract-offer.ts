import { getContractOffer as endpoint, type ContractKind } from '@h5/contract/endpoints/agent-money.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { AGENT_MONEY_KEY } from '../constants.ts';

export type ContractOfferAnswer = z.infer<typeof endpoint.response>;

/** The contract pages (lobby §2.12 contract prompts): the offer of one kind, pending first, else the latest answered. */
export function getContractOffer(kind: ContractKind, signal?: AbortSignal): Promise<ContractOfferAnswer> {
  return request(endpoint, { query: { kind }, signal });
}

export function contractOfferQueryOptions(token: string | null, kind: ContractKind) {
  return queryOptions({
    queryKey: [AGENT_MONEY_KEY, 'contract', token, kind],
    queryFn: ({ signal }) => getContractOffer(kind, signal),
    enabled: token !== null,
  });
}

export function useContractOffer(kind: ContractKind) {
  return useQuery(contractOfferQueryOptions(useSession()?.token ?? null, kind));
}
