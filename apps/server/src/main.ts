import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { agentMoneyServices } from './domain/agent/agent-money-repository.ts';
import { closedDays, settleAgents } from './domain/agent/agent-settlement.ts';
import { startMerchantSweep } from './domain/merchants/merchant-sweep.ts';
import { periodOf } from './domain/promotions/periods.ts';
import { settleMerchantRebates } from './domain/promotions/rebates.ts';
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
  const { platform } = app;
  // The background settlements (domain/merchants/merchant-sweep.ts). Safe with several instances and beside the
  // operator's commands: every period is unique per member or agent and settled under its money lock.
  // The automatic daily rebate (issue 16) of members who do not open a promotion page themselves.
  const promotions = { repository: platform.repositories.promotions, work: platform.units.promotions };
  startMerchantSweep(
    () => platform.merchants.all(),
    (merchant) =>
      settleMerchantRebates(promotions, merchant, (error, memberId) => {
        app.log.error({ err: error, memberId }, 'rebate sweep failed');
      }),
    (error) => {
      app.log.error({ err: error }, 'rebate sweep failed');
    },
  );
  // The agents' team rebates, salaries and dividends of finished periods (issue 18); `settle-agents` does it by hand.
  const agentMoney = agentMoneyServices(platform.db);
  startMerchantSweep(
    () => platform.merchants.all(),
    (merchant) => {
      const now = Date.now();
      return settleAgents(
        agentMoney,
        merchant,
        closedDays(now, merchant.timeZone),
        (error, agentId) => {
          app.log.error({ err: error, agentId }, 'agent settlement failed');
        },
        now,
        periodOf(now, 'day', merchant.timeZone),
      );
    },
    (error) => {
      app.log.error({ err: error }, 'agent settlement failed');
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
