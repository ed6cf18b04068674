import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { accountKey } from '../domain/accounts/members.ts';
import { DEMO_MERCHANT, LANGUAGES, texts } from './common.ts';
import accountsJson from './accounts.json' with { type: 'json' };

/** Demo accounts (README): password `demo1234` for all; `blocked01` is disabled. */
export const DEMO_PASSWORD = 'demo1234';

const accountsData = z.strictObject({
  /** In insert order: an upline comes before its downline. */
  members: z.array(
    z.strictObject({
      account: z.string(),
      type: z.number().int(),
      status: z.enum(['active', 'disabled']),
      mobile: z.string().nullable(),
      email: z.string(),
      affiliateCode: z.string().nullable(),
      upline: z.string().nullable(),
      nickname: z.string(),
    }),
  ),
  registrationBanners: z.array(z.strictObject({ key: z.string(), title: texts })),
});

const { members, registrationBanners } = accountsData.parse(accountsJson);

/** One-time demo members and registration banners of the demo merchant; `passwordHash` is of DEMO_PASSWORD. */
export async function insertDemoAccounts(trx: Db, passwordHash: string, now: number): Promise<void> {
  const ids = new Map<string, number>();
  for (const m of members) {
    const row = await trx
      .insertInto('members')
      .values({
        merchant_code: DEMO_MERCHANT,
        account: m.account,
        account_key: accountKey(m.account),
        nickname: m.nickname,
        type: m.type,
        password_hash: passwordHash,
        reg_date: now,
        upline_id: m.upline === null ? null : (ids.get(m.upline) ?? null),
        dialing_code: m.mobile === null ? null : '63',
        mobile: m.mobile,
        email: m.email,
        payment_password_hash: null,
        affiliate_code: m.affiliateCode,
        register_method: 'H5',
        status: m.status,
        first_login: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(m.account, row.id);
  }
  let order = 0;
  for (const banner of registrationBanners) {
    order += 1;
    for (const language of LANGUAGES) {
      await trx
        .insertInto('announcements')
        .values({
          merchant_code: DEMO_MERCHANT,
          type: 'B',
          group_name: 'm_reg',
          language,
          title: banner.title[language],
          image_path: `banners/reg-${banner.key}-${language.toLowerCase()}-v1.svg`,
          linkage_type: '',
          linkage: '',
          sort_order: order,
        })
        .execute();
    }
  }
}
