import { HOME_PAGE, PAGE_ALIASES } from '@h5/contract/page-aliases.ts';
import type { Messages } from '../i18n/i18n.ts';

/** A key of the `title` group of the dictionaries. */
export type TitleKey = keyof Messages['title'];

/**
 * Who may open a page; everyone else is sent away before its code renders. A page without one is open to guests.
 * - `member`: a signed-in session, else /m/home (accounts spec §2);
 * - `memberNotTrial`: the same, and the free-play account gets `free_reject` (accounts spec §6; lobby §2.11);
 * - `agent`: an agent session, anyone else goes to /m/home (lobby §2.12);
 * - `player`: a signed-in session, else /m/login (lobby spec §1: a visitor starting a game);
 * - `playerNotTrial`: the money pages (deposit, withdraw, the security centre, transfer to superior and their
 *   records; the reward center, VIP benefits, mission and rebate pages of issue 16): a signed-in session, else
 *   /m/login (the footer's deposit button and the popover's visitor items lead there, and the member-center entries
 *   open login for a guest, lobby §2.3, §2.4, §2.11), and the free-play account gets `free_reject` (lobby §2.11,
 *   §6).
 */
export type Guard = 'member' | 'memberNotTrial' | 'agent' | 'player' | 'playerNotTrial';

interface PageSpec {
  path: string;
  /** Page title (document title and inner-page heading). */
  title: TitleKey;
  /** Lobby spec §2.2: the header is hidden on login, register, mine, agent and help. */
  header?: false;
  /** Lobby spec §2.2: the footer menu is hidden on the pages listed there. */
  footer?: false;
  guard?: Guard;
}

/**
 * Every page of the app by its id: lobby spec §2.1 (plus its named pages), accounts spec §2, and every target of the
 * member-center (§2.11) and agent (§2.12) menus. Query parameters (`/m/gameList?gameType=…`) are read by the pages
 * themselves; aliases (`/register.html`, `/m/member/home` …) are in ALIASES below. The page's code is mapped by id in
 * `app/routes/page-loaders.ts`. Paths stay literals: the build reads them (scripts/landing-preloads.mjs).
 */
const ROUTE_TABLE = {
  home: { path: '/m/home', title: 'home' },
  // Accounts and sign-in (accounts spec §2).
  login: { path: '/m/login', title: 'login', header: false, footer: false },
  register: { path: '/m/register', title: 'register', header: false, footer: false },
  forget: { path: '/m/forget', title: 'forgetPassword', footer: false },
  findPasswordBySms: { path: '/m/findPswBySms', title: 'findPasswordBySms' },
  changePassword: { path: '/m/changePsw', title: 'changePassword', footer: false, guard: 'memberNotTrial' },
  settings: { path: '/m/set', title: 'settings', guard: 'member' },
  trial: { path: '/m/trail', title: 'trial', footer: false },
  notice: { path: '/m/notice', title: 'notice', footer: false },
  // Social sign-in: where the providers send the player back (issue 17 item 2).
  socialCallback: { path: '/m/social/callback', title: 'socialSignIn', header: false, footer: false },
  // The member's linked social identities, reached from the security centre (issue 17 item 2).
  socialAccounts: { path: '/m/socialAccounts', title: 'socialAccounts', guard: 'memberNotTrial' },
  // Lobby, games and lottery (lobby spec §2.1).
  gameLobby: { path: '/m/gameLobby', title: 'gameLobby' },
  gameCenter: { path: '/m/gameCenter', title: 'gameCenter' },
  slotsCenter: { path: '/m/slotsCenter', title: 'slotsCenter' },
  gameList: { path: '/m/gameList', title: 'gameList' },
  launchGame: { path: '/m/launchGame', title: 'launchGame', footer: false, guard: 'player' },
  moreLottery: { path: '/m/moreLottery', title: 'moreLottery', footer: false },
  lottery: { path: '/m/lottery', title: 'lottery' },
  startLottery: { path: '/m/startLottery', title: 'startLottery' },
  // Promotions and content.
  activity: { path: '/m/activity', title: 'activity', footer: false },
  activityInfo: { path: '/m/activityInfo', title: 'activityInfo' },
  activityDetail: { path: '/m/activityDetail', title: 'activityDetail' },
  rewardCenter: { path: '/m/rewardCenter', title: 'rewardCenter', guard: 'playerNotTrial' },
  mission: { path: '/m/leaderBoard', title: 'mission', guard: 'playerNotTrial' },
  inviteFriends: { path: '/m/inviteFriends', title: 'inviteFriends' },
  userAgreement: { path: '/m/useragreement', title: 'userAgreement', footer: false },
  help: { path: '/m/help', title: 'help', header: false },
  helpDetail: { path: '/m/helpDetail', title: 'helpDetail' },
  service: { path: '/m/service', title: 'service', footer: false },
  // Ours (issue 17): the in-app conversation with the merchant's staff, for members and guests.
  serviceChat: { path: '/m/service/chat', title: 'serviceChat' },
  messages: { path: '/m/message', title: 'messages' },
  mail: { path: '/m/webEmail', title: 'mail', guard: 'memberNotTrial' },
  download: { path: '/m/download', title: 'download' },
  outerApp: { path: '/m/outerApp', title: 'outerApp' },
  // Site states.
  maintenance: { path: '/m/maintenance', title: 'maintenance', footer: false },
  ipBlocked: { path: '/m/ipBlock', title: 'ipBlocked' },
  serviceError: { path: '/m/serviceError', title: 'serviceError' },
  // Member center and its menu (lobby spec §2.11). `/m/member/home` is an alias of mine: it inherits its bars.
  mine: { path: '/m/mine', title: 'mine', header: false },
  deposit: { path: '/m/voucherCenter', title: 'deposit', guard: 'playerNotTrial' },
  withdraw: { path: '/m/withdraw', title: 'withdraw', guard: 'playerNotTrial' },
  securityCenter: { path: '/m/securityCenter', title: 'securityCenter', guard: 'playerNotTrial' },
  vipBenefits: { path: '/m/member/benefits', title: 'vipBenefits', guard: 'playerNotTrial' },
  manualRebate: { path: '/m/member/manualRebate', title: 'manualRebate', guard: 'playerNotTrial' },
  depositRecord: { path: '/m/vouReport', title: 'depositRecord', guard: 'playerNotTrial' },
  withdrawRecord: { path: '/m/withdrawReport', title: 'withdrawRecord', guard: 'playerNotTrial' },
  accountRecord: { path: '/m/transaction/record', title: 'accountRecord', guard: 'memberNotTrial' },
  bettingRecord: { path: '/m/gameRecord', title: 'bettingRecord', guard: 'memberNotTrial' },
  profitAndLoss: { path: '/m/profitandloss', title: 'profitAndLoss', guard: 'playerNotTrial' },
  transferToSuperior: { path: '/m/upLine/transfer', title: 'transferToSuperior', guard: 'playerNotTrial' },
  rebateReport: { path: '/m/member/rebateReport', title: 'rebateReport', guard: 'playerNotTrial' },
  feedback: { path: '/m/feedback', title: 'feedback', guard: 'memberNotTrial' },
  // Agent home and its menu (lobby spec §2.12).
  agent: { path: '/m/agent', title: 'agent', header: false, footer: false, guard: 'agent' },
  teamOverview: { path: '/m/agent/team/overview', title: 'teamOverview', guard: 'agent' },
  teamManagement: { path: '/m/member/team', title: 'teamManagement', guard: 'agent' },
  redRain: { path: '/m/redRain', title: 'redRain', guard: 'agent' },
  teamProfitAndLoss: { path: '/m/agent/team/pnl', title: 'teamProfitAndLoss', guard: 'agent' },
  teamBetting: { path: '/m/teamBetting', title: 'teamBetting', guard: 'agent' },
  agentRebateSettings: { path: '/m/member/agent/agentRebeat', title: 'agentRebateSettings', guard: 'agent' },
  teamRebateIncome: { path: '/m/member/teamRebate', title: 'teamRebateIncome', guard: 'agent' },
  openAccount: { path: '/m/agentRegister', title: 'openAccount', guard: 'agent' },
  dividend: { path: '/m/member/agent/agentDivident', title: 'dividend', guard: 'agent' },
  agentNotice: { path: '/m/member/notice', title: 'agentNotice', guard: 'agent' },
  salaryContract: { path: '/m/member/agent/getSalaryContract', title: 'salaryContract', guard: 'agent' },
  dividendContract: {
    path: '/m/member/agent/getDevidendContract',
    title: 'dividendContract',
    guard: 'agent',
  },
  hourlySalaryContract: {
    path: '/m/member/agent/getHourContract',
    title: 'hourlySalaryContract',
    guard: 'agent',
  },
} as const satisfies Record<string, PageSpec>;

export type RouteId = keyof typeof ROUTE_TABLE;

/** The path of each page, as its literal type (`PATHS.home` is `'/m/home'`). */
export type Paths = { readonly [Id in RouteId]: (typeof ROUTE_TABLE)[Id]['path'] };

/** Any page's path. */
export type PagePath = Paths[RouteId];

export interface RouteEntry {
  id: RouteId;
  path: PagePath;
  title: TitleKey;
  header: boolean;
  footer: boolean;
  guard?: Guard;
}

/** Every page in the table's order, its bars spelled out. */
export const ROUTES: readonly RouteEntry[] = (Object.entries(ROUTE_TABLE) as [RouteId, PageSpec][]).map(
  ([id, { path, title, header = true, footer = true, guard }]) => ({
    id,
    path: path as PagePath,
    title,
    header,
    footer,
    guard,
  }),
);

export interface RouteAlias {
  from: string;
  to: string;
}

/** Lobby spec §2.1 aliases: in the contract, because the server preloads the page an address shows. */
export const ALIASES: readonly RouteAlias[] = PAGE_ALIASES;

/** Unknown routes land here (platform-api §12 #13). */
export const FALLBACK = HOME_PAGE;
