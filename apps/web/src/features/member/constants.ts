/** Member-center constants of lobby spec §2.11, §3 and §9. */

/** Balances are shown with two decimals (lobby §2.3, §2.12). */
export const BALANCE_DECIMALS = 2;

/** OP-22: a `mobileTemplate` flag equal to this selects the new template, anything else the base one (§2.11). */
export const NEW_TEMPLATE_FLAG = '1';

/** Paths the member center and its popups lead to (lobby §2.11 table). */
export const MEMBER_PATHS = {
  home: '/m/home',
  settings: '/m/set',
  login: '/m/login',
  activity: '/m/activity',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  securityCenter: '/m/securityCenter',
  agent: '/m/agent',
  depositRecord: '/m/vouReport',
  withdrawRecord: '/m/withdrawReport',
  accountRecord: '/m/transaction/record',
  bettingRecord: '/m/gameRecord',
  profitAndLoss: '/m/profitandloss',
  transferToSuperior: '/m/upLine/transfer',
  rewardCenter: '/m/rewardCenter',
  manualRebate: '/m/member/manualRebate',
  mission: '/m/leaderBoard',
  rebateReport: '/m/member/rebateReport',
  mail: '/m/webEmail',
  feedback: '/m/feedback',
  register: '/m/register',
} as const;

/** Lobby §2.11: transfer to superior is not offered to this member type, even with the flag and an upline. */
export const NO_UPLINE_TRANSFER_TYPE = 2;
