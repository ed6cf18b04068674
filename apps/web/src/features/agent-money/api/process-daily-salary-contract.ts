import { CONTRACT_ACTIONS, processDailySalaryContract as endpoint } from '@h5/contract/endpoints/agent.ts';
import type { z } from 'zod/mini';
import { request } from '../../../lib/api/request.ts';

export type ContractDecision = z.infer<typeof endpoint.response>;

/**
 * Answers the pending offer of this kind (platform-api §4.6); none pending is `contract.not.pending`. With the id of
 * the offer the agent read, a replaced one is `contract.offer.changed` and nothing is decided.
 */
export function processDailySalaryContract(
  action: (typeof CONTRACT_ACTIONS)[number],
  offerId: number,
): Promise<ContractDecision> {
  return request(endpoint, { query: { action, offerId: String(offerId) } });
}
