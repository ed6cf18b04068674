import { setAgentRebateRate as endpoint } from '@h5/contract/endpoints/agent-money.ts';
import type { EndpointBody } from '@h5/contract/endpoint.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';
import { AGENT_MONEY_KEY } from '../constants.ts';

export type SetRateBody = EndpointBody<typeof endpoint>;
export type SetRateAnswer = z.infer<typeof endpoint.response>;

/** Sets a direct downline member's rate; the server refuses one above the agent's own or below the member's team. */
export function setAgentRebateRate(body: SetRateBody): Promise<SetRateAnswer> {
  return request(endpoint, { body });
}

export function useSetAgentRebateRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAgentRebateRate,
    onSettled: () => client.invalidateQueries({ queryKey: [AGENT_MONEY_KEY, 'rates'] }),
  });
}
