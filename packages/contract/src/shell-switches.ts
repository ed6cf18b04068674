/**
 * White-label switches of the shell (platform-api OP-23: the platform's own names are not known, so these are
 * this product's; docs/decisions.md "Shell and home (server)"). Each is a `modId` of the merchant's white-label
 * tree, read with `flattenWhitelabel`; a key missing from a merchant's tree counts as off.
 */
export const SHELL_SWITCHES = {
  /** Header register link and the register page's direct sign-up. */
  directRegister: 'DIRECTREG3',
  /** VIP benefits: the side menu's VIP entry and the VIP label. */
  vipBenefits: 'VIPBENEFIT3',
  /** Agent footer's dividend entry. */
  dividendDisplay: 'DIVIDENDDISP3',
  telegramLogin: 'TELEGRAMLOGIN3',
} as const;

/** Side-menu shortcut entries (lobby spec §2.5), children of `SIDEMENU3`. */
export const SIDE_MENU_SWITCHES = {
  deposit: 'SIDEMENU_DEPOSIT3',
  withdraw: 'SIDEMENU_WITHDRAW3',
  share: 'SIDEMENU_SHARE3',
  vip: 'SIDEMENU_VIP3',
  rewardCenter: 'SIDEMENU_REWARDCENTER3',
  mission: 'SIDEMENU_MISSION3',
  manualRebate: 'SIDEMENU_MANUALREBATE3',
  appDownload: 'SIDEMENU_APPDOWNLOAD3',
} as const;

/** Agent-home menu entries (lobby spec §2.12), children of `AGENTMENU3`; online service always shows. */
export const AGENT_MENU_SWITCHES = {
  teamOverview: 'AGENTMENU_TEAMOVERVIEW3',
  transactionRecord: 'AGENTMENU_TRANSACTION3',
  teamManagement: 'AGENTMENU_TEAMMANAGE3',
  redEnvelopeRain: 'AGENTMENU_REDRAIN3',
  teamProfitAndLoss: 'AGENTMENU_TEAMPNL3',
  teamBetting: 'AGENTMENU_TEAMBET3',
  agentRebateSettings: 'AGENTMENU_REBATESET3',
  teamRebateIncome: 'AGENTMENU_TEAMREBATE3',
  securityCenter: 'AGENTMENU_SECURITY3',
  mail: 'AGENTMENU_MAIL3',
} as const;

/** Promotion flags the shell reads (OP-23), children of `PROMOFLAGS3`, named as the product names them. */
export const PROMO_SWITCHES = {
  mission: 'MISSION',
  referral: 'REFERRAL',
} as const;

/** Parent nodes of the groups above: switching a parent off switches its entries off. */
export const SHELL_SWITCH_GROUPS = {
  sideMenu: 'SIDEMENU3',
  agentMenu: 'AGENTMENU3',
  promotions: 'PROMOFLAGS3',
} as const;
