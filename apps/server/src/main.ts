import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { agentMoneyServices } from './domain/agent/agent-money-repository.ts';
import { startAgentSettlementSweep } from './domain/agent/agent-settlement-sweep.ts';
import { startRebateSweep } from './domain/promotions/rebate-sweep.ts';
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
  // The automatic daily rebate (issue 16) of members who do not open a promotion page themselves.
  const { platform } = app;
  // Its timers are unref'd: they never keep a shutting-down process alive (the app is ready, no hook can be added).
  startRebateSweep(
    { repository: platform.repositories.promotions, work: platform.units.promotions },
    () => platform.merchants.all(),
    (error, memberId) => {
      app.log.error({ err: error, memberId }, 'rebate sweep failed');
    },
  );
  // The agents' team rebates of finished days (issue 18 part B); the operator's `settle-agents` does it by hand.
  startAgentSettlementSweep(
    agentMoneyServices(platform.db),
    () => platform.merchants.all(),
    (error, agentId) => {
      app.log.error({ err: error, agentId }, 'agent settlement failed');
    },
  );
}

main().catch((error: unknown) => {
  // Start-up failures (a bad merchant file, an unreadable database) are for an operator: say what, then stop.
  process.stderr.write(`Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) process.stderr.write(`Cause: ${cause.message}\n`);
  process.exit(1);
});
