import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

/**
 * Migrations live in code, in order, so they ship with the server and need no file globbing. Never edit an
 * applied migration: add the next one.
 */
const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_merchants_seeds_countries': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('merchants')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('config', 'text', (c) => c.notNull().check(sql`json_valid(config)`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('seed_runs')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('applied_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('countries')
        .addColumn('code', 'text', (c) => c.primaryKey().check(sql`length(code) = 2`))
        .addColumn('dialing_code', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ty', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`enabled in (0, 1)`),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('countries').execute();
      await db.schema.dropTable('seed_runs').execute();
      await db.schema.dropTable('merchants').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};
