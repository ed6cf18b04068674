import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getGameList } from '@h5/contract/endpoints/game-catalogue.ts';
import type { GameItem } from '@h5/contract/endpoints/games.ts';
import { startTestApp, type TestApp } from '../../../__tests__/test-app.ts';
import { isPostgres } from '../../../db/engine.ts';
import { allGames, call, failure, gameList } from './games-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = (query: string, language?: 'EN' | 'TY') => gameList(t, query, language);
const all = (query: string, pageSize?: number) => allGames(t, query, pageSize);

describe('search', () => {
  it('finds a word of the EN or the TY name, in any case, across the whole catalogue', async () => {
    const everything = await all('gameName=');
    const contains = (g: GameItem, term: string) =>
      g.gameNameEn.toLowerCase().includes(term.toLowerCase()) ||
      g.gameNameTy.toLowerCase().includes(term.toLowerCase());
    for (const term of [
      'dragon',
      'DRAGON',
      'DrAgOn',
      'gintong',
      'GINTO',
      'Kalabaw',
      'hold & win',
      'lo',
      '9',
    ]) {
      const found = await all(`gameName=${encodeURIComponent(term)}`);
      expect(found.length, term).toBeGreaterThan(0);
      expect(
        found.every((g) => contains(g, term)),
        term,
      ).toBe(true);
      expect(found.length, term).toBe(everything.filter((g) => contains(g, term)).length);
    }
    // TY words find games whose EN name does not have them.
    const gintong = await all('gameName=gintong');
    expect(gintong.some((g) => !g.gameNameEn.toLowerCase().includes('gintong'))).toBe(true);
    // Within a category, and combined with the other filters.
    const rngDragons = await all('gameType=RNG&vassalage=SUNWAVE&gameName=dragon');
    expect(rngDragons.every((g) => g.vassalage === 'SUNWAVE' && contains(g, 'dragon'))).toBe(true);
  });

  it('takes the term literally: wildcards, quotes and FTS syntax match nothing unexpected', async () => {
    for (const term of [
      '%',
      '_',
      '%%%',
      '"',
      'dragon"',
      'a OR b',
      'NEAR(x y)',
      '*',
      "'; drop table games; --",
    ]) {
      const res = await call(t, `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(term)}`);
      expect(res.statusCode, term).toBe(200);
      const page = z.parse(getGameList.response, res.json<{ value: unknown }>().value);
      expect(page.totalCount, term).toBe(0);
    }
    expect((await list('pageSize=1')).totalCount).toBeGreaterThanOrEqual(600);
  });

  it('refuses control characters in the term with a 4xx envelope, and the search itself survives them', async () => {
    for (const term of ['ab\u0000c', 'dragon\u0000', '\u0000', 'dr\u001bagon', 'ko\u0007']) {
      const res = await failure(t, `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(term)}`);
      expect(res, JSON.stringify(term)).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
        value: { field: 'gameName' },
      });
    }
    // Below the contract (another caller of the search): a NUL is dropped, not an SQLite error.
    const filtered = { gameName: 'dra\u0000gon' };
    const { games } = t.app.platform.repositories;
    const found = await games.listGames(filtered, { pageNo: 1, pageSize: 5 }, null);
    const plain = await games.listGames({ gameName: 'dragon' }, { pageNo: 1, pageSize: 5 }, null);
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.totalCount).toBe(plain.totalCount);
  });

  it('uses the trigram index for terms of three characters or more, and is fast on the whole catalogue', async () => {
    const { db } = t.app.platform;
    // The plan of the very query the list runs (selection and order as `listGames` adds them).
    const planOf = async (gameName: string) => {
      const { query, order } = t.app.platform.repositories.games.gameListQuery({ gameName }, null);
      const compiled = order(query).selectAll('games').limit(26).compile();
      if (isPostgres(db)) return postgresPlan(compiled, gameName.length >= 3);
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      return plan.rows.map((r) => r.detail).join('\n');
    };
    /**
     * PostgreSQL reads a table of a few hundred games faster in one sequential scan, and rightly plans that; with
     * sequential scans priced out, the plan shows whether the trigram index (pg_trgm) serves the search, as it will
     * once the catalogue is large. Below three characters it has no trigram to look up. The statistics are what
     * autovacuum would have gathered by now: the seed has just written the catalogue.
     */
    const postgresPlan = (compiled: CompiledQuery, priceOutScans: boolean) =>
      db.transaction().execute(async (trx) => {
        await sql`analyze games, game_vendors`.execute(trx);
        if (priceOutScans) await sql`set local enable_seqscan = off`.execute(trx);
        const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
        );
        return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const indexScan = isPostgres(db)
      ? /Bitmap Index Scan on games_search/
      : /SCAN games_search VIRTUAL TABLE INDEX/;
    expect(await planOf('dragon')).toMatch(indexScan);
    expect(await planOf('Gintong')).toMatch(indexScan);
    // Two characters are below the trigram: those scan the names.
    expect(await planOf('ko')).not.toMatch(/games_search/);

    const terms = ['dragon', 'Gintong', 'fortune', 'ko', 'lucky', 'perlas', 'zzz'];
    for (const term of terms) await call(t, `/wps/relay/GCSGAME_gameList?gameName=${term}`);
    const runs = 20;
    const started = performance.now();
    for (let i = 0; i < runs; i++) {
      for (const term of terms) await call(t, `/wps/relay/GCSGAME_gameList?gameName=${term}&pageSize=26`);
    }
    const perSearch = (performance.now() - started) / (runs * terms.length);
    console.info(
      `game search over the whole catalogue: ${perSearch.toFixed(2)} ms per request (HTTP inject)`,
    );
    expect(perSearch).toBeLessThan(50);
  });
});
