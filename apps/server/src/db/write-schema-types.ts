// `npm run db:types -w apps/server`: after adding a migration, regenerates the committed table types from a
// database migrated in memory.
import { writeFileSync } from 'node:fs';
import { migrateToLatest, openDatabase } from './database.ts';
import { GENERATED_SCHEMA_FILE, generateSchemaTypes } from './schema-codegen.ts';

const db = openDatabase({ databasePath: ':memory:', databaseUrl: '' });
try {
  await migrateToLatest(db);
  writeFileSync(GENERATED_SCHEMA_FILE, await generateSchemaTypes(db));
  process.stdout.write(`wrote ${GENERATED_SCHEMA_FILE}\n`);
} finally {
  await db.destroy();
}
