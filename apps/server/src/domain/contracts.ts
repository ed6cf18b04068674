import type { ContractFlags } from '@h5/contract/endpoints/agent.ts';
import { loadsContracts } from '@h5/contract/member-types.ts';
import type { Db } from '../db/database.ts';
import type { ContractKind } from '../db/schema.ts';
import { ApiError } from './errors.ts';

const NO_OFFERS: ContractFlags = {
  dailysalreqtype: false,
  divtypecompperiodreq: false,
  divtypereq: false,
  contracthoursalreq: false,
};

/** Which kinds of offer wait for the member's answer; none for the excluded member types (lobby spec §4). */
export async function contractFlags(
  db: Db,
  member: { memberId: number; memberType: number },
): Promise<ContractFlags> {
  if (!loadsContracts(member.memberType)) return NO_OFFERS;
  const rows = await db
    .selectFrom('member_contracts')
    .select('kind')
    .where('member_id', '=', member.memberId)
    .where('status', '=', 'pending')
    .execute();
  const pending = new Set(rows.map((r) => r.kind));
  return {
    dailysalreqtype: pending.has('DAILY_SALARY'),
    divtypecompperiodreq: pending.has('DIVIDEND'),
    divtypereq: pending.has('DIVIDEND'),
    contracthoursalreq: pending.has('HOURLY_SALARY'),
  };
}

/**
 * Answers the member's pending offer of one kind. One conditional update, so two answers at once cannot both
 * win: the second (or any answer without an open offer) is `contract.not.pending` and changes nothing.
 */
export async function answerContract(
  db: Db,
  member: { memberId: number; memberType: number },
  kind: ContractKind,
  action: 'ACCEPT' | 'REJECT',
  now = Date.now(),
): Promise<{ status: 'ACCEPTED' | 'REJECTED' }> {
  if (!loadsContracts(member.memberType)) throw new ApiError('contractNotEligible');
  const status = action === 'ACCEPT' ? 'accepted' : 'rejected';
  const result = await db
    .updateTable('member_contracts')
    .set({ status, decided_at: now })
    .where('member_id', '=', member.memberId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new ApiError('contractNotPending');
  return { status: action === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED' };
}
