import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../database.ts';
import { MIGRATIONS } from '../migrations/index.ts';
import { GENERATED_SCHEMA_FILE, generateSchemaTypes } from '../schema-codegen.ts';

describe('schema types', () => {
  let db: Db;
  beforeAll(async () => {
    db = openDatabase({ databasePath: ':memory:', databaseUrl: '' });
    await migrateToLatest(db);
  });
  afterAll(() => db.destroy());

  it('are what the migrated database generates (else run `npm run db:types -w apps/server`)', async () => {
    // Columns, their nullability, defaults, type class and checked string lists all show in this text.
    expect(await generateSchemaTypes(db)).toBe(readFileSync(GENERATED_SCHEMA_FILE, 'utf8'));
  });
});

describe('migration list', () => {
  it('lists every file of migrations/ under its file name, in order', () => {
    const files = readdirSync(new URL('../migrations/', import.meta.url))
      .filter((name) => /^\d{4}_\w+\.ts$/.test(name))
      .map((name) => name.slice(0, -'.ts'.length))
      .sort();
    expect(Object.keys(MIGRATIONS)).toEqual(files);
  });
});
