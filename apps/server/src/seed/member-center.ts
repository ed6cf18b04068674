import type { Db } from '../db/database.ts';
import type { ContractKind } from '../db/schema.ts';
import { hashToken } from '../domain/sessions.ts';
import { accountKey } from '../domain/members.ts';
import { randomBytes } from 'node:crypto';
import { DEMO_MERCHANT } from './accounts.ts';

type Texts = Readonly<{ EN: string; TY: string }>;
const LANGUAGES = ['EN', 'TY'] as const;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Help-center articles (lobby spec §2.13): HTML the client sanitises; in-app links and a few external ones. */
const HELP_ARTICLES: readonly { tag: string; title: Texts; content: Texts }[] = [
  {
    tag: 'deposit',
    title: { EN: 'How to deposit', TY: 'Paano mag-deposito' },
    content: {
      EN:
        '<p>You can add funds to your main wallet at any time, day or night.</p>' +
        '<ol><li>Open <a href="/m/voucherCenter">Deposit</a> from the member center or the side menu.</li>' +
        '<li>Choose a channel: <strong>GCash</strong>, <strong>Maya</strong> or bank transfer.</li>' +
        '<li>Enter the amount (minimum ₱200) and follow the steps of the channel.</li>' +
        '<li>Keep the reference number until the amount shows in your balance.</li></ol>' +
        '<p>GCash and Maya deposits usually arrive within one minute; bank transfers can take up to 30 minutes. ' +
        'If a deposit has not arrived after that, send the reference number to customer service.</p>',
      TY:
        '<p>Puwede kang magdagdag ng pondo sa iyong main wallet anumang oras, araw man o gabi.</p>' +
        '<ol><li>Buksan ang <a href="/m/voucherCenter">Deposito</a> mula sa member center o sa side menu.</li>' +
        '<li>Pumili ng channel: <strong>GCash</strong>, <strong>Maya</strong> o bank transfer.</li>' +
        '<li>Ilagay ang halaga (pinakamababa ₱200) at sundin ang mga hakbang ng channel.</li>' +
        '<li>Itago ang reference number hanggang lumabas ang halaga sa iyong balanse.</li></ol>' +
        '<p>Kadalasang pumapasok ang deposito sa GCash at Maya sa loob ng isang minuto; ang bank transfer ay ' +
        'puwedeng umabot ng 30 minuto. Kung wala pa rin ang deposito pagkatapos nito, ipadala ang reference ' +
        'number sa customer service.</p>',
    },
  },
  {
    tag: 'withdraw',
    title: { EN: 'How to withdraw', TY: 'Paano mag-withdraw' },
    content: {
      EN:
        '<p>Winnings are paid to an account in your own name.</p>' +
        '<ul><li>Add a GCash, Maya or bank account under <a href="/m/withdraw">Withdraw</a> the first time.</li>' +
        '<li>The payee name must match the name on your account.</li>' +
        '<li>Bonuses must reach their turnover before the money can be withdrawn.</li>' +
        '<li>Most withdrawals are paid within 15 minutes; large amounts may be checked first.</li></ul>' +
        '<p>For your protection, a withdrawal asks for your payment password. Never share it with anyone.</p>',
      TY:
        '<p>Ibinabayad ang panalo sa account na nakapangalan sa iyo.</p>' +
        '<ul><li>Sa unang pagkakataon, magdagdag ng GCash, Maya o bank account sa ' +
        '<a href="/m/withdraw">Withdraw</a>.</li>' +
        '<li>Dapat tugma ang pangalan ng payee sa pangalan sa iyong account.</li>' +
        '<li>Dapat maabot muna ng bonus ang turnover nito bago ma-withdraw ang pera.</li>' +
        '<li>Karamihan ng withdrawal ay naibabayad sa loob ng 15 minuto; puwedeng suriin muna ang malalaking ' +
        'halaga.</li></ul>' +
        '<p>Para sa iyong proteksyon, hinihingi ng withdrawal ang iyong payment password. Huwag itong ibahagi ' +
        'kaninuman.</p>',
    },
  },
  {
    tag: 'security',
    title: { EN: 'Keeping your account secure', TY: 'Pag-iingat sa iyong account' },
    content: {
      EN:
        '<p>Your account holds real money. A few habits keep it safe:</p>' +
        '<ul><li>Use a password you use nowhere else, and change it in the ' +
        '<a href="/m/securityCenter">security center</a> if you think someone knows it.</li>' +
        '<li>Bind your mobile number so you can reset your password by SMS.</li>' +
        '<li>Our staff <strong>never</strong> ask for your password, payment password or SMS code.</li>' +
        '<li>Log out on shared phones and do not let the browser remember your password there.</li></ul>',
      TY:
        '<p>May totoong pera ang iyong account. Ilang gawi na magpapanatiling ligtas dito:</p>' +
        '<ul><li>Gumamit ng password na hindi mo ginagamit sa iba, at palitan ito sa ' +
        '<a href="/m/securityCenter">security center</a> kung sa tingin mo ay may nakakaalam nito.</li>' +
        '<li>I-bind ang iyong mobile number para ma-reset mo ang password sa pamamagitan ng SMS.</li>' +
        '<li><strong>Hindi kailanman</strong> hihingin ng aming staff ang iyong password, payment password o ' +
        'SMS code.</li>' +
        '<li>Mag-log out sa mga hiram na telepono at huwag hayaang tandaan ng browser ang iyong password ' +
        'doon.</li></ul>',
    },
  },
  {
    tag: 'responsible',
    title: { EN: 'Responsible gaming', TY: 'Responsableng paglalaro' },
    content: {
      EN:
        '<p>Gaming should be entertainment, never a way to make money or to escape problems.</p>' +
        '<ul><li>Only players aged 21 and over may play.</li>' +
        '<li>Set a budget before you play and stop when it is spent.</li>' +
        '<li>Do not chase losses, and take regular breaks.</li>' +
        '<li>Ask customer service to limit or close your account for a while if you need a pause.</li></ul>' +
        '<p>Free, confidential help is available from ' +
        '<a href="https://www.gamblingtherapy.org/">Gambling Therapy</a>. Gaming in the Philippines is ' +
        'regulated by <a href="https://www.pagcor.ph/">PAGCOR</a>.</p>',
      TY:
        '<p>Dapat ay libangan ang paglalaro, hindi paraan para kumita ng pera o takasan ang mga problema.</p>' +
        '<ul><li>Mga manlalarong 21 taong gulang pataas lamang ang puwedeng maglaro.</li>' +
        '<li>Magtakda ng budget bago maglaro at huminto kapag naubos na ito.</li>' +
        '<li>Huwag habulin ang talo, at magpahinga nang regular.</li>' +
        '<li>Hilingin sa customer service na limitahan o isara muna ang iyong account kung kailangan mo ng ' +
        'pahinga.</li></ul>' +
        '<p>May libre at kumpidensyal na tulong mula sa ' +
        '<a href="https://www.gamblingtherapy.org/">Gambling Therapy</a>. Ang paglalaro sa Pilipinas ay ' +
        'pinamamahalaan ng <a href="https://www.pagcor.ph/">PAGCOR</a>.</p>',
    },
  },
  {
    tag: 'contact',
    title: { EN: 'Contacting customer support', TY: 'Pakikipag-ugnayan sa customer support' },
    content: {
      EN:
        '<p>Customer service is open 24 hours a day, every day.</p>' +
        '<ul><li>Tap <a href="/m/service">Online service</a> for a live chat.</li>' +
        '<li>Send feedback with screenshots from <a href="/m/feedback">Feedback</a> in the member center.</li>' +
        '<li>Have your username and, for payments, the reference number ready.</li></ul>' +
        '<p>We answer live chats within a few minutes and feedback within one working day.</p>',
      TY:
        '<p>Bukas ang customer service 24 na oras araw-araw.</p>' +
        '<ul><li>I-tap ang <a href="/m/service">Online service</a> para sa live chat.</li>' +
        '<li>Magpadala ng feedback na may screenshot mula sa <a href="/m/feedback">Feedback</a> sa member ' +
        'center.</li>' +
        '<li>Ihanda ang iyong username at, para sa bayad, ang reference number.</li></ul>' +
        '<p>Sinasagot namin ang live chat sa loob ng ilang minuto at ang feedback sa loob ng isang araw ng ' +
        'trabaho.</p>',
    },
  },
  {
    tag: 'faqs',
    title: { EN: 'Frequently asked questions', TY: 'Mga madalas itanong' },
    content: {
      EN:
        '<p><strong>I forgot my password.</strong> Use “Forgot password” on the login page: by SMS if your ' +
        'mobile number is bound, otherwise by e-mail.</p>' +
        '<p><strong>Can I have two accounts?</strong> No. One account per person; duplicate accounts may be ' +
        'closed and their bonuses cancelled.</p>' +
        '<p><strong>What is free play?</strong> A trial account with demo credit to try the games. It cannot ' +
        'deposit, withdraw or use the member center; <a href="/m/register">register</a> for a real account.</p>',
      TY:
        '<p><strong>Nakalimutan ko ang password ko.</strong> Gamitin ang “Forgot password” sa login page: sa ' +
        'SMS kung naka-bind ang iyong mobile number, kung hindi ay sa e-mail.</p>' +
        '<p><strong>Puwede ba akong magkaroon ng dalawang account?</strong> Hindi. Isang account bawat tao; ' +
        'puwedeng isara ang dobleng account at kanselahin ang mga bonus nito.</p>' +
        '<p><strong>Ano ang free play?</strong> Isang trial account na may demo credit para subukan ang mga ' +
        'laro. Hindi ito makakapag-deposito, makakapag-withdraw o makakagamit ng member center; ' +
        '<a href="/m/register">magparehistro</a> para sa totoong account.</p>',
    },
  },
];

/** Agent notices (type A), newest first by `daysAgo`. */
const AGENT_NOTICES: readonly { daysAgo: number; readByAgent: boolean; title: Texts; content: Texts }[] = [
  {
    daysAgo: 1,
    readByAgent: false,
    title: {
      EN: 'New commission tiers from next month',
      TY: 'Bagong antas ng komisyon simula sa susunod na buwan',
    },
    content: {
      EN:
        '<p>From the first of next month, team commission follows these tiers:</p>' +
        '<ul><li>Up to 20 active members: 30%</li><li>21 to 50 active members: 35%</li>' +
        '<li>More than 50 active members: 40%</li></ul>' +
        '<p>See your figures in the <a href="/m/agent/team/overview">team overview</a>.</p>',
      TY:
        '<p>Simula sa unang araw ng susunod na buwan, susunod ang komisyon ng team sa mga antas na ito:</p>' +
        '<ul><li>Hanggang 20 aktibong miyembro: 30%</li><li>21 hanggang 50 aktibong miyembro: 35%</li>' +
        '<li>Higit sa 50 aktibong miyembro: 40%</li></ul>' +
        '<p>Tingnan ang iyong mga numero sa <a href="/m/agent/team/overview">team overview</a>.</p>',
    },
  },
  {
    daysAgo: 3,
    readByAgent: false,
    title: { EN: 'Agent training on Saturday, 3 PM', TY: 'Training para sa mga agent sa Sabado, 3 PM' },
    content: {
      EN:
        '<p>Join our online session on growing a team responsibly: invitations, follow-up and fair play. ' +
        'Ask your account manager for the link.</p>',
      TY:
        '<p>Sumali sa aming online session tungkol sa responsableng pagpapalaki ng team: imbitasyon, ' +
        'follow-up at patas na laro. Hingin ang link sa iyong account manager.</p>',
    },
  },
  {
    daysAgo: 10,
    readByAgent: true,
    title: {
      EN: 'Protect your members from fake agents',
      TY: 'Protektahan ang iyong mga miyembro sa pekeng agent',
    },
    content: {
      EN:
        '<p>Tell your members that deposits are only made through the <a href="/m/voucherCenter">deposit ' +
        'page</a>, never to a personal account, and that nobody may ask for their password.</p>',
      TY:
        '<p>Sabihin sa iyong mga miyembro na sa <a href="/m/voucherCenter">deposit page</a> lamang ' +
        'nagdedeposito, hindi kailanman sa personal na account, at walang puwedeng humingi ng kanilang ' +
        'password.</p>',
    },
  },
];

const AGENT_INBOX: readonly { title: string; content: string; daysAgo: number; read: boolean }[] = [
  {
    title: 'Your agent account is active',
    content: 'Share your invitation code 8888 or your referral link to build your team.',
    daysAgo: 30,
    read: true,
  },
  {
    title: 'New offers are waiting for your answer',
    content:
      'Your daily salary and dividend contracts are ready. Open the agent home to accept or reject them.',
    daysAgo: 0,
    read: false,
  },
  {
    title: 'Weekly team report',
    content: 'Your team placed 1,284 bets last week. See the team overview for the details.',
    daysAgo: 2,
    read: false,
  },
];

/**
 * agent01's downline. `registeredDaysAgo` 0 = registered at the seed time; `login`: a session created at the
 * seed time, live (online), revoked (logged out) or none; `oldLoginDaysAgo`: an earlier, expired session.
 */
const TEAM: readonly {
  account: string;
  nickname: string;
  type: number;
  upline: string;
  registeredDaysAgo: number;
  login: 'live' | 'revoked' | 'none';
  oldLoginDaysAgo?: number;
}[] = [
  {
    account: 'team01',
    nickname: 'Team One',
    type: 0,
    upline: 'agent01',
    registeredDaysAgo: 0,
    login: 'live',
  },
  {
    account: 'team02',
    nickname: 'Team Two',
    type: 0,
    upline: 'agent01',
    registeredDaysAgo: 0,
    login: 'revoked',
  },
  {
    account: 'team03',
    nickname: 'Team Three',
    type: 0,
    upline: 'agent01',
    registeredDaysAgo: 30,
    login: 'live',
  },
  {
    account: 'team04',
    nickname: 'Team Four',
    type: 0,
    upline: 'agent01',
    registeredDaysAgo: 60,
    login: 'none',
    oldLoginDaysAgo: 3,
  },
  {
    account: 'subagent01',
    nickname: 'Sub Agent',
    type: 1,
    upline: 'agent01',
    registeredDaysAgo: 200,
    login: 'none',
  },
  {
    account: 'team05',
    nickname: 'Team Five',
    type: 0,
    upline: 'subagent01',
    registeredDaysAgo: 0,
    login: 'none',
  },
];

/** Contract offers: agent01's from the company (no upline), subagent01's from agent01. */
const CONTRACTS: readonly {
  account: string;
  kind: ContractKind;
  offeredBy: string | null;
  terms: Record<string, unknown>;
  status: 'pending' | 'accepted';
  daysAgo: number;
}[] = [
  {
    account: 'agent01',
    kind: 'DAILY_SALARY',
    offeredBy: null,
    terms: { basis: 'teamValidBets', ratePercent: 0.3, minActiveMembers: 5 },
    status: 'pending',
    daysAgo: 0,
  },
  {
    account: 'agent01',
    kind: 'DIVIDEND',
    offeredBy: null,
    terms: { basis: 'teamNetLoss', ratePercent: 25, period: 'HALF_MONTH' },
    status: 'pending',
    daysAgo: 0,
  },
  {
    account: 'agent01',
    kind: 'HOURLY_SALARY',
    offeredBy: null,
    terms: { basis: 'teamValidBets', ratePercent: 0.05 },
    status: 'accepted',
    daysAgo: 20,
  },
  {
    account: 'subagent01',
    kind: 'HOURLY_SALARY',
    offeredBy: 'agent01',
    terms: { basis: 'teamValidBets', ratePercent: 0.03 },
    status: 'pending',
    daysAgo: 1,
  },
];

async function memberId(trx: Db, account: string): Promise<number | undefined> {
  const row = await trx
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', DEMO_MERCHANT)
    .where('account_key', '=', accountKey(account))
    .executeTakeFirst();
  return row?.id;
}

/**
 * One-time member-center and agent demo data (docs/decisions.md "Member center and agent (server)"): help
 * articles, agent notices, agent01's inbox, a downline under agent01 (some registered and logged in at the seed
 * time, so the team KPI of that day is computed from real rows) and contract offers. `passwordHash` is of the
 * demo password, so the team accounts can log in too.
 */
export async function insertDemoMemberCenter(
  trx: Db,
  passwordHash: string,
  now: number,
  sessionMaxHours: number,
): Promise<void> {
  for (const language of LANGUAGES) {
    let order = 0;
    for (const article of HELP_ARTICLES) {
      order += 1;
      await trx
        .insertInto('help_articles')
        .values({
          merchant_code: DEMO_MERCHANT,
          language,
          parent_id: null,
          tag: article.tag,
          title: article.title[language],
          content: article.content[language],
          sort_order: order,
        })
        .execute();
    }
  }

  const agent = await memberId(trx, 'agent01');
  if (agent === undefined) return;

  for (const language of LANGUAGES) {
    for (const notice of AGENT_NOTICES) {
      const published = now - notice.daysAgo * DAY;
      const { id } = await trx
        .insertInto('announcements')
        .values({
          merchant_code: DEMO_MERCHANT,
          type: 'A',
          group_name: 'm_home',
          language,
          title: notice.title[language],
          content: notice.content[language],
          published_at: published,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (notice.readByAgent) {
        await trx
          .insertInto('announcement_reads')
          .values({ announcement_id: id, member_id: agent, read_at: published + HOUR })
          .execute();
      }
    }
  }

  for (const mail of AGENT_INBOX) {
    const created = now - mail.daysAgo * DAY;
    await trx
      .insertInto('inbox_messages')
      .values({
        member_id: agent,
        title: mail.title,
        content: mail.content,
        created_at: created,
        read_at: mail.read ? created + HOUR : null,
      })
      .execute();
  }

  const session = async (member: number, createdAt: number, revokedAt: number | null) => {
    // Nobody holds these tokens: the rows only record that the member logged in.
    await trx
      .insertInto('sessions')
      .values({
        token_hash: hashToken(randomBytes(32).toString('base64url')),
        member_id: member,
        created_at: createdAt,
        last_seen_at: createdAt,
        expires_at: createdAt + sessionMaxHours * HOUR,
        revoked_at: revokedAt,
        ip: '127.0.0.1',
        device: 'web',
      })
      .execute();
  };
  for (const m of TEAM) {
    const upline = await memberId(trx, m.upline);
    const { id } = await trx
      .insertInto('members')
      .values({
        merchant_code: DEMO_MERCHANT,
        account: m.account,
        account_key: accountKey(m.account),
        nickname: m.nickname,
        type: m.type,
        password_hash: passwordHash,
        reg_date: now - m.registeredDaysAgo * DAY,
        upline_id: upline ?? null,
        dialing_code: null,
        mobile: null,
        payment_password_hash: null,
        affiliate_code: null,
        register_method: 'H5',
        status: 'active',
        first_login: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (m.login !== 'none') await session(id, now, m.login === 'revoked' ? now : null);
    if (m.oldLoginDaysAgo !== undefined) {
      const at = now - m.oldLoginDaysAgo * DAY;
      await session(id, at, null);
    }
  }

  for (const c of CONTRACTS) {
    const member = await memberId(trx, c.account);
    if (member === undefined) continue;
    const offeredAt = now - c.daysAgo * DAY;
    await trx
      .insertInto('member_contracts')
      .values({
        member_id: member,
        kind: c.kind,
        offered_by: c.offeredBy === null ? null : ((await memberId(trx, c.offeredBy)) ?? null),
        terms: JSON.stringify(c.terms),
        status: c.status,
        offered_at: offeredAt,
        decided_at: c.status === 'pending' ? null : offeredAt + DAY,
      })
      .execute();
  }
}
