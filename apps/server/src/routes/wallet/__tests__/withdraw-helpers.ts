import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { HELD_WALLET_TYPE_ID, MAIN_WALLET_TYPE_ID } from '@h5/contract/endpoints/member.ts';
import type { TransactionType } from '@h5/contract/endpoints/records.ts';
import type { OperatorToken } from '../../../config.ts';
import type { MerchantConfig } from '../../../domain/merchants/merchant-config.ts';
import { postWalletEntry } from '../../../domain/wallet/ledger.ts';
import {
  envelopeOf,
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  startTestApp,
  type TestApp,
} from '../../../__tests__/test-app.ts';

export const MERCHANT = 'demo';
export const LOGIN_PASSWORD = 'secret123';
export const FUNDS_PASSWORD = '246810';
export const OPERATOR: OperatorToken = { name: 'ops.anna', token: 'operator-token-0123456789abcdef' };

type WhitelabelNode = { modId: string; enabled: string; childrenNodes: WhitelabelNode[] };

/** The demo merchant's white-label tree with `modId` switched on (transfer to superior is off in demo.json). */
function switchOn(node: WhitelabelNode, modId: string): WhitelabelNode {
  return {
    ...node,
    enabled: node.modId === modId ? '1' : node.enabled,
    childrenNodes: node.childrenNodes.map((c) => switchOn(c, modId)),
  };
}

export type WithdrawRules = Partial<MerchantConfig['payments']['withdraw']>;

/**
 * The app of the money tests: the demo merchant with transfer to superior switched on and `rules` over its
 * withdrawal rules, and an operator token (`OPERATOR`).
 */
export async function startMoneyApp(
  rules: WithdrawRules = {},
): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const temp = makeTempDir();
  const demo = readDemoMerchant() as MerchantConfig & { whitelabel: WhitelabelNode };
  const merchant = {
    ...demo,
    whitelabel: switchOn(demo.whitelabel, 'AGETRANSFERUP3'),
    payments: { ...demo.payments, withdraw: { ...demo.payments.withdraw, ...rules } },
  };
  const merchantsDir = makeMerchantsDir(temp.dir, { 'demo.json': merchant });
  const t = await startTestApp({ merchantsDir, operatorTokens: [OPERATOR] });
  return {
    t,
    close: async () => {
      await t.close();
      temp.remove();
    },
  };
}

/** A fresh idempotency key, as the client makes one per intended action. */
export const newRequestId = () => randomBytes(12).toString('hex');

export interface CallOptions {
  token?: string;
  method?: InjectOptions['method'];
  body?: unknown;
  language?: 'EN' | 'TY';
}

export function call(t: TestApp, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { merchant: MERCHANT };
  if (options.token !== undefined) headers.authorization = options.token;
  if (options.language !== undefined) headers.language = options.language;
  const init: InjectOptions = { method: options.method ?? 'GET', url, headers };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.payload = JSON.stringify(options.body);
  }
  return t.app.inject(init);
}

/** The `value` of a successful answer (fails the test otherwise). */
export async function ok<T>(t: TestApp, url: string, options: CallOptions = {}): Promise<T> {
  const res = await call(t, url, options);
  const envelope = envelopeOf(res);
  expect(envelope.success, `${url}: ${res.body.slice(0, 400)}`).toBe(true);
  return envelope.value as T;
}

export interface Failure {
  status: number;
  errorCode: string;
  message: string;
  value: unknown;
}

export function failureOf(res: LightMyRequestResponse): Failure {
  const envelope = envelopeOf(res);
  expect(envelope.success, res.body.slice(0, 400)).toBe(false);
  return {
    status: res.statusCode,
    errorCode: envelope.errorCode ?? '',
    message: envelope.message ?? '',
    value: envelope.value,
  };
}

export async function failure(t: TestApp, url: string, options: CallOptions = {}): Promise<Failure> {
  return failureOf(await call(t, url, options));
}

export interface Member {
  id: number;
  account: string;
  token: string;
}

export interface MemberOptions {
  /** Credited with an `ADJUST` entry, so the ledger adds up to the balance and no turnover is owed. */
  balanceCents?: number;
  type?: number;
  uplineId?: number | null;
  payeeName?: string;
  mobile?: string | null;
  email?: string;
  /** Set through the API (confirmed by the login password); none when false. */
  fundsPassword?: string | false;
}

/** A real member of the demo merchant with a session, made directly (no captcha, SMS or login in the way). */
export async function newMember(t: TestApp, options: MemberOptions = {}): Promise<Member> {
  const { platform } = t.app;
  const account = `m${randomBytes(5).toString('hex')}`;
  const inserted = await platform.repositories.accounts.insertMember({
    merchant_code: MERCHANT,
    account,
    account_key: account,
    type: options.type ?? 0,
    password_hash: await platform.accounts.passwords.hash(LOGIN_PASSWORD),
    reg_date: Date.now(),
    upline_id: options.uplineId ?? null,
    dialing_code: options.mobile === null ? null : '63',
    mobile:
      options.mobile === undefined
        ? `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
        : options.mobile,
    email: options.email ?? '',
    payee_name: options.payeeName ?? '',
    payment_password_hash: null,
    affiliate_code: null,
    status: 'active',
  });
  if (typeof inserted === 'string') throw new Error(`member not inserted: ${inserted}`);
  const token = await platform.accounts.sessions.create(inserted.id, { ip: '127.0.0.1', device: 'test' });
  if ((options.balanceCents ?? 0) > 0) {
    await ledgerEntry(t, inserted.id, 'ADJUST', options.balanceCents ?? 0);
  }
  const fundsPassword = options.fundsPassword ?? FUNDS_PASSWORD;
  if (fundsPassword !== false) {
    await ok(t, '/wps/member/funds-password', {
      token,
      method: 'POST',
      body: { currentPassword: LOGIN_PASSWORD, newPassword: fundsPassword },
    });
  }
  return { id: inserted.id, account, token };
}

/** A ledger entry of the main wallet through the real ledger function, in a unit of work. */
export async function ledgerEntry(
  t: TestApp,
  memberId: number,
  type: TransactionType,
  amountCents: number,
  now = Date.now(),
): Promise<void> {
  await t.app.platform.units.withdrawals.run(({ wallet }) =>
    postWalletEntry(wallet, { memberId, type, amountCents, reference: `test:${type}`, now }),
  );
}

export async function walletCents(t: TestApp, memberId: number, typeId: number): Promise<number> {
  const row = await t.app.platform.db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('member_id', '=', memberId)
    .where('account_type_id', '=', typeId)
    .executeTakeFirst();
  return row?.balance_cents ?? 0;
}

/** Main and held balances in centavos. */
export async function balances(t: TestApp, memberId: number): Promise<{ main: number; held: number }> {
  return {
    main: await walletCents(t, memberId, MAIN_WALLET_TYPE_ID),
    held: await walletCents(t, memberId, HELD_WALLET_TYPE_ID),
  };
}

/** Every wallet of the member holds exactly the sum of its ledger entries, and none is below zero. */
export async function expectLedgerAddsUp(t: TestApp, memberId: number): Promise<void> {
  const { db } = t.app.platform;
  const wallets = await db
    .selectFrom('wallets')
    .select(['account_type_id', 'balance_cents'])
    .where('member_id', '=', memberId)
    .execute();
  for (const w of wallets) {
    const { sum } = await db
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.sum<number | null>('amount_cents').as('sum'))
      .where('member_id', '=', memberId)
      .where('account_type_id', '=', w.account_type_id)
      .executeTakeFirstOrThrow();
    expect(w.balance_cents, `wallet ${String(w.account_type_id)}`).toBe(sum ?? 0);
    expect(w.balance_cents).toBeGreaterThanOrEqual(0);
  }
}

/** The ledger entries of the member, oldest first, as [wallet, type, centavos]. */
export async function ledgerOf(t: TestApp, memberId: number): Promise<[number, string, number][]> {
  const rows = await t.app.platform.db
    .selectFrom('wallet_transactions')
    .select(['account_type_id', 'type', 'amount_cents'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map((r) => [r.account_type_id, r.type, r.amount_cents]);
}

/** Binds a payout account through the API and answers its id. */
export async function bindAccount(
  t: TestApp,
  member: Member,
  body: { providerCode?: string; accountName?: string; accountNumber?: string } = {},
): Promise<number> {
  const account = await ok<{ id: number }>(t, '/wps/member/payout-accounts', {
    token: member.token,
    method: 'POST',
    body: {
      providerCode: 'gcash',
      accountName: 'Juan Dela Cruz',
      accountNumber: '09171234567',
      fundsPassword: FUNDS_PASSWORD,
      ...body,
    },
  });
  return account.id;
}

export const WITHDRAW = '/wps/transaction/withdraw';

export function withdrawBody(payoutAccountId: number, amount: number, requestId = newRequestId()) {
  return { payoutAccountId, amount, fundsPassword: FUNDS_PASSWORD, requestId };
}
