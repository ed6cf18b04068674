import type { ComponentType } from 'react';
import { loadNamespace } from '../../lib/i18n/i18n.ts';
import type { RouteId } from '../../lib/routes/route-table.ts';

export interface PageModule {
  default: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;

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
/** The social sign-in callback and the linked-accounts page (issue 17 item 2) need the `social` texts. */
const withSocial =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('social')]).then(([module]) => module);
const socialCallback = withSocial(
  () => import('../../features/auth/social/components/social-callback-page.tsx'),
);
const socialAccounts = withSocial(
  () => import('../../features/auth/social/components/linked-accounts-page.tsx'),
);
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
/** The customer-service channels and the in-app conversation need the `support` texts (issue 17). */
const withSupport =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('support')]).then(([module]) => module);
const service = withSupport(() => import('../../features/service/components/support-channels-page.tsx'));
const serviceChat = withSupport(() => import('../../features/service/components/support-chat-page.tsx'));
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
const depositRecord = withMember(() => import('../../features/records/components/deposit-record-page.tsx'));
const profitAndLoss = withMember(() => import('../../features/records/components/profit-and-loss-page.tsx'));
/** The deposit page needs the `deposit` texts before it renders. */
const withDeposit =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('deposit')]).then(([module]) => module);
const deposit = withDeposit(() => import('../../features/deposit/components/deposit-page.tsx'));
/** The withdraw, security-centre and transfer pages need the `withdraw` texts before they render. */
const withWithdraw =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('withdraw')]).then(([module]) => module);
const withdraw = withWithdraw(() => import('../../features/withdraw/components/withdraw-page.tsx'));
const securityCenter = withWithdraw(
  () => import('../../features/security/components/security-center-page.tsx'),
);
const transferToSuperior = withWithdraw(() => import('../../features/withdraw/components/transfer-page.tsx'));
/** The withdraw record is a record page (`member` texts: dates, paging) with the withdraw statuses (`withdraw`). */
const withMemberAndWithdraw =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('member'), loadNamespace('withdraw')]).then(([module]) => module);
const withdrawRecord = withMemberAndWithdraw(
  () => import('../../features/records/components/withdraw-record-page.tsx'),
);
/** The promotion pages (activity center, reward center, VIP, mission, manual rebate) need the `promotions` texts. */
const withPromotions =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('promotions')]).then(([module]) => module);
const activity = withPromotions(() => import('../../features/promotions/components/activity-page.tsx'));
const activityInfo = withPromotions(
  () => import('../../features/promotions/components/activity-info-page.tsx'),
);
const activityDetail = withPromotions(
  () => import('../../features/promotions/components/activity-detail-page.tsx'),
);
const rewardCenter = withPromotions(
  () => import('../../features/promotions/components/reward-center-page.tsx'),
);
const vipBenefits = withPromotions(
  () => import('../../features/promotions/components/vip-benefits-page.tsx'),
);
const mission = withPromotions(() => import('../../features/promotions/components/mission-page.tsx'));
const manualRebate = withPromotions(
  () => import('../../features/promotions/components/manual-rebate-page.tsx'),
);
/** The rebate report is a record page (`member` texts: dates, paging) with the rebate texts (`promotions`). */
const withMemberAndPromotions =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('member'), loadNamespace('promotions')]).then(([module]) => module);
const rebateReport = withMemberAndPromotions(
  () => import('../../features/records/components/rebate-report-page.tsx'),
);
/**
 * The agent's team reports (overview, management, profit and loss, betting) need the `agentTeam` texts; one loader
 * and one chunk for the four (team-page.tsx picks by path), as each loader adds to the start-up script.
 */
const withAgentTeam =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('agentTeam')]).then(([module]) => module);
const teamReports = withAgentTeam(() => import('../../features/agent-team/components/team-page.tsx'));
/** The agent's money tools (rebate rates, team rebate income, open account, contracts): one chunk, `agentMoney` texts. */
const withAgentMoney =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('agentMoney')]).then(([module]) => module);
const agentMoney = withAgentMoney(() => import('../../features/agent-money/components/agent-money-page.tsx'));
/** The agent's red envelope rain (issue 18): its own chunk and the `redRain` texts. */
const withRedRain =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadNamespace('redRain')]).then(([module]) => module);
const redRain = withRedRain(() => import('../../features/red-rain/components/red-rain-page.tsx'));
const settings = () => import('../../features/auth/components/settings-page.tsx');
const trial = () => import('../../features/auth/components/trial-page.tsx');
const notice = () => import('../../features/notice/components/notice-page.tsx');
const maintenance = () => import('./status-routes.tsx').then((m) => ({ default: m.MaintenanceRoute }));
const ipBlocked = () => import('./status-routes.tsx').then((m) => ({ default: m.RestrictedRoute }));
const serviceError = () => import('./status-routes.tsx').then((m) => ({ default: m.ServiceErrorRoute }));

/**
 * The code of each page of the route table (lib/routes/route-table.ts), by route id; a page not named here is the
 * placeholder. Every value is one of the loaders above, by name: the build reads this object
 * (scripts/landing-preloads.mjs).
 */
const PAGE_LOADERS: { readonly [Id in RouteId]?: PageLoader } = {
  home,
  login,
  socialCallback,
  socialAccounts,
  register,
  forget,
  changePassword,
  settings,
  trial,
  notice,
  gameLobby,
  gameCenter: gameLobby,
  slotsCenter,
  gameList,
  launchGame,
  moreLottery,
  lottery,
  startLottery,
  inviteFriends,
  userAgreement,
  help,
  helpDetail,
  service,
  serviceChat,
  mail,
  maintenance,
  ipBlocked,
  serviceError,
  mine,
  accountRecord: transactionRecord,
  bettingRecord,
  deposit,
  depositRecord,
  profitAndLoss,
  withdraw,
  securityCenter,
  withdrawRecord,
  transferToSuperior,
  feedback,
  agent: agentHome,
  agentNotice,
  teamOverview: teamReports,
  teamManagement: teamReports,
  teamProfitAndLoss: teamReports,
  teamBetting: teamReports,
  agentRebateSettings: agentMoney,
  teamRebateIncome: agentMoney,
  openAccount: agentMoney,
  salaryContract: agentMoney,
  dividendContract: agentMoney,
  hourlySalaryContract: agentMoney,
  dividend: agentMoney,
  redRain,
  activity,
  activityInfo,
  activityDetail,
  rewardCenter,
  vipBenefits,
  mission,
  manualRebate,
  rebateReport,
};

/** The loader of a page's code (pages that share a component share their loader). */
export function pageLoader(id: RouteId): PageLoader {
  return PAGE_LOADERS[id] ?? placeholder;
}
