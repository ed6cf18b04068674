import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { createDeposit } from '@h5/contract/endpoints/deposit.ts';
import { operatorDeposit } from '@h5/contract/endpoints/operator.ts';
import { SimulatedGateway } from '../domain/payments/providers/simulated-gateway.ts';
import { encodePng } from '../infra/png.ts';
import { MERCHANT } from './account-helpers.ts';
import { valueOf } from './member-helpers.ts';
import type { TestApp } from './test-app.ts';

/** An operator token of the tests (OPERATOR_TOKENS: `alice:<this>`). */
export const OPERATOR_TOKEN = 'operator-token-for-the-tests-0123456789';
export const OPERATORS = [{ name: 'alice', token: OPERATOR_TOKEN }] as const;

/** A fresh idempotency key, as a client makes one per intended action. */
export const newRequestId = (): string => randomBytes(12).toString('base64url');

let members = 0;

/**
 * A new member of the demo merchant with a live session and no wallet yet, so that its balance is exactly the sum
 * of the ledger rows a test makes. `type` 4 is a trial account.
 */
export async function newMember(
  t: TestApp,
  type = 0,
): Promise<{ memberId: number; token: string; account: string }> {
  members += 1;
  const account = `dep${String(process.pid % 10000)}x${String(members)}`;
  const row = await t.app.platform.db
    .insertInto('members')
    .values({
      merchant_code: 'demo',
      account,
      account_key: account,
      type,
      password_hash: 'not-a-hash',
      reg_date: Date.now(),
      status: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await t.app.platform.accounts.sessions.create(row.id, { ip: '127.0.0.1', device: 'test' });
  return { memberId: row.id, token, account };
}

export function postJson(
  t: TestApp,
  url: string,
  body: unknown,
  authorization: string | null,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...MERCHANT,
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
      ...headers,
    },
    payload: JSON.stringify(body),
  });
}

/** Starts a gateway deposit; fails the test unless it succeeds. */
export async function createGatewayDeposit(
  t: TestApp,
  token: string,
  body: { channelId?: string; amount: number; promotionId?: string; requestId?: string },
): Promise<z.output<typeof createDeposit.response>> {
  const res = await postJson(
    t,
    '/wps/deposit/gateway',
    { channelId: 'gcash', requestId: newRequestId(), ...body },
    token,
  );
  return z.parse(createDeposit.response, valueOf(res));
}

/** The simulated gateway with the test app's secret: the side that signs notifications. */
export const gatewayOf = (t: TestApp): SimulatedGateway =>
  new SimulatedGateway({ secret: t.config.paymentSimulatorSecret, baseUrl: '' });

export const CALLBACK_URL = '/wps/payments/callback/simulated';

/** Sends a notification to the callback, as given (headers and body). */
export function sendNotification(
  t: TestApp,
  notification: { headers: Record<string, string>; body: string },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: CALLBACK_URL,
    headers: notification.headers,
    payload: notification.body,
  });
}

/** The member's ledger rows, oldest first. */
export function ledgerOf(t: TestApp, memberId: number) {
  return t.app.platform.db
    .selectFrom('wallet_transactions')
    .select(['type', 'amount_cents', 'balance_after_cents', 'reference'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/** The member's main wallet balance in centavos (0 without a wallet). */
export async function balanceCents(t: TestApp, memberId: number): Promise<number> {
  const row = await t.app.platform.db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.balance_cents ?? 0;
}

/** The log rows of a deposit's notifications, in arrival order. */
export function callbacksOf(t: TestApp, reference: string) {
  return t.app.platform.db
    .selectFrom('payment_callbacks')
    .select(['outcome', 'reason', 'provider_reference', 'amount_cents'])
    .where('reference', '=', reference)
    .orderBy('id')
    .execute();
}

export function depositRow(t: TestApp, reference: string) {
  return t.app.platform.db
    .selectFrom('deposits')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
}

const BOUNDARY = '----deposit-test-boundary-3b9d';

export interface FilePart {
  data: Buffer;
  name?: string;
  type?: string;
}

/** A multipart body with text fields and `receipt` file parts. */
export function multipart(fields: Record<string, string>, files: readonly FilePart[] = []) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="${file.name ?? 'receipt.png'}"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

/** Sends a manual deposit (multipart). */
export function sendManualDeposit(
  t: TestApp,
  token: string | null,
  fields: Record<string, string>,
  files: readonly FilePart[],
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/wps/deposit/manual',
    headers: {
      ...MERCHANT,
      'content-type': body.contentType,
      ...(token === null ? {} : { authorization: token }),
    },
    payload: body.payload,
  });
}

/** An operator API call with the tests' operator token (or another `authorization`). */
export function operatorCall(
  t: TestApp,
  options: { method: 'GET' | 'POST'; url: string; body?: unknown; authorization?: string | null },
): Promise<LightMyRequestResponse> {
  const authorization = options.authorization === undefined ? OPERATOR_TOKEN : options.authorization;
  return t.app.inject({
    method: options.method,
    url: options.url,
    headers: {
      ...MERCHANT,
      ...(authorization === null ? {} : { authorization }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

export const operatorDepositOf = (res: LightMyRequestResponse) => z.parse(operatorDeposit, valueOf(res));

/** A receipt picture no other deposit has (a receipt already submitted is refused as a duplicate transfer). */
export function uniqueReceipt(): Buffer {
  return encodePng(4, 1, randomBytes(12));
}
