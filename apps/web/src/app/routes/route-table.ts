import type { ComponentType } from 'react';
import { HOME_PAGE, PAGE_ALIASES } from '@h5/contract/page-aliases.ts';
import { loadNamespace, type Messages } from '../../lib/i18n/i18n.ts';

/** A key of the `title` group of the dictionaries. */
export type TitleKey = keyof Messages['title'];

export interface PageModule {
  default: ComponentType;
}

export interface RouteEntry {
  path: string;
  /** Page title (document title and inner-page heading). */
  title: TitleKey;
  /** The page's code, loaded on demand. */
  page: () => Promise<PageModule>;
  /** Lobby spec §2.2: the header is hidden on login, register, mine, agent and help. */
  header: boolean;
  /** Lobby spec §2.2: the footer menu is hidden on the pages listed there (the footer itself comes later). */
  footer: boolean;
}

export interface RouteAlias {
  from: string;
  to: string;
}

/** Lobby spec §2.2. `/m/member/home` is an alias of mine, so it redirects and inherits these. */
const HEADER_HIDDEN = new Set(['/m/login', '/m/register', '/m/mine', '/m/agent', '/m/help']);
const FOOTER_HIDDEN = new Set([
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/launchGame',
  '/m/changePsw',
  '/m/notice',
  '/m/activity',
  '/m/forget',
  '/m/service',
  '/m/moreLottery',
  '/m/useragreement',
  '/m/maintenance',
  '/m/agent',
]);

/** Pages that later issues build: their title, a back button and a "not available yet" line. */
const placeholder = () => import('./placeholder-page.tsx');
const home = () => import('./home-route.tsx');
/** Account screens need the `forms` texts (registration-rule messages) before they render. */
const withForms =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('forms')]).then(([module]) => module);
const login = withForms(() => import('../../features/auth/components/login-page.tsx'));
const register = withForms(() => import('../../features/auth/components/register-page.tsx'));
const forget = withForms(() => import('../../features/auth/components/forget-page.tsx'));
const changePassword = withForms(() => import('../../features/auth/components/change-password-page.tsx'));
/** Game pages need the `games` texts (lobby, game list, lottery) before they render. */
const withGames =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('games')]).then(([module]) => module);
const gameLobby = withGames(() => import('../../features/games/components/lobby-page.tsx'));
const slotsCenter = withGames(() => import('../../features/games/components/slots-center-page.tsx'));
const gameList = withGames(() => import('../../features/games/components/game-list-page.tsx'));
const launchGame = withGames(() => import('../../features/games/components/launch-game-page.tsx'));
const lottery = withGames(() => import('../../features/games/components/lottery-page.tsx'));
const moreLottery = withGames(() => import('../../features/games/components/more-lottery-page.tsx'));
const startLottery = withGames(() => import('../../features/games/components/start-lottery-page.tsx'));
/** Member, agent, help, mail, feedback and record pages need the `member` texts before they render. */
const withMember =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('member')]).then(([module]) => module);
const mine = withMember(() => import('../../features/member/components/mine-page.tsx'));
const agentHome = withMember(() => import('../../features/agent/components/agent-home-page.tsx'));
const userAgreement = withMember(() => import('../../features/help/components/user-agreement-page.tsx'));
const service = withMember(() => import('../../features/help/components/service-page.tsx'));
const transactionRecord = withMember(
  () => import('../../features/records/components/transaction-record-page.tsx'),
);
const bettingRecord = withMember(() => import('../../features/records/components/betting-record-page.tsx'));
const help = withMember(() => import('../../features/help/components/help-page.tsx'));
const helpDetail = withMember(() => import('../../features/help/components/help-detail-page.tsx'));
const mail = withMember(() => import('../../features/mail/components/mail-page.tsx'));
const feedback = withMember(() => import('../../features/feedback/components/feedback-page.tsx'));
const inviteFriends = withMember(() => import('../../features/member/components/invite-friends-page.tsx'));
const agentNotice = withMember(() => import('../../features/agent/components/agent-notice-page.tsx'));
const settings = () => import('../../features/auth/components/settings-page.tsx');
const trial = () => import('../../features/auth/components/trial-page.tsx');
const notice = () => import('../../features/notice/components/notice-page.tsx');
const maintenance = () => import('./status-routes.tsx').then((m) => ({ default: m.MaintenanceRoute }));
const restricted = () => import('./status-routes.tsx').then((m) => ({ default: m.RestrictedRoute }));
const serviceError = () => import('./status-routes.tsx').then((m) => ({ default: m.ServiceErrorRoute }));

function route(path: string, title: TitleKey, page: RouteEntry['page'] = placeholder): RouteEntry {
  return { path, title, page, header: !HEADER_HIDDEN.has(path), footer: !FOOTER_HIDDEN.has(path) };
}

/**
 * Every page of lobby spec §2.1 (plus its named pages), of accounts spec §2, and every target of the member-center
 * (§2.11) and agent (§2.12) menus. Query parameters (`/m/gameList?gameType=…`) are read by the pages themselves.
 */
export const ROUTES: readonly RouteEntry[] = [
  // A literal: the build reads the table's paths (scripts/landing-preloads.mjs).
  route('/m/home', 'home', home),
  // Accounts and sign-in (accounts spec §2).
  route('/m/login', 'login', login),
  route('/m/register', 'register', register),
  route('/m/forget', 'forgetPassword', forget),
  route('/m/findPswBySms', 'findPasswordBySms'),
  route('/m/changePsw', 'changePassword', changePassword),
  route('/m/set', 'settings', settings),
  route('/m/trail', 'trial', trial),
  route('/m/notice', 'notice', notice),
  // Lobby, games and lottery (lobby spec §2.1).
  route('/m/gameLobby', 'gameLobby', gameLobby),
  route('/m/gameCenter', 'gameCenter', gameLobby),
  route('/m/slotsCenter', 'slotsCenter', slotsCenter),
  route('/m/gameList', 'gameList', gameList),
  route('/m/launchGame', 'launchGame', launchGame),
  route('/m/moreLottery', 'moreLottery', moreLottery),
  route('/m/lottery', 'lottery', lottery),
  route('/m/startLottery', 'startLottery', startLottery),
  // Promotions and content.
  route('/m/activity', 'activity'),
  route('/m/activityInfo', 'activityInfo'),
  route('/m/activityDetail', 'activityDetail'),
  route('/m/rewardCenter', 'rewardCenter'),
  route('/m/leaderBoard', 'mission'),
  route('/m/inviteFriends', 'inviteFriends', inviteFriends),
  route('/m/useragreement', 'userAgreement', userAgreement),
  route('/m/help', 'help', help),
  route('/m/helpDetail', 'helpDetail', helpDetail),
  route('/m/service', 'service', service),
  route('/m/message', 'messages'),
  route('/m/webEmail', 'mail', mail),
  route('/m/download', 'download'),
  route('/m/outerApp', 'outerApp'),
  // Site states.
  route('/m/maintenance', 'maintenance', maintenance),
  route('/m/ipBlock', 'ipBlocked', restricted),
  route('/m/serviceError', 'serviceError', serviceError),
  // Member center and its menu (lobby spec §2.11).
  route('/m/mine', 'mine', mine),
  route('/m/voucherCenter', 'deposit'),
  route('/m/withdraw', 'withdraw'),
  route('/m/securityCenter', 'securityCenter'),
  route('/m/member/benefits', 'vipBenefits'),
  route('/m/member/manualRebate', 'manualRebate'),
  route('/m/vouReport', 'depositRecord'),
  route('/m/withdrawReport', 'withdrawRecord'),
  route('/m/transaction/record', 'accountRecord', transactionRecord),
  route('/m/gameRecord', 'bettingRecord', bettingRecord),
  route('/m/profitandloss', 'profitAndLoss'),
  route('/m/upLine/transfer', 'transferToSuperior'),
  route('/m/member/rebateReport', 'rebateReport'),
  route('/m/feedback', 'feedback', feedback),
  // Agent home and its menu (lobby spec §2.12).
  route('/m/agent', 'agent', agentHome),
  route('/m/agent/team/overview', 'teamOverview'),
  route('/m/member/team', 'teamManagement'),
  route('/m/redRain', 'redRain'),
  route('/m/agent/team/pnl', 'teamProfitAndLoss'),
  route('/m/teamBetting', 'teamBetting'),
  route('/m/member/agent/agentRebeat', 'agentRebateSettings'),
  route('/m/member/teamRebate', 'teamRebateIncome'),
  route('/m/agentRegister', 'openAccount'),
  route('/m/member/agent/agentDivident', 'dividend'),
  route('/m/member/notice', 'agentNotice', agentNotice),
  route('/m/member/agent/getSalaryContract', 'salaryContract'),
  route('/m/member/agent/getDevidendContract', 'dividendContract'),
  route('/m/member/agent/getHourContract', 'hourlySalaryContract'),
];

/** Lobby spec §2.1 aliases (shared with the server, which preloads the page an address shows). */
export const ALIASES: readonly RouteAlias[] = PAGE_ALIASES;

/** Unknown routes land here (platform-api §12 #13). */
export const FALLBACK = HOME_PAGE;
