import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';
import { merchantsRepository } from '../domain/merchants/merchants-repository.ts';
import { PasswordHasher } from '../infra/password-hasher.ts';
import { DEMO_PASSWORD, insertDemoAccounts } from './accounts.ts';
import { insertDemoAgentContracts } from './agent-contracts.ts';
import { insertDemoAgentMoney } from './agent-money.ts';
import { insertDemoTeamActivity } from './agent-team-activity.ts';
import { DEMO_MERCHANT } from './common.ts';
import { DEMO_COUNTRIES } from './countries.ts';
import { insertDemoHistory } from './game-history.ts';
import { insertDemoCatalogue } from './games.ts';
import { insertDemoHome, updateDemoProfiles } from './home.ts';
import { insertDemoMemberCenter } from './member-center.ts';
import { insertDemoPromotions } from './promotions.ts';
import { readMerchantFiles } from './merchant-files.ts';
import { runOnce } from './seed-runs.ts';

export interface DemoSeedOptions {
  /** Merchants that have a file: demo accounts are seeded only where the demo merchant is one of them. */
  merchantCodes: ReadonlySet<string>;
  hashPassword: (password: string) => Promise<string>;
  /** Lifetime of the demo team's seeded sessions (SESSION_MAX_HOURS). */
  sessionMaxHours: number;
  /** The merchant files (the promotions seed reads the demo merchant's rebate rates). */
  merchants?: readonly MerchantConfig[];
  now?: string;
}

/**
 * Applies the one-time demo data, each part once per database (`runOnce`: later edits in the database are kept,
 * and a part added later reaches databases seeded before it). Returns the parts applied by this call.
 */
export async function seedDemo(db: Db, options: DemoSeedOptions): Promise<string[]> {
  const { now = new Date().toISOString(), sessionMaxHours } = options;
  const at = Date.parse(now);
  const applied: string[] = [];
  const once = async (name: string, apply: (trx: Db) => Promise<void>) => {
    if (await runOnce(db, name, now, apply)) applied.push(name);
  };

  await once('demo-countries-v1', (trx) => merchantsRepository(trx).insertCountries(DEMO_COUNTRIES));
  // Demo accounts only where the demo merchant exists (a deployment without its file gets none).
  if (options.merchantCodes.has(DEMO_MERCHANT)) {
    const hash = await options.hashPassword(DEMO_PASSWORD);
    await once('demo-accounts-v1', (trx) => insertDemoAccounts(trx, hash, at));
    // After the accounts (balances, inbox and promotions belong to them); a separate marker, so databases
    // seeded before the home screen existed get it on their next start.
    await once('demo-home-v1', (trx) => insertDemoHome(trx, at));
    await once('demo-profiles-v1', (trx) => updateDemoProfiles(trx, at));
    await once('demo-member-v1', (trx) => insertDemoMemberCenter(trx, hash, at, sessionMaxHours));
  }
  // The game catalogue is the platform's (every merchant serves it); the demo accounts' past bets and wallet
  // entries come with it when those accounts exist. One transaction, like every one-time seed.
  await once('demo-games-v1', async (trx) => {
    await insertDemoCatalogue(trx, at);
    await insertDemoHistory(trx, DEMO_MERCHANT, at);
  });
  // After the home screen's and the bets': replaces player01's placeholder promotions by a real reward and settles
  // the seeded bets' automatic rebates of finished days (issue 16), so no background sweep moves a demo balance later.
  if (options.merchantCodes.has(DEMO_MERCHANT)) {
    const merchant = options.merchants?.find((m) => m.code === DEMO_MERCHANT);
    await once('demo-promotions-v1', (trx) => insertDemoPromotions(trx, at, merchant));
    // After the catalogue and the promotions' rebate settlement: agent01's team plays and deposits (issue 18), its
    // rebates settled with it.
    await once('demo-agent-team-v1', (trx) => insertDemoTeamActivity(trx, at, merchant));
    // After the team's bets: the agent rebate rates and the team rebate income of the days before (issue 18 part B).
    await once('demo-agent-money-v1', (trx) => insertDemoAgentMoney(trx, at, merchant));
    // After the team rebates: agent01's accepted salary and dividend contracts and their settled periods (issue 18).
    await once('demo-agent-contracts-v1', (trx) => insertDemoAgentContracts(trx, at, merchant));
  }
  return applied;
}

/**
 * The demo seed on the configured database (`npm run seed`, and before the server starts when SEED_DEMO is
 * on): migrates it, applies what is missing, closes it. The server itself never seeds.
 */
export async function seedDemoDatabase(config: Config, log: FastifyBaseLogger): Promise<string[]> {
  const merchants = readMerchantFiles(config.merchantsDir);
  const merchantCodes = new Set(merchants.map((m) => m.code));
  // One hash at a time: nothing else is running yet.
  const passwords = new PasswordHasher(config.argon2, { concurrency: 1, queue: 0 });
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const applied = await seedDemo(db, {
      merchantCodes,
      merchants,
      hashPassword: (password) => passwords.hash(password),
      sessionMaxHours: config.sessionMaxHours,
    });
    log.info({ applied }, applied.length === 0 ? 'demo data already seeded' : 'demo data seeded');
    return applied;
  } finally {
    await db.destroy();
  }
}
