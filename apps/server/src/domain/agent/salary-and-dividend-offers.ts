import type { EndpointValue } from '@h5/contract/endpoint.ts';
import {
  dividendTerms,
  salaryTerms,
  type ContractKind,
  type ContractOffer,
  type DividendTerms,
  type getContractOffer,
  type SalaryTerms,
} from '@h5/contract/endpoints/agent-money.ts';
import type { OfferedContract, offerContractByOperator } from '@h5/contract/endpoints/operator.ts';
import { isAgent, loadsContracts } from '@h5/contract/member-types.ts';
import { accountKey } from '../accounts/members.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { AgentMoneyRepository, AgentMoneyServices, ContractRow } from './agent-money-repository.ts';

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

const toContractOffer = (row: ContractRow): ContractOffer => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  terms: parseTerms(row.kind, row.terms),
  offeredAt: row.offered_at,
  decidedAt: row.decided_at,
});

export async function contractOffer(
  repository: AgentMoneyRepository,
  memberId: number,
  kind: ContractKind,
): Promise<EndpointValue<typeof getContractOffer>> {
  const row = await repository.contractOffer(memberId, kind);
  return { offer: row === undefined ? null : toContractOffer(row) };
}

/**
 * Settlement keeps rates in millionths of the basis (contract-settlement.ts): a fifth decimal of a percent would be
 * shown to the agent and never paid.
 */
const RATE_DECIMALS = 4;
/** Ours: more tiers than a contract page can show in a glance are a typing slip, not a contract. */
export const MAX_SALARY_TIERS = 10;

const hasDecimals = (value: number, decimals: number): boolean => {
  const scaled = value * 10 ** decimals;
  return Number.isSafeInteger(Math.round(scaled)) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/**
 * What the terms' schema cannot say: rates with at most four decimals, thresholds in whole centavos, and tiers
 * ascending, each asking more (a higher team turnover or more active members, never less of either) and paying at
 * least the rate before it (the base rate for the first), never asking fewer active members than the base minimum.
 * Settlement pays the highest tier reached, so ascending
 * tiers are also the ones an agent reads the way they are paid. Each failure names its field.
 */
export function checkOfferedTerms(terms: SalaryTerms | DividendTerms): void {
  if (!hasDecimals(terms.ratePercent, RATE_DECIMALS)) throw fieldError('terms.ratePercent');
  if (terms.basis === 'teamNetLoss') return;
  const tiers = terms.tiers ?? [];
  if (tiers.length > MAX_SALARY_TIERS) throw fieldError('terms.tiers');
  let previous: { minTeamTurnover: number; minActiveMembers: number; ratePercent: number } | undefined;
  for (const [i, tier] of tiers.entries()) {
    const field = (name: string) => fieldError(`terms.tiers.${String(i)}.${name}`);
    if (!hasDecimals(tier.minTeamTurnover, 2)) throw field('minTeamTurnover');
    if (!hasDecimals(tier.ratePercent, RATE_DECIMALS)) throw field('ratePercent');
    // The base minimum gates every tier (contract-settlement.ts): a tier asking fewer members could never apply.
    if (tier.minActiveMembers < (terms.minActiveMembers ?? 0)) throw field('minActiveMembers');
    if (previous !== undefined) {
      if (tier.minTeamTurnover < previous.minTeamTurnover) throw field('minTeamTurnover');
      if (tier.minActiveMembers < previous.minActiveMembers) throw field('minActiveMembers');
      if (
        tier.minTeamTurnover === previous.minTeamTurnover &&
        tier.minActiveMembers === previous.minActiveMembers
      ) {
        throw field('minTeamTurnover');
      }
    }
    if (tier.ratePercent < (previous?.ratePercent ?? terms.ratePercent)) throw field('ratePercent');
    previous = tier;
  }
}

function withoutEmptyTiers(terms: SalaryTerms | DividendTerms): SalaryTerms | DividendTerms {
  if (terms.basis !== 'teamValidBets' || terms.tiers === undefined || terms.tiers.length > 0) return terms;
  const { tiers: _none, ...rest } = terms;
  return rest;
}

/**
 * The company (the operator API) offers an agent a contract. Only a member that may hold one: an agent (not type 0,
 * 4 or 40) outside the types excluded from contracts (4, 40, 41, 42, lobby spec §4); anyone else is
 * `contract.not.eligible`, as when such a member answers an offer. At most one pending offer per kind: new terms take
 * the pending offer's place under a new id (the agent home asks once per offer id, so it asks again); the same terms
 * again leave it as it is, so an operator's retry neither fails nor makes a second one. Accepted contracts are not
 * touched: the one in force prices its periods until the agent accepts the new offer (contract-settlement.ts).
 */
export async function offerContractAsCompany(
  { work }: Pick<AgentMoneyServices, 'work'>,
  merchant: { code: string },
  offer: OfferedContract,
  now = Date.now(),
): Promise<EndpointValue<typeof offerContractByOperator>> {
  checkOfferedTerms(offer.terms);
  // The schema's output, so the stored text has the schema's key order and compares equal for the same terms; no
  // tiers and an empty list are the same terms.
  const terms = JSON.stringify(withoutEmptyTiers(offer.terms));
  return work.run(async ({ agentMoney }) => {
    const found = await agentMoney.memberByAccount(merchant.code, accountKey(offer.account));
    if (found === undefined) throw new ApiError('recordNotFound');
    if (!isAgent(found.type) || !loadsContracts(found.type)) throw new ApiError('contractNotEligible');
    // Two offers of the member at once take turns, so the second sees the first's pending row.
    await agentMoney.lockAgent(found.id);
    const pending = await agentMoney.pendingContract(found.id, offer.kind);
    if (
      pending !== undefined &&
      JSON.stringify(withoutEmptyTiers(parseTerms(pending.kind, pending.terms))) === terms
    ) {
      return { account: found.account, outcome: 'unchanged', offer: toContractOffer(pending) };
    }
    // False when the agent answered it meanwhile: then the new terms are a new offer beside that answer.
    const replaced = pending !== undefined && (await agentMoney.withdrawPendingContract(pending.id));
    const row = await agentMoney.insertCompanyOffer(found.id, offer.kind, terms, now);
    return {
      account: found.account,
      outcome: replaced ? 'replaced' : 'offered',
      offer: toContractOffer(row),
    };
  });
}
