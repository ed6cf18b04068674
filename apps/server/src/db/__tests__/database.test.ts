import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type BuildOptions } from '../../app.ts';
import type { Config } from '../../config.ts';
import {
  buildTestApp,
  createTestDatabase,
  envelopeOf,
  makeMerchantsDir,
  makeTempDir,
  readDemoMerchant,
  testConfig,
} from '../../__tests__/test-app.ts';
import { DEMO_COUNTRIES } from '../../seed/countries.ts';
import { MIGRATIONS } from '../migrations/index.ts';
import { migrateToLatest, openDatabase } from '../database.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** `buildApp` without the seed, on the test's database (on PostgreSQL it must be created first). */
async function startApp(config: Config, options?: BuildOptions) {
  await createTestDatabase(config);
  return buildApp(config, options);
}

function tempDir(): string {
  const temp = makeTempDir();
  cleanups.push(temp.remove);
  return temp.dir;
}

describe('openDatabase', () => {
  it('creates the folder, runs in WAL mode with foreign keys on and a busy timeout', async () => {
    const db = openDatabase({
      databasePath: join(tempDir(), 'nested', 'deeper', 'x.sqlite'),
      databaseUrl: '',
    });
    cleanups.push(() => db.destroy());
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0] as unknown;
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('applies the migrations once and then nothing', async () => {
    const db = openDatabase({ databasePath: join(tempDir(), 'm.sqlite'), databaseUrl: '' });
    cleanups.push(() => db.destroy());
    // Every migration of the list, in its order: the numbered file names sort as they must run.
    const names = Object.keys(MIGRATIONS);
    expect(names).toEqual([...names].sort());
    expect(names[0]).toBe('0001_merchants_seeds_countries');
    expect(await migrateToLatest(db)).toEqual(names);
    expect(await migrateToLatest(db)).toEqual([]);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      db,
    );
    expect(tables.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'merchants',
        'seed_runs',
        'countries',
        'hot_matches',
        'wallets',
        'winner_board',
      ]),
    );
  });

  it('enforces the table checks', async () => {
    const db = openDatabase({ databasePath: join(tempDir(), 'c.sqlite'), databaseUrl: '' });
    cleanups.push(() => db.destroy());
    await migrateToLatest(db);
    await expect(
      db
        .insertInto('merchants')
        .values({ code: 'x', config: 'not json', created_at: 'now', updated_at: 'now' })
        .execute(),
    ).rejects.toThrow(/CHECK constraint/);
  });
});

describe('start-up seed', () => {
  it('is idempotent: a second start on the same file inserts nothing twice', async () => {
    const dir = tempDir();
    const config = testConfig(dir);
    const counts = async () => {
      const app = await buildTestApp(config);
      try {
        const db = app.platform.db;
        const count = async (
          table: 'merchants' | 'countries' | 'seed_runs' | 'games' | 'wallet_transactions',
        ) =>
          Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
        return {
          merchants: await count('merchants'),
          countries: await count('countries'),
          seeds: await count('seed_runs'),
          games: await count('games'),
          ledger: await count('wallet_transactions'),
        };
      } finally {
        await app.close();
      }
    };
    const first = await counts();
    expect(first).toMatchObject({ merchants: 1, countries: DEMO_COUNTRIES.length, seeds: 10 });
    expect(first.games).toBeGreaterThanOrEqual(600);
    expect(first.ledger).toBeGreaterThan(0);
    expect(await counts()).toEqual(first);
  });

  it('adds no demo data unless asked (SEED_DEMO), only the merchant files', async () => {
    const app = await buildTestApp(testConfig(tempDir(), { seedDemo: false }));
    try {
      const db = app.platform.db;
      const count = async (table: 'merchants' | 'countries' | 'seed_runs' | 'members' | 'games') =>
        Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect({
        merchants: await count('merchants'),
        countries: await count('countries'),
        seeds: await count('seed_runs'),
        members: await count('members'),
        games: await count('games'),
      }).toEqual({ merchants: 1, countries: 0, seeds: 0, members: 0, games: 0 });
    } finally {
      await app.close();
    }
  });

  it('keeps later edits of one-time data, and applies edited merchant files on the next start', async () => {
    const dir = tempDir();
    const merchantsDir = makeMerchantsDir(dir);
    const config = testConfig(dir, { merchantsDir });

    const app1 = await buildTestApp(config);
    await app1.platform.db.updateTable('countries').set({ enabled: 0 }).where('code', '=', 'RU').execute();
    const before = await app1.platform.db
      .selectFrom('merchants')
      .select('updated_at')
      .executeTakeFirstOrThrow();
    await app1.close();

    const edited = { ...readDemoMerchant(), maintenance: true, jackpot: 123456 };
    writeFileSync(join(merchantsDir, 'demo.json'), JSON.stringify(edited));
    const app2 = await buildTestApp(config);
    try {
      const res = await app2.inject({ url: '/wps/v2/system/status', headers: { merchant: 'demo' } });
      expect(envelopeOf(res).value).toMatchObject({ maintenance: true, info: { jackpot: 123456 } });
      const countries = await app2.inject({ url: '/wps/system/country', headers: { merchant: 'demo' } });
      expect(JSON.stringify(envelopeOf(countries).value)).not.toContain('"RU"');
      const after = await app2.platform.db
        .selectFrom('merchants')
        .select('updated_at')
        .executeTakeFirstOrThrow();
      expect(after.updated_at >= before.updated_at).toBe(true);
    } finally {
      await app2.close();
    }
  });

  it('stops serving a merchant whose file was removed, keeps its row, and starts whatever its stored JSON', async () => {
    const dir = tempDir();
    const merchantsDir = makeMerchantsDir(dir, { 'gone.json': { ...readDemoMerchant(), code: 'gone' } });
    const config = testConfig(dir, { merchantsDir, logLevel: 'warn' });
    const status = (app: Awaited<ReturnType<typeof startApp>>, merchant: string) =>
      app.inject({ url: '/wps/system/country', headers: { merchant } });

    const app1 = await startApp(config);
    expect((await status(app1, 'gone')).statusCode).toBe(200);
    await app1.close();
    rmSync(join(merchantsDir, 'gone.json'));

    const lines: string[] = [];
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app2 = await startApp(config, { logDestination });
    try {
      const res = await status(app2, 'gone');
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res).errorCode).toBe('merchant.unknown');
      expect((await status(app2, 'demo')).statusCode).toBe(200);
      expect(app2.platform.merchants.codes()).toEqual(['demo']);
      const rows = await app2.platform.db.selectFrom('merchants').select('code').orderBy('code').execute();
      expect(rows.map((r) => r.code)).toEqual(['demo', 'gone']);
      // A later schema change makes the stored configuration invalid: only SQL could fix it, so it is not read.
      await app2.platform.db
        .updateTable('merchants')
        .set({ config: JSON.stringify({ code: 'gone', retiredKey: true }) })
        .where('code', '=', 'gone')
        .execute();
    } finally {
      await app2.close();
    }
    const logged = lines.map((l) => JSON.parse(l) as { level: number; merchant?: string; msg: string });
    const warning = logged.find((l) => l.merchant === 'gone');
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toMatch(/gone.*not served/);

    const app3 = await startApp(config);
    try {
      expect((await status(app3, 'demo')).statusCode).toBe(200);
      expect(envelopeOf(await status(app3, 'gone')).errorCode).toBe('merchant.unknown');
    } finally {
      await app3.close();
    }
  });

  it('refuses to start on an invalid merchant file, naming the file and the field', async () => {
    const dir = tempDir();
    const broken = { ...readDemoMerchant(), code: 'broken', jackpot: -5, mobileTemplate: { mem_cen: 1 } };
    const merchantsDir = makeMerchantsDir(dir, { 'broken.json': broken });
    const error = await startApp(testConfig(dir, { merchantsDir })).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/broken\.json/);
    expect(error?.message).toMatch(/jackpot/);
    expect(error?.message).toMatch(/mobileTemplate\.mem_cen/);
  });

  it('refuses unreadable JSON, a misspelt key, a bad pattern, a file named after another code', async () => {
    const demo = readDemoMerchant();
    const cases: [string, unknown, RegExp][] = [
      ['bad.json', '{ "code": ', /bad\.json.*not readable JSON/s],
      ['typo.json', { ...demo, code: 'typo', maintenence: true }, /typo\.json[\s\S]*maintenence/],
      [
        'regex.json',
        {
          ...demo,
          code: 'regex',
          register: { ...demo.register, email: { ...demo.register.email, acceptedPattern: '([' } },
        },
        /register\.email\.acceptedPattern/,
      ],
      ['named.json', { ...demo, code: 'other' }, /must match the file name/],
      ['dup.json', { ...demo, code: 'dup', domains: ['a.example.com'] }, /already used/],
    ];
    for (const [file, content, pattern] of cases) {
      const dir = tempDir();
      const extra: Record<string, unknown> = { [file]: content };
      if (file === 'dup.json') extra['dup2.json'] = { ...demo, code: 'dup2', domains: ['a.example.com'] };
      const merchantsDir = makeMerchantsDir(dir, extra);
      await expect(startApp(testConfig(dir, { merchantsDir })), file).rejects.toThrow(pattern);
    }
  });

  it('refuses a MERCHANT_CODE that names no merchant', async () => {
    await expect(startApp(testConfig(tempDir(), { merchantCode: 'ghost' }))).rejects.toThrow(
      /MERCHANT_CODE=ghost names no merchant; known: demo/,
    );
  });
});
