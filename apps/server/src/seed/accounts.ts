import type { Db } from '../db/database.ts';
import { accountKey } from '../domain/members.ts';

/** Demo accounts (README): password `demo1234` for all; `blocked01` is disabled. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_MERCHANT = 'demo';

interface DemoMember {
  account: string;
  type: number;
  status: 'active' | 'disabled';
  mobile: string | null;
  email: string;
  affiliateCode: string | null;
  upline: string | null;
  nickname: string;
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    account: 'agent01',
    type: 1,
    status: 'active',
    mobile: '9170000001',
    email: 'agent01@example.com',
    affiliateCode: '8888',
    upline: null,
    nickname: 'Agent One',
  },
  {
    account: 'player01',
    type: 0,
    status: 'active',
    mobile: '9171234567',
    email: 'player01@example.com',
    affiliateCode: null,
    upline: 'agent01',
    nickname: 'Player One',
  },
  {
    account: 'blocked01',
    type: 0,
    status: 'disabled',
    mobile: '9179999999',
    email: 'blocked01@example.com',
    affiliateCode: null,
    upline: 'agent01',
    nickname: 'Blocked',
  },
];

const BANNERS = [
  { key: 'welcome', titles: { EN: 'Welcome to Demo Pilipinas', TY: 'Maligayang pagdating!' } },
  { key: 'bonus', titles: { EN: 'Free play for new members', TY: 'Libreng laro para sa bago' } },
  { key: 'safe', titles: { EN: 'Your account is protected', TY: 'Protektado ang iyong account' } },
] as const;

/** One-time demo members and registration banners of the demo merchant; `passwordHash` is of DEMO_PASSWORD. */
export async function insertDemoAccounts(trx: Db, passwordHash: string, now: number): Promise<void> {
  const ids = new Map<string, number>();
  for (const m of DEMO_MEMBERS) {
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
  for (const banner of BANNERS) {
    order += 1;
    for (const language of ['EN', 'TY'] as const) {
      await trx
        .insertInto('announcements')
        .values({
          merchant_code: DEMO_MERCHANT,
          type: 'B',
          group_name: 'm_reg',
          language,
          title: banner.titles[language],
          image_path: `banners/reg-${banner.key}-${language.toLowerCase()}-v1.svg`,
          linkage_type: '',
          linkage: '',
          sort_order: order,
        })
        .execute();
    }
  }
}
