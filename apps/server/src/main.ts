import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { seedDemoDatabase } from './seed/seed.ts';
import { installGracefulShutdown } from './shutdown.ts';

/** Entry point: configuration from the environment, then listen until SIGINT/SIGTERM, then drain and exit 0. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // Before the app is built: it loads the countries into memory once.
  if (config.seedDemo) await seedDemoDatabase(config, createLogger(config.logLevel));
  const app = await buildApp(config);
  installGracefulShutdown(app, config.shutdownGraceMs);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Start-up failures (a bad merchant file, an unreadable database) are for an operator: say what, then stop.
  process.stderr.write(`Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) process.stderr.write(`Cause: ${cause.message}\n`);
  process.exit(1);
});
