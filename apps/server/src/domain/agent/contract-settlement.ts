import type { EndpointValue } from '@h5/contract/endpoint.ts';
import {
  AGENT_MONEY_MAX_PAGE_SIZE,
  AGENT_MONEY_PAGE_SIZE,
  CONTRACT_KINDS,
  type ContractKind,
  type DividendTerms,
  type getContractSettlements,
  type SalaryTerms,
} from '@h5/contract/endpoints/agent-money.ts';
import { periodOf } from '../promotions/periods.ts';
import { postWalletEntry } from '../wallet/ledger.ts';
import { dayStart } from '../zoned-days.ts';
import type { AgentMoneyRepository, AgentMoneyServices, TeamFigures } from './agent-money-repository.ts';
import type { SettlementPeriod } from './rebate-income.ts';
import { parseTerms } from './salary-and-dividend-offers.ts';

/*
 * Salary and dividend contracts (issue 18; lobby spec §2.12 contract pages): an accepted contract earns, for every
 * closed period that starts after it was accepted, its terms' share of the downline's settled real-money play of
 * the period: the daily salary per merchant day, the hourly salary per hour, the dividend per the period its terms
 * name. Pending and rejected contracts earn nothing. A later accepted contract of the same kind prices the periods
 * that start after it.
 */

const HOUR_MS = 60 * 60 * 1000;
/** A rate in millionths: `ratePercent` has at most four decimals that count (0.0001 % of turnover). */
const PPM_PER_PERCENT = 10_000;
const PPM = 1_000_000n;

/** An accepted contract as the settlement reads it. */
export interface AcceptedContract {
  id: number;
  kind: ContractKind;
  terms: string;
  decidedAt: number;
}

/**
 * The salary rate earned, in millionths of turnover: 0 below the terms' minimum of active members, else the base
 * rate, replaced by the highest tier reached (the one with the highest turnover, then members, the team meets).
 */
export function salaryRatePpm(terms: SalaryTerms, figures: TeamFigures): number {
  if (terms.minActiveMembers !== undefined && figures.activeMembers < terms.minActiveMembers) return 0;
  let ratePercent = terms.ratePercent;
  let best: { minTeamTurnover: number; minActiveMembers: number } | undefined;
  for (const tier of terms.tiers ?? []) {
    const reached =
      figures.turnoverCents >= Math.round(tier.minTeamTurnover * 100) &&
      figures.activeMembers >= tier.minActiveMembers;
    const higher =
      best === undefined ||
      tier.minTeamTurnover > best.minTeamTurnover ||
      (tier.minTeamTurnover === best.minTeamTurnover && tier.minActiveMembers > best.minActiveMembers);
    if (reached && higher) {
      best = tier;
      ratePercent = tier.ratePercent;
    }
  }
  return Math.round(ratePercent * PPM_PER_PERCENT);
}

/** The rate and amount of a period: salary on turnover, dividend on a positive net loss; rounded down once. */
export function contractAmount(
  kind: ContractKind,
  terms: SalaryTerms | DividendTerms,
  figures: TeamFigures,
): { ratePpm: number; amountCents: number } {
  const ratePpm =
    terms.basis === 'teamNetLoss'
      ? Math.round(terms.ratePercent * PPM_PER_PERCENT)
      : salaryRatePpm(terms, figures);
  const basis = kind === 'DIVIDEND' ? Math.max(0, figures.netLossCents) : figures.turnoverCents;
  // BigInt: centavos times millionths pass 2^53 soon.
  return { ratePpm, amountCents: Number((BigInt(basis) * BigInt(ratePpm)) / PPM) };
}

/**
 * The hours of a merchant day, keyed `YYYY-MM-DDTHH` by the hour's place in the day: the local hour where the zone
 * keeps no daylight saving (Manila), and never the same key twice on a day that repeats an hour.
 */
export function hoursOf(day: SettlementPeriod): SettlementPeriod[] {
  const hours: SettlementPeriod[] = [];
  for (let start = day.start, i = 0; start < day.end; start += HOUR_MS, i += 1) {
    hours.push({
      key: `${day.key}T${String(i).padStart(2, '0')}`,
      start,
      end: Math.min(start + HOUR_MS, day.end),
    });
  }
  return hours;
}

/** The dividend period of the terms holding the merchant day; the key names the period kind and its first day. */
export function dividendPeriodOf(
  day: SettlementPeriod,
  period: DividendTerms['period'],
  timeZone: string,
): SettlementPeriod {
  if (period === 'DAY') return { key: `DAY:${day.key}`, start: day.start, end: day.end };
  if (period === 'WEEK') {
    const week = periodOf(day.start, 'week', timeZone);
    return { key: `WEEK:${week.key}`, start: week.start, end: week.end };
  }
  const month = periodOf(day.start, 'month', timeZone);
  if (period === 'MONTH') return { key: `MONTH:${month.key}`, start: month.start, end: month.end };
  // HALF_MONTH: the 1st to the 15th, the 16th to the month's end.
  const [year, monthNo] = month.key.split('-').map(Number) as [number, number];
  const sixteenth = dayStart([year, monthNo, 16], timeZone);
  return day.start < sixteenth
    ? { key: `HALF_MONTH:${month.key}-01`, start: month.start, end: sixteenth }
    : { key: `HALF_MONTH:${month.key}-16`, start: sixteenth, end: month.end };
}

/** The contract of the kind that prices a period starting at `start`: the latest accepted by then. */
function contractAt(
  contracts: readonly AcceptedContract[],
  kind: ContractKind,
  start: number,
): AcceptedContract | undefined {
  let found: AcceptedContract | undefined;
  for (const c of contracts) if (c.kind === kind && c.decidedAt <= start) found = c;
  return found;
}

/** One contract period to settle. */
export interface ContractPeriod {
  contract: AcceptedContract;
  period: SettlementPeriod;
}

/**
 * The closed contract periods the given merchant days (and, with `hoursUntil`, the finished hours of the day after
 * the last of them) hold: each daily salary day, hour of hourly salary, and dividend period reaching into a day,
 * priced by the contract accepted before the period began. A period not over at `now` is left for a later run.
 */
export function contractPeriods(
  contracts: readonly AcceptedContract[],
  days: readonly SettlementPeriod[],
  timeZone: string,
  now: number,
  hoursOfNextDay?: SettlementPeriod,
): ContractPeriod[] {
  const out: ContractPeriod[] = [];
  const seen = new Set<string>();
  const add = (kind: ContractKind, period: SettlementPeriod) => {
    if (period.end > now || seen.has(`${kind}|${period.key}`)) return;
    const contract = contractAt(contracts, kind, period.start);
    if (contract === undefined) return;
    seen.add(`${kind}|${period.key}`);
    out.push({ contract, period });
  };
  for (const day of days) {
    add('DAILY_SALARY', day);
    for (const hour of hoursOf(day)) add('HOURLY_SALARY', hour);
    // The dividend period depends on the terms of the contract in force when the day began.
    const dividend = contractAt(contracts, 'DIVIDEND', day.start);
    if (dividend !== undefined) {
      const terms = parseTerms('DIVIDEND', dividend.terms);
      if (terms.basis === 'teamNetLoss') add('DIVIDEND', dividendPeriodOf(day, terms.period, timeZone));
    }
  }
  if (hoursOfNextDay !== undefined) for (const hour of hoursOf(hoursOfNextDay)) add('HOURLY_SALARY', hour);
  return out;
}

/** The ledger's reference of a salary or dividend credit. */
export const contractLedgerReference = (kind: ContractKind, id: number): string =>
  `${kind === 'DIVIDEND' ? 'agent-dividend' : 'agent-salary'}:${String(id)}`;

/**
 * Settles one contract period of an agent as the team rebate is settled: the unique row of the agent, kind and
 * period and its ledger credit in one transaction under the agent's money lock, so runs at once or repeated credit
 * it once and a run that dies leaves nothing. A period without turnover, or overlapping one already settled (a
 * dividend whose terms changed period), writes nothing. Answers the centavos this call credited.
 */
export async function settleContractPeriod(
  { work }: Pick<AgentMoneyServices, 'work'>,
  agentId: number,
  { contract, period }: ContractPeriod,
  now = Date.now(),
): Promise<number> {
  const terms = parseTerms(contract.kind, contract.terms);
  return work.run(async ({ agentMoney, wallet }) => {
    await agentMoney.lockAgent(agentId);
    const kind = contract.kind;
    if (await agentMoney.contractSettlementOverlapping(agentId, kind, period.key, period.start, period.end))
      return 0;
    const figures = await agentMoney.teamFigures(agentId, period.start, period.end);
    if (figures.turnoverCents === 0) return 0;
    const { ratePpm, amountCents } = contractAmount(kind, terms, figures);
    const row = await agentMoney.insertContractSettlement({
      agent_id: agentId,
      contract_id: contract.id,
      kind,
      period_key: period.key,
      period_start: period.start,
      period_end: period.end,
      turnover_cents: figures.turnoverCents,
      active_members: figures.activeMembers,
      net_loss_cents: figures.netLossCents,
      rate_ppm: ratePpm,
      amount_cents: amountCents,
      created_at: now,
    });
    if (row === undefined) return 0;
    if (amountCents > 0) {
      await postWalletEntry(wallet, {
        memberId: agentId,
        type: 'BONUS',
        amountCents,
        reference: contractLedgerReference(kind, row.id),
        now,
      });
    }
    return amountCents;
  });
}

/** The agent's accepted contracts, for the settlement. */
export async function acceptedContracts(
  repository: AgentMoneyRepository,
  agentId: number,
): Promise<AcceptedContract[]> {
  const rows = await repository.acceptedContracts(agentId);
  return rows.flatMap((r) =>
    r.decided_at === null ? [] : [{ id: r.id, kind: r.kind, terms: r.terms, decidedAt: r.decided_at }],
  );
}

/** The agent's settled salary and dividend periods, newest first, of one kind or all. */
export async function contractSettlements(
  repository: AgentMoneyRepository,
  agentId: number,
  query: { kind?: ContractKind | undefined; pageNo?: string | undefined; pageSize?: string | undefined },
): Promise<EndpointValue<typeof getContractSettlements>> {
  const pageNum = Number(query.pageNo ?? 1);
  const size = Math.min(Number(query.pageSize ?? AGENT_MONEY_PAGE_SIZE), AGENT_MONEY_MAX_PAGE_SIZE);
  const kinds = query.kind === undefined ? CONTRACT_KINDS : [query.kind];
  const page = await repository.contractSettlementsPage(agentId, kinds, size, (pageNum - 1) * size);
  return {
    content: page.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      period: r.period_key,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      turnover: r.turnover_cents / 100,
      activeMembers: r.active_members,
      netLoss: r.net_loss_cents / 100,
      ratePercent: r.rate_ppm / PPM_PER_PERCENT,
      amount: r.amount_cents / 100,
      status: r.amount_cents > 0 ? ('credited' as const) : ('nothing' as const),
      createTime: r.created_at,
    })),
    pageNum,
    totalPages: Math.ceil(page.total / size),
    totalCount: page.total,
  };
}
