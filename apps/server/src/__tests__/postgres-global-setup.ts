import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { seedDemoDatabase } from '../seed/seed.ts';
import {
  TEST_DATABASE_URL,
  closeAdminPool,
  createDatabase,
  databasesOf,
  databaseUrl,
  dropDatabase,
  templates,
} from './postgres-test-databases.ts';
import { makeTempDir, testConfig } from './test-app.ts';

/**
 * The server project's global setup: on PostgreSQL (`TEST_DATABASE_URL`) it makes the run's two templates before
 * any test file starts, and drops every database of the run after the last one. Nothing on SQLite.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('postgresPrefix', '');
  if (TEST_DATABASE_URL === '') return undefined;
  const prefix = `h5_test_${process.pid}_${Date.now().toString(36)}`;
  project.provide('postgresPrefix', prefix);
  const teardown = async () => {
    for (const database of await databasesOf(prefix)) await dropDatabase(database);
    await closeAdminPool();
  };
  try {
    const { migrated, seeded } = templates(prefix);
    await createDatabase(migrated);
    const db = openDatabase({ databasePath: '', databaseUrl: databaseUrl(migrated) });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    await createDatabase(seeded, migrated);
    const temp = makeTempDir();
    try {
      const config = testConfig(temp.dir, { databaseUrl: databaseUrl(seeded) });
      await seedDemoDatabase(config, createLogger('silent'));
    } finally {
      temp.remove();
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
