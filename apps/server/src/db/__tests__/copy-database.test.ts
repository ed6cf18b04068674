import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  TEST_DATABASE_URL,
} from '../../__tests__/postgres-test-databases.ts';
import { makeTempDir, testConfig } from '../../__tests__/test-app.ts';
import { createLogger } from '../../logger.ts';
import { seedDemoDatabase } from '../../seed/seed.ts';
import { copyDatabase, CopyRefused } from '../copy-database.ts';
import { openDatabase } from '../database.ts';
import { MIGRATIONS, migrationProvider } from '../migrations/index.ts';

const BIG = 2n ** 60n + 1n;

/**
 * Extra rows beyond the demo: members whose upline comes after them (the first member's in a later batch: within one
 * INSERT PostgreSQL would check the key only at the statement's end), wallet and ledger, feedback, a deleted id.
 */
function addRows(path: string): void {
  const db = new SQLite(path);
  try {
    db.exec(`
      insert into members (merchant_code, account, account_key, type, password_hash, reg_date, status)
        values ('demo', 'Copied01', 'copied01', 0, 'x', 1, 'active'), ('demo', 'copied02', 'copied02', 1, 'x', 2, 'active');
      update members set upline_id = (select id from members where account_key = 'copied02')
        where account_key in ('copied01', 'agent01');
      insert into wallets (member_id, account_type_id, balance_cents, updated_at)
        select id, 1, 12345, 3 from members where account_key = 'copied01';
      insert into wallet_transactions (member_id, account_type_id, type, amount_cents, balance_after_cents, created_at)
        select id, 1, 'DEPOSIT', 20000, 20000, 4 from members where account_key = 'copied01'
        union all select id, 1, 'BET', -7655, 12345, 5 from members where account_key = 'copied01';
      insert into feedback (member_id, content, created_at)
        select id, 'Mabagal ang laro — ñ ✓', 6 from members where account_key = 'copied01';
      insert into feedback_images (feedback_id, file_name, media_type, size_bytes, sha256)
        select max(id), 'abc.png', 'image/png', 10, 'ff' from feedback;
      insert into feedback (member_id, content, created_at) select id, 'deleted', 7 from members where account_key = 'copied01';
      delete from feedback where content = 'deleted';
    `);
    db.prepare('insert into used_nonces (nonce, expires_at) values (?, ?)').run('big', BIG);
  } finally {
    db.close();
  }
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** A table's rows as sorted JSON texts (sorted here: the engines' collations differ), integers as decimal text. */
function sqliteRows(path: string, table: string): string[] {
  const db = new SQLite(path, { readonly: true });
  try {
    const rows = db.prepare(`select * from "${table}"`).raw(true).safeIntegers(true).all() as unknown[][];
    return rows
      .map((row) => JSON.stringify(row.map((v) => (typeof v === 'bigint' ? v.toString() : v))))
      .sort();
  } finally {
    db.close();
  }
}

async function postgresRows(client: pg.Client, table: string): Promise<string[]> {
  // pg's own parsers: bigint as text, as sqliteRows writes it.
  const { rows } = await client.query({ text: `select * from "${table}"`, rowMode: 'array' });
  return (rows as unknown[][]).map((row) => JSON.stringify(row)).sort();
}

async function rowCounts(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%'",
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const result = await client.query<{ n: string }>(`select count(*) as n from "${table_name}"`);
    counts[table_name] = Number(result.rows[0]?.n);
  }
  return counts;
}

// PostgreSQL only (TEST_DATABASE_URL, `npm run test:postgres`): the target of the copy is a PostgreSQL database.
describe.runIf(TEST_DATABASE_URL !== '')('copyDatabase (SQLite → PostgreSQL)', () => {
  // Made in beforeAll: a skipped describe's body still runs (on SQLite), its hooks do not.
  let temp: ReturnType<typeof makeTempDir>;
  let source: string;
  const targets: string[] = [];
  const clients: pg.Client[] = [];

  /** A new empty database of this run (dropped after) and a client on it. */
  async function emptyTarget(): Promise<{ url: string; client: pg.Client }> {
    const name = `${inject('postgresPrefix')}_copy_${targets.length}`;
    targets.push(name);
    await createDatabase(name);
    const client = new pg.Client({ connectionString: databaseUrl(name) });
    clients.push(client);
    await client.connect();
    return { url: databaseUrl(name), client };
  }

  beforeAll(async () => {
    temp = makeTempDir();
    const config = testConfig(temp.dir, { databaseUrl: '' });
    source = config.databasePath;
    await seedDemoDatabase(config, createLogger('silent'));
    addRows(source);
  });
  afterAll(async () => {
    for (const client of clients) await client.end();
    for (const name of targets) await dropDatabase(name);
    temp.remove();
  });

  it('copies every table, row for row, and moves the ids on; the source is only read', async () => {
    const before = sha256(source);
    const { url, client } = await emptyTarget();
    const summary = await copyDatabase(source, url, { batchSize: 5 });
    expect(sha256(source)).toBe(before);

    const sqlite = new SQLite(source, { readonly: true });
    const tables = sqlite
      .prepare(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
         and name not like 'kysely_%' and name not like 'games_search%' order by name`,
      )
      .pluck()
      .all() as string[];
    const value = (sql: string) => Number(sqlite.prepare(sql).pluck().get());
    const balances = BigInt(value('select sum(balance_cents) from wallets'));
    const amounts = BigInt(value('select sum(amount_cents) from wallet_transactions'));
    // The highest ids SQLite handed out: a deleted feedback's id is past the largest copied.
    const lastMember = value("select seq from sqlite_sequence where name = 'members'");
    const lastFeedback = value("select seq from sqlite_sequence where name = 'feedback'");
    expect(lastFeedback).toBeGreaterThan(value('select max(id) from feedback'));
    sqlite.close();
    expect(summary.tables.map((t) => t.table).sort()).toEqual(tables);
    expect(Object.keys(await rowCounts(client)).sort()).toEqual(tables);
    for (const table of tables) {
      const rows = sqliteRows(source, table);
      expect(await postgresRows(client, table), table).toEqual(rows);
      expect(summary.tables.find((t) => t.table === table)?.rows, table).toBe(rows.length);
    }
    expect(summary.rows).toBeGreaterThan(1000);
    expect(summary.moneySums).toContainEqual({ table: 'wallets', column: 'balance_cents', sum: balances });
    expect(summary.moneySums).toContainEqual({
      table: 'wallet_transactions',
      column: 'amount_cents',
      sum: amounts,
    });
    const nonce = await client.query<{ expires_at: string }>(
      "select expires_at::text from used_nonces where nonce = 'big'",
    );
    expect(nonce.rows[0]?.expires_at).toBe(BIG.toString());

    // The server's own connection writes new rows with fresh ids: past the copied ones, and past a deleted one.
    const db = openDatabase({ databasePath: '', databaseUrl: url });
    try {
      const member = await db
        .insertInto('members')
        .values({
          merchant_code: 'demo',
          account: 'after01',
          account_key: 'after01',
          type: 0,
          password_hash: 'x',
          reg_date: 9,
          status: 'active',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(member.id).toBe(lastMember + 1);
      const feedback = await db
        .insertInto('feedback')
        .values({ member_id: member.id, content: 'after', created_at: 9 })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(feedback.id).toBe(lastFeedback + 1);
    } finally {
      await db.destroy();
    }

    // Into the now non-empty target again: refused, nothing changed.
    const counts = await rowCounts(client);
    await expect(copyDatabase(source, url)).rejects.toThrow(/already holds rows/);
    expect(await rowCounts(client)).toEqual(counts);
  });

  it('leaves the target without a row when the copy fails half way', async () => {
    const { url, client } = await emptyTarget();
    const failing = copyDatabase(source, url, {
      batchSize: 100,
      afterBatch: (table, rows) => {
        if (table === 'games' && rows >= 300) throw new Error('disk full');
      },
    });
    await expect(failing).rejects.toThrow(/copying games failed: disk full/);
    const counts = await rowCounts(client);
    expect(counts.games).toBe(0);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    // And the same target takes the copy afterwards.
    expect((await copyDatabase(source, url)).rows).toBeGreaterThan(1000);
  });

  it('rolls back on a value PostgreSQL cannot store, saying where it is', async () => {
    const broken = join(temp.dir, 'broken.sqlite');
    copyFileSync(source, broken);
    const db = new SQLite(broken);
    db.prepare("update members set nickname = ? where account_key = 'copied02'").run('nul\0here');
    db.close();
    const { url, client } = await emptyTarget();
    await expect(copyDatabase(broken, url)).rejects.toThrow(
      /members\.nickname \(row \d+\) holds a NUL character/,
    );
    expect(Object.values(await rowCounts(client)).every((n) => n === 0)).toBe(true);
  });

  it('refuses a source behind the code, without writing to either side', async () => {
    const behind = join(temp.dir, 'behind.sqlite');
    const db = openDatabase({ databasePath: behind, databaseUrl: '' });
    try {
      const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo('0009_rsa_keys');
      expect(error).toBeUndefined();
    } finally {
      await db.destroy();
    }
    const before = sha256(behind);
    const { url, client } = await emptyTarget();
    const copy = copyDatabase(behind, url);
    await expect(copy).rejects.toThrow(CopyRefused);
    const latest = Object.keys(MIGRATIONS).at(-1) ?? '';
    await expect(copy).rejects.toThrow(
      new RegExp(`at migration 0009_rsa_keys, this code at ${latest}.*start this version`),
    );
    expect(sha256(behind)).toBe(before);
    const { rows } = await client.query(
      "select from information_schema.tables where table_schema = 'public'",
    );
    expect(rows).toHaveLength(0);
  });
});
