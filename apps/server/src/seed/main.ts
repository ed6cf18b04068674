// `npm run seed -w apps/server`: adds the demo data to the configured database (DATABASE_PATH, MERCHANTS_DIR),
// each part once, whatever SEED_DEMO says; the server need not run.
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { seedDemoDatabase } from './seed.ts';

try {
  const config = loadConfig(process.env);
  await seedDemoDatabase(config, createLogger(config.logLevel));
} catch (error) {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) process.stderr.write(`Cause: ${cause.message}\n`);
  process.exitCode = 1;
}
