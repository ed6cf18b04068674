import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { getGameList, type GamePage } from '@h5/contract/endpoints/game-catalogue.ts';
import type { GameItem } from '@h5/contract/endpoints/games.ts';
import { loginAs, MERCHANT, tokenOf } from '../../../__tests__/account-helpers.ts';
import { envelopeOf, type Envelope, type TestApp } from '../../../__tests__/test-app.ts';

export const DEMO_PASSWORD = 'demo1234';

export async function login(t: TestApp, username: string): Promise<string> {
  return tokenOf(await loginAs(t, username, DEMO_PASSWORD));
}

export async function freePlayToken(t: TestApp): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { ...MERCHANT, 'content-type': 'application/json' },
    payload: '{}',
  });
  return res.json<{ value: { token: string } }>().value.token;
}

export interface CallOptions {
  token?: string;
  method?: InjectOptions['method'];
  body?: unknown;
  language?: 'EN' | 'TY';
  /** More headers (they win over the defaults, e.g. another `merchant`). */
  headers?: Record<string, string>;
}

export async function call(
  t: TestApp,
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...MERCHANT };
  if (options.token !== undefined) headers.authorization = options.token;
  if (options.language !== undefined) headers.language = options.language;
  Object.assign(headers, options.headers);
  const init: InjectOptions = { method: options.method ?? 'GET', url, headers };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.payload = JSON.stringify(options.body);
  }
  return t.app.inject(init);
}

/** The `value` of a successful answer (fails the test otherwise). */
export async function ok<T = unknown>(t: TestApp, url: string, options: CallOptions = {}): Promise<T> {
  const res = await call(t, url, options);
  const envelope = envelopeOf(res);
  expect(envelope.success, `${url}: ${res.body.slice(0, 300)}`).toBe(true);
  return envelope.value as T;
}

/** The failure envelope of an answer (fails the test when it succeeded). */
export async function failure(
  t: TestApp,
  url: string,
  options: CallOptions = {},
): Promise<Envelope & { status: number }> {
  const res = await call(t, url, options);
  const envelope = envelopeOf(res);
  expect(envelope.success, `${url}: ${res.body.slice(0, 300)}`).toBe(false);
  return { ...envelope, status: res.statusCode };
}

export async function memberId(t: TestApp, account: string): Promise<number> {
  const row = await t.app.platform.db
    .selectFrom('members')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function mainBalanceCents(t: TestApp, id: number): Promise<number> {
  const row = await t.app.platform.db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('member_id', '=', id)
    .where('account_type_id', '=', 2)
    .executeTakeFirst();
  return row?.balance_cents ?? 0;
}

export async function countRows(
  t: TestApp,
  table: 'wallet_transactions' | 'game_rounds',
  id: number,
): Promise<number> {
  const row = await t.app.platform.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', id)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The first listed game matching `where` (by catalogue order). */
export async function gameWhere(
  t: TestApp,
  where: { gameType?: string; playKind?: 'slot' | 'draw'; freeplay?: 0 | 1; vendor?: string },
): Promise<{ id: number; node_id: string; name_en: string; name_ty: string | null; min_bet_cents: number }> {
  let query = t.app.platform.db
    .selectFrom('games')
    .select(['id', 'node_id', 'name_en', 'name_ty', 'min_bet_cents'])
    .where('game_code', '!=', 'LOTTO_LOBBY');
  if (where.gameType !== undefined) query = query.where('game_type', '=', where.gameType);
  if (where.playKind !== undefined) query = query.where('play_kind', '=', where.playKind);
  if (where.freeplay !== undefined) query = query.where('freeplay', '=', where.freeplay);
  if (where.vendor !== undefined) query = query.where('vendor_code', '=', where.vendor);
  return query.orderBy('sort_order').executeTakeFirstOrThrow();
}

/** Launches and answers the ticket of the game URL. */
export async function launchTicket(t: TestApp, token: string, query: string): Promise<string> {
  const value = await ok<{ content: { game_url: string } }>(t, `/wps/game/launchGame?${query}`, { token });
  const url = new URL(value.content.game_url, 'http://x');
  expect(url.pathname).toBe('/play/game');
  return url.searchParams.get('ticket') ?? '';
}

/** One page of the game list (`language`: the request's `Language` header). */
export async function gameList(t: TestApp, query: string, language?: 'EN' | 'TY'): Promise<GamePage> {
  return z.parse(
    getGameList.response,
    await ok(t, `/wps/relay/GCSGAME_gameList?${query}`, language ? { language } : {}),
  );
}

/** Every game of a query, page by page. */
export async function allGames(t: TestApp, query: string, pageSize = 200): Promise<GameItem[]> {
  const first = await gameList(t, `${query}&pageSize=${pageSize}&pageNo=1`);
  const games = [...first.games];
  for (let page = 2; page <= first.totalPages; page++) {
    games.push(...(await gameList(t, `${query}&pageSize=${pageSize}&pageNo=${page}`)).games);
  }
  expect(games).toHaveLength(first.totalCount);
  return games;
}
