import type { Endpoint } from './endpoint.ts';
import * as agent from './endpoints/agent.ts';
import * as agentMoney from './endpoints/agent-money.ts';
import * as agentTeam from './endpoints/agent-team.ts';
import * as content from './endpoints/content.ts';
import * as deposit from './endpoints/deposit.ts';
import * as feedback from './endpoints/feedback.ts';
import * as catalogue from './endpoints/game-catalogue.ts';
import * as favourites from './endpoints/game-favourites.ts';
import * as launch from './endpoints/game-launch.ts';
import * as lottery from './endpoints/game-lottery.ts';
import * as play from './endpoints/game-play.ts';
import * as vendors from './endpoints/game-vendors.ts';
import * as winners from './endpoints/game-winners.ts';
import * as member from './endpoints/member.ts';
import * as messages from './endpoints/messages.ts';
import * as operator from './endpoints/operator.ts';
import * as promotions from './endpoints/promotions.ts';
import * as records from './endpoints/records.ts';
import * as redRain from './endpoints/red-rain.ts';
import * as register from './endpoints/register.ts';
import * as security from './endpoints/security.ts';
import * as session from './endpoints/session.ts';
import * as social from './endpoints/social.ts';
import * as support from './endpoints/support.ts';
import * as system from './endpoints/system.ts';
import * as vitals from './endpoints/vitals.ts';
import * as withdraw from './endpoints/withdraw.ts';

/**
 * Every endpoint of the contract. The server registers exactly these routes; the fuzz test and the OpenAPI
 * document walk this list, so an endpoint added to a group file and listed here is covered automatically.
 * The web app imports single endpoints from `endpoints/<group>.ts` instead, so it only bundles what it uses.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  system.getSystemStatus,
  system.getWhitelabel,
  system.getRegisterRules,
  system.getCountries,
  system.getHealth,
  system.getHelpCenter,
  vitals.reportWebVitals,
  session.getRsaKey,
  session.login,
  session.freePlayLogin,
  session.logout,
  session.getCaptcha,
  session.getCaptchaPuzzle,
  session.sendSmsNoLogin,
  session.sendSmsRegister,
  social.getSocialProviders,
  social.startSocialSignIn,
  social.finishSocialSignIn,
  social.telegramSignIn,
  social.getLinkedSocialAccounts,
  register.register,
  register.registerMobile,
  register.checkAffiliate,
  register.checkUsername,
  register.forgotPasswordByEmail,
  register.setPasswordByPhone,
  register.changePassword,
  member.getMemberInfo,
  member.getWalletBalance,
  member.getMerchantWallet,
  content.getAnnouncements,
  content.reportBannerClick,
  content.readAnnouncement,
  feedback.submitFeedback,
  feedback.getFeedbackList,
  support.sendSupportMessage,
  support.getSupportThread,
  support.listSupportConversations,
  support.replySupportConversation,
  winners.getRankList,
  vendors.getGameVendors,
  vendors.getVendorsPerGameType,
  catalogue.getGameList,
  catalogue.getHotGames,
  favourites.getFavoriteIds,
  favourites.getFavoriteList,
  favourites.addFavorite,
  favourites.removeFavorite,
  favourites.getRecentGames,
  lottery.getLotteryMenu,
  launch.launchGame,
  play.getPlayState,
  play.placeBet,
  play.drawRound,
  records.getTransactionRecords,
  records.getBettingRecords,
  messages.getInboxUnreadCount,
  messages.getUnclaimedPromotionCount,
  messages.getInbox,
  messages.readInboxMessage,
  messages.getReferralDetails,
  agent.getTeamOverview,
  agent.getContractStatus,
  agent.processContractDividend,
  agent.processDailySalaryContract,
  agent.processContractHourSalary,
  agentTeam.getTeamSummary,
  agentTeam.getTeamMembers,
  agentTeam.getTeamMemberSummary,
  agentTeam.getTeamProfitLoss,
  agentTeam.getTeamBets,
  agentMoney.getAgentRebateRates,
  agentMoney.setAgentRebateRate,
  agentMoney.openAgentAccount,
  agentMoney.getTeamRebateIncome,
  agentMoney.settleAgentRebates,
  agentMoney.setAgentRateByOperator,
  operator.offerContractByOperator,
  agentMoney.getContractOffer,
  agentMoney.getContractSettlements,
  redRain.getRedRain,
  redRain.grabRedEnvelope,
  deposit.getDepositChannels,
  deposit.createDeposit,
  deposit.submitManualDeposit,
  deposit.getDeposit,
  deposit.getDepositRecords,
  operator.listOperatorDeposits,
  operator.reviewDeposit,
  withdraw.getWithdrawSettings,
  withdraw.addPayoutAccount,
  withdraw.createWithdrawal,
  withdraw.getWithdrawRecords,
  withdraw.getProfitAndLoss,
  withdraw.transferToUpline,
  security.getSecurityCenter,
  security.setFundsPassword,
  security.setSecurityQuestions,
  security.resetFundsPassword,
  operator.listOperatorWithdrawals,
  operator.reviewWithdrawal,
  promotions.getPromotionCategories,
  promotions.getPromotions,
  promotions.getPromotionDetail,
  promotions.signUpPromotion,
  promotions.getRewards,
  promotions.claimReward,
  promotions.claimLoginReward,
  promotions.getVipProgress,
  promotions.getRebateSettings,
  promotions.getManualRebate,
  promotions.claimManualRebate,
  promotions.getRebateReport,
  promotions.getMissions,
  promotions.listPromotionApplications,
  promotions.reviewPromotionApplication,
];
