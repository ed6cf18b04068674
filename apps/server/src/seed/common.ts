import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { accountKey } from '../domain/accounts/members.ts';

/** The merchant whose file ships in `merchants/` and whom the demo data belongs to. */
export const DEMO_MERCHANT = 'demo';

export const LANGUAGES = ['EN', 'TY'] as const;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A text in both languages of the demo. */
export const texts = z.strictObject({ EN: z.string(), TY: z.string() });

/** Long HTML kept in the JSON files as its blocks (paragraphs, list items), joined here. */
export const htmlBlocks = z.array(z.string()).transform((blocks) => blocks.join(''));

export const bilingualHtml = z.strictObject({ EN: htmlBlocks, TY: htmlBlocks });

/** A demo account's id, if the account was seeded. */
export async function demoMemberId(trx: Db, account: string): Promise<number | undefined> {
  const row = await trx
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', DEMO_MERCHANT)
    .where('account_key', '=', accountKey(account))
    .executeTakeFirst();
  return row?.id;
}
