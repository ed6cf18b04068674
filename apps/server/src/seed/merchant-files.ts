import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { merchantConfig, type MerchantConfig } from '../domain/merchants/merchant-config.ts';
import { merchantsRepository, type UpsertOutcome } from '../domain/merchants/merchants-repository.ts';
import { REPO_ROOT } from '../paths.ts';

export class MerchantFileError extends Error {
  constructor(file: string, problems: readonly string[]) {
    super(`Invalid merchant file ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'MerchantFileError';
  }
}

const describeIssue = (issue: z.core.$ZodIssue): string => {
  const at = issue.path.length === 0 ? '(file)' : issue.path.map(String).join('.');
  return `${at}: ${issue.message}`;
};

/** Parses and validates one file; every problem names the file and the field, for the operator who edited it. */
export function readMerchantFile(path: string): MerchantConfig {
  const shown = relative(REPO_ROOT, path) || path;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new MerchantFileError(shown, [
      `not readable JSON: ${error instanceof Error ? error.message : String(error)}`,
    ]);
  }
  const parsed = merchantConfig.safeParse(json);
  if (!parsed.success) throw new MerchantFileError(shown, parsed.error.issues.map(describeIssue));
  const expectedName = `${parsed.data.code}.json`;
  if (basename(path) !== expectedName) {
    throw new MerchantFileError(shown, [
      `code: "${parsed.data.code}" must match the file name (${expectedName})`,
    ]);
  }
  return parsed.data;
}

/** Every `*.json` of the folder, sorted; a domain claimed by two merchants is an error. */
export function readMerchantFiles(dir: string): MerchantConfig[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch (error) {
    throw new Error(`MERCHANTS_DIR ${dir} cannot be read`, { cause: error });
  }
  if (names.length === 0) throw new Error(`MERCHANTS_DIR ${dir} holds no merchant file (*.json)`);
  const merchants = names.sort().map((n) => readMerchantFile(join(dir, n)));
  const owners = new Map<string, string>();
  for (const m of merchants) {
    for (const domain of m.domains) {
      const other = owners.get(domain);
      if (other !== undefined) {
        throw new MerchantFileError(`${m.code}.json`, [
          `domains: "${domain}" is already used by merchant ${other}`,
        ]);
      }
      owners.set(domain, m.code);
    }
  }
  return merchants;
}

export interface MerchantSync {
  merchants: Record<string, UpsertOutcome>;
  /** Merchants in the database without a file: kept (their members refer to them) but not served. */
  unserved: string[];
}

/**
 * Brings the database in line with the merchant files, at every start: an operator edits a file and restarts.
 */
export async function syncMerchants(
  db: Db,
  merchants: readonly MerchantConfig[],
  log: FastifyBaseLogger,
  now = new Date().toISOString(),
): Promise<MerchantSync> {
  const sync: MerchantSync = { merchants: {}, unserved: [] };
  await db.transaction().execute(async (trx) => {
    for (const m of merchants)
      sync.merchants[m.code] = await merchantsRepository(trx).upsertMerchant(m.code, JSON.stringify(m), now);
  });
  const fileCodes = new Set(merchants.map((m) => m.code));
  // The files are the truth: a merchant whose file was removed is no longer served. Its row stays (members,
  // sessions and outbox rows name it), but its stored JSON is never read again, so a schema change that makes
  // it invalid cannot stop the server.
  for (const row of await merchantsRepository(db).listMerchants()) {
    if (!fileCodes.has(row.code)) {
      sync.unserved.push(row.code);
      log.warn(
        { merchant: row.code },
        `merchant ${row.code} is in the database but has no file in MERCHANTS_DIR; not served`,
      );
    }
  }
  return sync;
}
