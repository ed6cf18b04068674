import type { FastifyBaseLogger } from 'fastify';
import { insertCountries } from '../db/countries.ts';
import type { Db } from '../db/database.ts';
import { listMerchants, upsertMerchant } from '../db/merchants.ts';
import { runOnce } from '../db/seed-runs.ts';
import type { MerchantConfig } from '../domain/merchant-config.ts';
import { DEMO_MERCHANT, DEMO_PASSWORD, insertDemoAccounts } from './accounts.ts';
import { DEMO_COUNTRIES } from './countries.ts';
import { insertDemoCatalogue, insertDemoHistory } from './games.ts';
import { insertDemoHome, updateDemoProfiles } from './home.ts';
import { insertDemoMemberCenter } from './member-center.ts';

export interface SeedReport {
  merchants: Record<string, 'inserted' | 'updated' | 'unchanged'>;
  /** Merchants in the database without a file: kept (their members refer to them) but not served. */
  unserved: string[];
  /** One-time seeds applied by this run (empty on every start after the first). */
  applied: string[];
}

/**
 * Brings the database in line with the merchant files (every start: an operator edits a file and restarts)
 * and applies the one-time demo data (first start only; later edits in the database are kept).
 */
export async function seedDatabase(
  db: Db,
  merchants: readonly MerchantConfig[],
  log: FastifyBaseLogger,
  now = new Date().toISOString(),
  hashPassword?: (password: string) => Promise<string>,
  /** Lifetime of the demo team's seeded sessions (SESSION_MAX_HOURS). */
  sessionMaxHours = 24,
): Promise<SeedReport> {
  const report: SeedReport = { merchants: {}, unserved: [], applied: [] };
  await db.transaction().execute(async (trx) => {
    for (const m of merchants)
      report.merchants[m.code] = await upsertMerchant(trx, m.code, JSON.stringify(m), now);
  });

  const fileCodes = new Set(merchants.map((m) => m.code));
  // The files are the truth: a merchant whose file was removed is no longer served. Its row stays (members,
  // sessions and outbox rows name it), but its stored JSON is never read again, so a schema change that makes
  // it invalid cannot stop the server.
  for (const row of await listMerchants(db)) {
    if (!fileCodes.has(row.code)) {
      report.unserved.push(row.code);
      log.warn(
        { merchant: row.code },
        `merchant ${row.code} is in the database but has no file in MERCHANTS_DIR; not served`,
      );
    }
  }

  if (await runOnce(db, 'demo-countries-v1', now, (trx) => insertCountries(trx, DEMO_COUNTRIES))) {
    report.applied.push('demo-countries-v1');
  }
  // Demo accounts only where the demo merchant exists (a deployment without its file gets none).
  if (hashPassword !== undefined && fileCodes.has(DEMO_MERCHANT)) {
    const hash = await hashPassword(DEMO_PASSWORD);
    if (await runOnce(db, 'demo-accounts-v1', now, (trx) => insertDemoAccounts(trx, hash, Date.parse(now)))) {
      report.applied.push('demo-accounts-v1');
    }
    // After the accounts (balances, inbox and promotions belong to them); a separate marker, so databases
    // seeded before the home screen existed get it on their next start.
    if (await runOnce(db, 'demo-home-v1', now, (trx) => insertDemoHome(trx, Date.parse(now)))) {
      report.applied.push('demo-home-v1');
    }
    if (await runOnce(db, 'demo-profiles-v1', now, (trx) => updateDemoProfiles(trx, Date.parse(now)))) {
      report.applied.push('demo-profiles-v1');
    }
    if (
      await runOnce(db, 'demo-member-v1', now, (trx) =>
        insertDemoMemberCenter(trx, hash, Date.parse(now), sessionMaxHours),
      )
    ) {
      report.applied.push('demo-member-v1');
    }
  }
  // The game catalogue is the platform's (every merchant serves it); the demo accounts' past bets and wallet
  // entries come with it when those accounts exist. One transaction, like every one-time seed.
  if (
    await runOnce(db, 'demo-games-v1', now, async (trx) => {
      await insertDemoCatalogue(trx, Date.parse(now));
      await insertDemoHistory(trx, DEMO_MERCHANT, Date.parse(now));
    })
  ) {
    report.applied.push('demo-games-v1');
  }
  return report;
}
