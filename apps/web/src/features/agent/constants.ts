import { PATHS, withQuery } from '../../lib/routes/paths.ts';

/** Agent-home constants of lobby spec §2.12, §3, §4 and §9. */

/** Balances are shown with two decimals (lobby §2.12). */
export const BALANCE_DECIMALS = 2;

/**
 * Greeting by the hour of the day (lobby §2.12): 0–10 morning, over 10 to 14 early afternoon, over 14 to 18 late
 * afternoon, over 18 evening. Each bound is the last hour of its greeting.
 */
export const GREETING_LAST_HOUR = { morning: 10, earlyAfternoon: 14, lateAfternoon: 18 } as const;

/**
 * Where the agent home's links lead (lobby §2.12), by the name the page and the contract's AGENTMENU_* switches give
 * them. The agent's announcements and transaction record are the member pages filtered to the agent (`types=A`).
 */
export const AGENT_PATHS = {
  home: PATHS.home,
  withdraw: PATHS.withdraw,
  deposit: PATHS.deposit,
  openAccount: PATHS.openAccount,
  dividend: PATHS.dividend,
  announcements: withQuery(PATHS.agentNotice, { types: 'A' }),
  teamOverview: PATHS.teamOverview,
  transactionRecord: withQuery(PATHS.accountRecord, { types: 'A' }),
  teamManagement: PATHS.teamManagement,
  redEnvelopeRain: PATHS.redRain,
  teamProfitAndLoss: PATHS.teamProfitAndLoss,
  teamBetting: PATHS.teamBetting,
  agentRebateSettings: PATHS.agentRebateSettings,
  teamRebateIncome: PATHS.teamRebateIncome,
  securityCenter: PATHS.securityCenter,
  mail: PATHS.mail,
  salaryContract: PATHS.salaryContract,
  dividendContract: PATHS.dividendContract,
  hourlySalaryContract: PATHS.hourlySalaryContract,
} as const;
