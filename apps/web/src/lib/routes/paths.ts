/**
 * Paths that features and shared code navigate to (accounts spec §2, lobby spec §2.1). They live in lib so a
 * feature can link to another feature's page without importing it or the app layer.
 */
export const PATHS = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePassword: '/m/changePsw',
  settings: '/m/set',
  trial: '/m/trail',
  // Shell links (lobby spec §2.3–2.5).
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  activity: '/m/activity',
  inviteFriends: '/m/inviteFriends',
  mine: '/m/mine',
  help: '/m/help',
  mail: '/m/webEmail',
  vipBenefits: '/m/member/benefits',
  rewardCenter: '/m/rewardCenter',
  mission: '/m/leaderBoard',
  manualRebate: '/m/member/manualRebate',
  // Home (lobby spec §2.6, §2.9, §2.16).
  notice: '/m/notice',
  gameList: '/m/gameList',
} as const;
