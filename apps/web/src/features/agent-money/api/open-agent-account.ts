import { openAgentAccount as endpoint } from '@h5/contract/endpoints/agent-money.ts';
import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { AGENT_MONEY_KEY } from '../constants.ts';

export type OpenAccountBody = EndpointBody<typeof endpoint>;
export type OpenedAccount = z.infer<typeof endpoint.response>;

/** Opens an account under the agent; the same `requestId` again answers the account opened the first time. */
export function openAgentAccount(body: OpenAccountBody): Promise<OpenedAccount> {
  return request(endpoint, { body });
}

export function useOpenAgentAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openAgentAccount,
    // The new member is in the downline lists now (rates here, the team pages' own keys refetch on their own).
    onSuccess: () => client.invalidateQueries({ queryKey: [AGENT_MONEY_KEY, 'rates'] }),
  });
}
