import type { ContractFlags } from '@h5/contract/endpoints/agent.ts';
import { loadsContracts } from '@h5/contract/member-types.ts';
import { ApiError } from '../errors.ts';
import type { AgentRepository, ContractKind } from './agent-repository.ts';

const NO_OFFERS: ContractFlags = {
  dailysalreqtype: false,
  divtypecompperiodreq: false,
  divtypereq: false,
  contracthoursalreq: false,
};

/** Which kinds of offer wait for the member's answer; none for the excluded member types (lobby spec §4). */
export async function contractFlags(
  agent: AgentRepository,
  member: { memberId: number; memberType: number },
): Promise<ContractFlags> {
  if (!loadsContracts(member.memberType)) return NO_OFFERS;
  const pending = await agent.pendingContracts(member.memberId);
  return {
    dailysalreqtype: pending.has('DAILY_SALARY'),
    divtypecompperiodreq: pending.has('DIVIDEND'),
    divtypereq: pending.has('DIVIDEND'),
    contracthoursalreq: pending.has('HOURLY_SALARY'),
    offerIds: {
      daily: pending.get('DAILY_SALARY') ?? null,
      dividend: pending.get('DIVIDEND') ?? null,
      hourly: pending.get('HOURLY_SALARY') ?? null,
    },
  };
}

/**
 * Answers the member's pending offer of one kind. One conditional update, so two answers at once cannot both
 * win: the second (or any answer without an open offer) is `contract.not.pending` and changes nothing.
 */
export async function answerContract(
  agent: AgentRepository,
  member: { memberId: number; memberType: number },
  kind: ContractKind,
  action: 'ACCEPT' | 'REJECT',
  /** The offer the agent read; another pending one (replaced since) is not decided. */
  offerId?: number,
  now = Date.now(),
): Promise<{ status: 'ACCEPTED' | 'REJECTED' }> {
  if (!loadsContracts(member.memberType)) throw new ApiError('contractNotEligible');
  const status = action === 'ACCEPT' ? 'accepted' : 'rejected';
  if (!(await agent.decidePendingContract(member.memberId, kind, status, now, offerId))) {
    const pending = await agent.pendingContracts(member.memberId);
    throw new ApiError(pending.has(kind) ? 'contractOfferChanged' : 'contractNotPending');
  }
  return { status: action === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED' };
}
