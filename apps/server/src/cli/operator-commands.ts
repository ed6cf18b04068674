import { randomBytes } from 'node:crypto';
import {
  DIVIDEND_PERIODS,
  setAgentRateByOperator,
  settleAgentRebates,
  type ContractKind,
} from '@h5/contract/endpoints/agent-money.ts';
import { DEPOSIT_STATUSES } from '@h5/contract/endpoints/deposit.ts';
import {
  listOperatorDeposits,
  offerContractByOperator,
  listOperatorWithdrawals,
  reviewDeposit,
  reviewWithdrawal,
} from '@h5/contract/endpoints/operator.ts';
import {
  SUPPORT_STATUSES,
  listSupportConversations,
  replySupportConversation,
} from '@h5/contract/endpoints/support.ts';
import { WITHDRAW_STATUSES } from '@h5/contract/endpoints/withdraw.ts';

/*
 * `npm run operator -- <command>`: the operator API (`/ops/...`) of a running server from a terminal. It speaks HTTP
 * like any client, with the token of OPERATOR_TOKEN, so it needs no database access and works against any instance.
 */

export const USAGE = `Usage: npm run operator -- <command>

  deposits [--status reviewing] [--page 1] [--size 20]   deposits of a status, oldest first
  approve-deposit <reference>                            credit a manual deposit
  reject-deposit <reference> --reason "…"                reject it (the player reads the reason)
  withdrawals [--status pending] [--page 1] [--size 20]  withdrawals of a status, oldest first
  pay-withdrawal <reference>                             mark a withdrawal paid
  reject-withdrawal <reference> --reason "…"             reject it, releasing the held amount
  support [--status open] [--page 1] [--size 20]         support conversations (open: waiting for an answer)
  reply-support <conversation id> --message "…"          answer one (a member also gets it as mail)
                                                         (a screenshot: GET /ops/support/image?id=, same token)
  settle-agents [--day YYYY-MM-DD]                       credit the agents' team rebates, salaries and
                                                         dividends of a finished day
                                                         (default: the recent finished days); never twice
  set-agent-rate <account> --rate <percent>              an agent's rebate rate from tomorrow (e.g. 2 or 1.25):
                                                         a top agent's up to 100 %, others within their upline's
  offer-contract <account> --kind daily|hourly|dividend --rate <percent>
      [--period DAY|WEEK|HALF_MONTH|MONTH]               offer an agent a salary (a share of the team's valid
      [--min-active <n>] [--tiers '<json array>']        bets) or dividend (of its net loss) contract; new terms
                                                         replace a pending offer of the kind, the accepted one
                                                         holds until the agent accepts. --period: dividend only,
                                                         required. --min-active, --tiers: salary only; tiers
                                                         ascending, each {"minTeamTurnover": pesos,
                                                         "minActiveMembers": n, "ratePercent": percent}

Settings (environment): OPERATOR_TOKEN (required), API_URL (default http://127.0.0.1:8080),
MERCHANT (default demo), LANGUAGE (EN or TY, default EN).`;

export type OperatorCommand =
  | { kind: 'help' }
  | { kind: 'list'; what: 'deposits' | 'withdrawals'; status: string; page: string; size: string }
  | {
      kind: 'review';
      what: 'deposits' | 'withdrawals';
      reference: string;
      decision: 'approve' | 'reject' | 'pay';
      reason: string | undefined;
    }
  | { kind: 'support'; status: string; page: string; size: string }
  | { kind: 'reply-support'; conversationId: number; message: string }
  | { kind: 'settle-agents'; day: string | undefined }
  | { kind: 'set-agent-rate'; account: string; rateBp: number }
  | { kind: 'offer-contract'; account: string; contract: ContractKind; terms: Record<string, unknown> };

const REVIEWS = {
  'approve-deposit': { what: 'deposits', decision: 'approve' },
  'reject-deposit': { what: 'deposits', decision: 'reject' },
  'pay-withdrawal': { what: 'withdrawals', decision: 'pay' },
  'reject-withdrawal': { what: 'withdrawals', decision: 'reject' },
} as const;

/** Reads `--name value` and `--name=value` options; the rest are positional. */
function splitOptions(args: readonly string[]): { options: Map<string, string>; positional: string[] } {
  const options = new Map<string, string>();
  const positional: string[] = [];
  // Given twice, an option is refused rather than the last one silently winning (`--rate 5 --rate 50`).
  const set = (name: string, value: string) => {
    if (options.has(name)) throw new Error(`--${name} is given twice`);
    options.set(name, value);
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq !== -1) {
      set(arg.slice(2, eq), arg.slice(eq + 1));
      continue;
    }
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
    set(arg.slice(2), value);
    i++;
  }
  return { options, positional };
}

function expectOnly(options: Map<string, string>, allowed: readonly string[]): void {
  for (const name of options.keys()) {
    if (!allowed.includes(name)) throw new Error(`unknown option --${name}`);
  }
}

/** The command the arguments ask for; throws an Error whose message says what is wrong. */
export function parseOperatorArgs(args: readonly string[]): OperatorCommand {
  const [name, ...rest] = args;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return { kind: 'help' };
  const { options, positional } = splitOptions(rest);
  if (name === 'deposits' || name === 'withdrawals') {
    expectOnly(options, ['status', 'page', 'size']);
    if (positional.length > 0) throw new Error(`${name} takes no argument: ${positional.join(' ')}`);
    const statuses: readonly string[] = name === 'deposits' ? DEPOSIT_STATUSES : WITHDRAW_STATUSES;
    const status = options.get('status') ?? (name === 'deposits' ? 'reviewing' : 'pending');
    if (!statuses.includes(status)) throw new Error(`--status must be one of ${statuses.join(', ')}`);
    const page = options.get('page') ?? '1';
    const size = options.get('size') ?? '20';
    if (!/^[1-9][0-9]{0,5}$/.test(page)) throw new Error('--page must be a number from 1');
    if (!/^[1-9][0-9]{0,2}$/.test(size) || Number(size) > 100) throw new Error('--size must be 1 to 100');
    return { kind: 'list', what: name, status, page, size };
  }
  if (name === 'support') {
    expectOnly(options, ['status', 'page', 'size']);
    if (positional.length > 0) throw new Error(`support takes no argument: ${positional.join(' ')}`);
    const status = options.get('status') ?? 'open';
    if (!(SUPPORT_STATUSES as readonly string[]).includes(status)) {
      throw new Error(`--status must be one of ${SUPPORT_STATUSES.join(', ')}`);
    }
    const page = options.get('page') ?? '1';
    const size = options.get('size') ?? '20';
    if (!/^[1-9][0-9]{0,5}$/.test(page)) throw new Error('--page must be a number from 1');
    if (!/^[1-9][0-9]{0,1}$/.test(size) || Number(size) > 50) throw new Error('--size must be 1 to 50');
    return { kind: 'support', status, page, size };
  }
  if (name === 'reply-support') {
    expectOnly(options, ['message']);
    const [id, ...extra] = positional;
    if (id === undefined || extra.length > 0) throw new Error('reply-support takes one conversation id');
    if (!/^[1-9][0-9]{0,14}$/.test(id)) throw new Error(`not a conversation id: ${id}`);
    const message = options.get('message')?.trim() ?? '';
    if (message === '') throw new Error('reply-support needs --message "…"');
    return { kind: 'reply-support', conversationId: Number(id), message };
  }
  if (name === 'settle-agents') {
    expectOnly(options, ['day']);
    if (positional.length > 0) throw new Error(`settle-agents takes no argument: ${positional.join(' ')}`);
    const day = options.get('day');
    if (day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error('--day must be YYYY-MM-DD');
    return { kind: 'settle-agents', day };
  }
  if (name === 'set-agent-rate') {
    expectOnly(options, ['rate']);
    const [account, ...extra] = positional;
    if (account === undefined || extra.length > 0) throw new Error('set-agent-rate takes one account');
    const rate = options.get('rate') ?? '';
    // Percent with at most two decimals, as the agents' own rates page takes it: 1.25 = 125 basis points.
    if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(rate) || Number(rate) > 100) {
      throw new Error('--rate must be a percent from 0 to 100 with at most two decimals');
    }
    return { kind: 'set-agent-rate', account, rateBp: Math.round(Number(rate) * 100) };
  }
  if (name === 'offer-contract') return parseOfferContract(options, positional);
  if (name in REVIEWS) {
    const review = REVIEWS[name as keyof typeof REVIEWS];
    const rejecting = review.decision === 'reject';
    expectOnly(options, rejecting ? ['reason'] : []);
    const [reference, ...extra] = positional;
    if (reference === undefined || extra.length > 0) throw new Error(`${name} takes one reference`);
    if (!/^[A-Z0-9]{8,40}$/.test(reference)) throw new Error(`not a reference: ${reference}`);
    const reason = options.get('reason')?.trim();
    if (rejecting && (reason === undefined || reason === '')) throw new Error(`${name} needs --reason "…"`);
    return { kind: 'review', ...review, reference, reason };
  }
  throw new Error(`unknown command: ${name}`);
}

const CONTRACT_KIND_OPTIONS: Readonly<Record<string, ContractKind>> = {
  daily: 'DAILY_SALARY',
  hourly: 'HOURLY_SALARY',
  dividend: 'DIVIDEND',
};

/** `offer-contract`: the options as the kind's terms; the server checks them again, and its rules beyond the shape. */
function parseOfferContract(options: Map<string, string>, positional: readonly string[]): OperatorCommand {
  expectOnly(options, ['kind', 'rate', 'period', 'min-active', 'tiers']);
  const [account, ...extra] = positional;
  if (account === undefined || extra.length > 0) throw new Error('offer-contract takes one account');
  const contract = CONTRACT_KIND_OPTIONS[options.get('kind') ?? ''];
  if (contract === undefined) throw new Error('--kind must be daily, hourly or dividend');
  const rate = options.get('rate') ?? '';
  // Settlement keeps rates in millionths: four decimals of a percent.
  if (!/^\d{1,3}(?:\.\d{1,4})?$/.test(rate) || Number(rate) > 100) {
    throw new Error('--rate must be a percent from 0 to 100 with at most four decimals');
  }
  const period = options.get('period');
  if (contract === 'DIVIDEND') {
    for (const salaryOnly of ['min-active', 'tiers']) {
      if (options.has(salaryOnly)) throw new Error(`--${salaryOnly} is for a salary, not a dividend`);
    }
    if (period === undefined || !(DIVIDEND_PERIODS as readonly string[]).includes(period)) {
      throw new Error(`a dividend needs --period ${DIVIDEND_PERIODS.join('|')}`);
    }
    return {
      kind: 'offer-contract',
      account,
      contract,
      terms: { basis: 'teamNetLoss', ratePercent: Number(rate), period },
    };
  }
  if (period !== undefined) throw new Error('--period is for a dividend, not a salary');
  const terms: Record<string, unknown> = { basis: 'teamValidBets', ratePercent: Number(rate) };
  const minActive = options.get('min-active');
  if (minActive !== undefined) {
    if (!/^\d{1,6}$/.test(minActive)) throw new Error('--min-active must be a whole number of members');
    terms.minActiveMembers = Number(minActive);
  }
  const tiers = options.get('tiers');
  if (tiers !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(tiers);
    } catch {
      throw new Error('--tiers must be a JSON array');
    }
    if (!Array.isArray(parsed)) throw new Error('--tiers must be a JSON array');
    terms.tiers = parsed;
  }
  return { kind: 'offer-contract', account, contract, terms };
}

export interface OperatorSettings {
  readonly apiUrl: string;
  readonly token: string;
  readonly merchant: string;
  readonly language: 'EN' | 'TY';
}

/** The settings from the environment; throws when OPERATOR_TOKEN is missing. */
export function operatorSettings(env: Readonly<Record<string, string | undefined>>): OperatorSettings {
  const token = env.OPERATOR_TOKEN?.trim() ?? '';
  if (token === '')
    throw new Error('set OPERATOR_TOKEN to your operator token (OPERATOR_TOKENS on the server)');
  const apiUrl = (env.API_URL?.trim() ?? '') === '' ? 'http://127.0.0.1:8080' : (env.API_URL ?? '').trim();
  if (!URL.canParse(apiUrl)) throw new Error(`API_URL is not a URL: ${apiUrl}`);
  const merchant = (env.MERCHANT?.trim() ?? '') === '' ? 'demo' : (env.MERCHANT ?? '').trim();
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    token,
    merchant,
    language: env.LANGUAGE === 'TY' ? 'TY' : 'EN',
  };
}

interface Envelope {
  success?: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

type Row = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : value === null ? '' : '';
const time = (value: unknown): string =>
  typeof value === 'number' ? new Date(value).toISOString().slice(0, 16).replace('T', ' ') : '';

const COLUMNS = {
  deposits: [
    ['REFERENCE', (r: Row) => text(r.reference)],
    ['CREATED (UTC)', (r: Row) => time(r.createTime)],
    ['MEMBER', (r: Row) => text(r.memberAccount)],
    ['CHANNEL', (r: Row) => text(r.channelName)],
    ['AMOUNT', (r: Row) => text(r.amount)],
    ['FEE', (r: Row) => text(r.fee)],
    ['PAYER', (r: Row) => text(r.payerName)],
    ['TRANSFER REF', (r: Row) => text(r.transferReference)],
    ['STATUS', (r: Row) => text(r.status)],
    ['BY', (r: Row) => text(r.operator)],
  ],
  withdrawals: [
    ['REFERENCE', (r: Row) => text(r.reference)],
    ['CREATED (UTC)', (r: Row) => time(r.createTime)],
    ['MEMBER', (r: Row) => text(r.memberAccount)],
    ['AMOUNT', (r: Row) => text(r.amount)],
    ['TO', (r: Row) => text(r.providerName)],
    ['ACCOUNT NAME', (r: Row) => text(r.accountName)],
    ['ACCOUNT NUMBER', (r: Row) => text(r.accountNumber)],
    ['STATUS', (r: Row) => text(r.status)],
    ['BY', (r: Row) => text(r.operator)],
  ],
} as const;

/** Rows as an aligned text table. */
export function formatTable(what: 'deposits' | 'withdrawals', rows: readonly Row[]): string {
  const columns = COLUMNS[what];
  const cells = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => cell(row)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => (line[i] ?? '').length)));
  return cells
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Runs a command against the server; answers what to print, or throws an Error with the server's message. */
export async function runOperatorCommand(
  command: OperatorCommand,
  settings: OperatorSettings,
  fetchFn: Fetch = fetch,
): Promise<string> {
  if (command.kind === 'help') return USAGE;
  const headers = { merchant: settings.merchant, authorization: settings.token, language: settings.language };
  const send = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetchFn(url, init);
    } catch (error) {
      const cause =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new Error(`cannot reach ${settings.apiUrl} (API_URL): ${cause}`, { cause: error });
    }
  };
  if (command.kind === 'support' || command.kind === 'reply-support') {
    return runSupportCommand(command, settings, headers, send);
  }
  if (command.kind === 'set-agent-rate') {
    const set = await envelopeOf(
      await send(`${settings.apiUrl}${setAgentRateByOperator.path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ account: command.account, rateBp: command.rateBp }),
      }),
    );
    const v = set.value as Row;
    return `${text(v.account)}: ${String(Number(v.rateBp) / 100)} % from ${text(v.fromDay)}.`;
  }
  if (command.kind === 'offer-contract') {
    const made = await envelopeOf(
      await send(`${settings.apiUrl}${offerContractByOperator.path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ account: command.account, kind: command.contract, terms: command.terms }),
      }),
    );
    return formatOffer(made.value as Row);
  }
  if (command.kind === 'settle-agents') {
    const settled = await envelopeOf(
      await send(`${settings.apiUrl}${settleAgentRebates.path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(command.day === undefined ? {} : { day: command.day }),
      }),
    );
    const v = settled.value as Row;
    const days = Array.isArray(v.days) ? v.days.map(text).join(', ') : '';
    return `Settled ${days === '' ? 'no finished day' : days}: ${text(v.agents)} agents, ${text(v.credits)} periods credited (${text(v.credited)}), ${text(v.failures)} failed.`;
  }
  let response: Response;
  if (command.kind === 'list') {
    const endpoint = command.what === 'deposits' ? listOperatorDeposits : listOperatorWithdrawals;
    const query = new URLSearchParams({
      status: command.status,
      pageNo: command.page,
      pageSize: command.size,
    });
    response = await send(`${settings.apiUrl}${endpoint.path}?${query.toString()}`, { headers });
  } else {
    const endpoint = command.what === 'deposits' ? reviewDeposit : reviewWithdrawal;
    const body = {
      reference: command.reference,
      decision: command.decision,
      ...(command.reason === undefined ? {} : { reason: command.reason }),
      // One invocation is one intended action: a retry of the command is a new one, decided by the server's rules.
      requestId: randomBytes(16).toString('base64url'),
    };
    response = await send(`${settings.apiUrl}${endpoint.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
  const envelope = await envelopeOf(response);
  if (command.kind === 'list') {
    const page = envelope.value as {
      content: Row[];
      pageNum: number;
      totalPages: number;
      totalCount: number;
    };
    if (page.content.length === 0) return `No ${command.what} with status ${command.status}.`;
    return `${formatTable(command.what, page.content)}\n\nPage ${page.pageNum} of ${page.totalPages}, ${page.totalCount} ${command.what} with status ${command.status}.`;
  }
  const decided = envelope.value as Row;
  const remark = text(decided.remark);
  return `${text(decided.reference)}: ${text(decided.status)} by ${text(decided.operator)} at ${time(decided.reviewedAt)} UTC${remark === '' ? '' : ` (${remark})`}`;
}

/** An offer as one line: who, what, what the command did, and the terms as the agent's contract page reads them. */
function formatOffer(made: Row): string {
  const offer = (made.offer ?? {}) as Row;
  const at = `${time(offer.offeredAt)} UTC`;
  const what =
    made.outcome === 'unchanged'
      ? `pending since ${at} with these terms, unchanged`
      : `offered at ${at}${made.outcome === 'replaced' ? ' in place of the pending offer' : ''}`;
  return `${text(made.account)}: ${text(offer.kind)} offer #${text(offer.id)} ${what}, waiting for the agent's answer. Terms: ${JSON.stringify(offer.terms)}`;
}

async function envelopeOf(response: Response): Promise<Envelope> {
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new Error(`the server answered ${String(response.status)} without a JSON envelope`);
  }
  if (envelope.success !== true) {
    throw new Error(`${envelope.message ?? 'failed'} (${envelope.errorCode ?? String(response.status)})`);
  }
  return envelope;
}

interface SupportConversationRow {
  id: number;
  status: string;
  memberAccount: string | null;
  contact: string | null;
  language: string;
  updateTime: number;
  messages: {
    author: string;
    operator: string | null;
    content: string;
    createTime: number;
    images: { id: number }[];
  }[];
}

/** A conversation as text: who and where, then each message on its own line (a screenshot by its count). */
export function formatConversation(c: SupportConversationRow): string {
  const who = c.memberAccount === null ? `guest ${c.contact ?? ''}` : `member ${c.memberAccount}`;
  const lines = c.messages.map((m) => {
    const by = m.author === 'operator' ? `staff ${m.operator ?? ''}`.trim() : 'player';
    // Each screenshot by its id: `GET /ops/support/image?id=` with the same token.
    const shots =
      m.images.length === 0 ? '' : ` [screenshot ${m.images.map((i) => String(i.id)).join(', ')}]`;
    return `  ${time(m.createTime)}  ${by}: ${m.content.replace(/\s+/g, ' ')}${shots}`;
  });
  return [
    `#${String(c.id)}  ${c.status}  ${who}  ${c.language}  updated ${time(c.updateTime)} UTC`,
    ...lines,
  ].join('\n');
}

async function runSupportCommand(
  command: Extract<OperatorCommand, { kind: 'support' | 'reply-support' }>,
  settings: OperatorSettings,
  headers: Record<string, string>,
  send: (url: string, init: RequestInit) => Promise<Response>,
): Promise<string> {
  if (command.kind === 'support') {
    const query = new URLSearchParams({
      status: command.status,
      pageNo: command.page,
      pageSize: command.size,
    });
    const envelope = await envelopeOf(
      await send(`${settings.apiUrl}${listSupportConversations.path}?${query.toString()}`, { headers }),
    );
    const page = envelope.value as {
      content: SupportConversationRow[];
      pageNum: number;
      totalPages: number;
      totalCount: number;
    };
    if (page.content.length === 0) return `No support conversations with status ${command.status}.`;
    return `${page.content.map(formatConversation).join('\n\n')}\n\nPage ${String(page.pageNum)} of ${String(page.totalPages)}, ${String(page.totalCount)} conversations with status ${command.status}.`;
  }
  const envelope = await envelopeOf(
    await send(`${settings.apiUrl}${replySupportConversation.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        conversationId: command.conversationId,
        content: command.message,
        // One invocation is one answer: running the command again answers again.
        requestId: randomBytes(16).toString('base64url'),
      }),
    }),
  );
  return formatConversation(envelope.value as SupportConversationRow);
}
