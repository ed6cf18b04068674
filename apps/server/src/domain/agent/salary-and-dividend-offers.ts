import type { EndpointValue } from '@h5/contract/endpoint.ts';
import {
  dividendTerms,
  salaryTerms,
  type ContractKind,
  type getContractOffer,
} from '@h5/contract/endpoints/agent-money.ts';
import type { AgentMoneyRepository } from './agent-money-repository.ts';

/**
 * The terms of a member's salary or dividend offer (`member_contracts.terms`), read through the contract's schema of
 * its kind. Terms that do not match are a data defect of whoever wrote the offer: an Error (500, logged), never a
 * page that shows made-up terms.
 */
export function parseTerms(kind: ContractKind, json: string) {
  const schema = kind === 'DIVIDEND' ? dividendTerms : salaryTerms;
  const parsed = schema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`member_contracts terms of kind ${kind} do not match the schema`);
  return parsed.data;
}

export async function contractOffer(
  repository: AgentMoneyRepository,
  memberId: number,
  kind: ContractKind,
): Promise<EndpointValue<typeof getContractOffer>> {
  const row = await repository.contractOffer(memberId, kind);
  if (row === undefined) return { offer: null };
  return {
    offer: {
      id: row.id,
      kind: row.kind,
      status: row.status,
      terms: parseTerms(row.kind, row.terms),
      offeredAt: row.offered_at,
      decidedAt: row.decided_at,
    },
  };
}
