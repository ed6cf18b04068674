import type { LightMyRequestResponse } from 'fastify';
import { MERCHANT, loginAs, tokenOf } from './account-helpers.ts';
import { envelopeOf, type TestApp } from './test-app.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';

/** A session of a demo account (password `demo1234`). */
export async function demoToken(t: TestApp, account: string): Promise<string> {
  return tokenOf(await loginAs(t, account, DEMO_PASSWORD));
}

/** A new free-play (trial, type 4) session. */
export async function trialToken(t: TestApp): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { ...MERCHANT, 'content-type': 'application/json' },
    payload: '{}',
  });
  return res.json<{ value: { token: string } }>().value.token;
}

/** The value of a successful answer; fails the test with the body otherwise. */
export function valueOf(res: LightMyRequestResponse): unknown {
  const envelope = envelopeOf(res);
  if (!envelope.success) throw new Error(`expected success, got ${String(res.statusCode)} ${res.body}`);
  return envelope.value;
}

/** The number of images of a successful feedback answer. */
export function imageCountOf(res: LightMyRequestResponse): number {
  return (valueOf(res) as { imageCount: number }).imageCount;
}

/** A failure's status and error code. */
export function failureOf(res: LightMyRequestResponse): {
  status: number;
  errorCode: string;
  message: string;
} {
  const envelope = envelopeOf(res);
  if (envelope.success) throw new Error(`expected a failure, got ${res.body.slice(0, 200)}`);
  return { status: res.statusCode, errorCode: envelope.errorCode ?? '', message: envelope.message ?? '' };
}

/** The id of a demo member. */
export async function memberIdOf(t: TestApp, account: string): Promise<number> {
  const row = await t.app.platform.db
    .selectFrom('members')
    .select('id')
    .where('account_key', '=', account.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}
