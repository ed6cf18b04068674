/** Agent-home constants of lobby spec §2.12, §3, §4 and §9. */

/** Balances are shown with two decimals (lobby §2.12). */
export const BALANCE_DECIMALS = 2;

/**
 * Greeting by the hour of the day (lobby §2.12): 0–10 morning, over 10 to 14 early afternoon, over 14 to 18 late
 * afternoon, over 18 evening. Each bound is the last hour of its greeting.
 */
export const GREETING_LAST_HOUR = { morning: 10, earlyAfternoon: 14, lateAfternoon: 18 } as const;

/** Paths of the agent home (lobby §2.12). */
export const AGENT_PATHS = {
  home: '/m/home',
  withdraw: '/m/withdraw',
  deposit: '/m/voucherCenter',
  openAccount: '/m/agentRegister',
  dividend: '/m/member/agent/agentDivident',
  announcements: '/m/member/notice?types=A',
  teamOverview: '/m/agent/team/overview',
  transactionRecord: '/m/transaction/record?types=A',
  teamManagement: '/m/member/team',
  redEnvelopeRain: '/m/redRain',
  teamProfitAndLoss: '/m/agent/team/pnl',
  teamBetting: '/m/teamBetting',
  agentRebateSettings: '/m/member/agent/agentRebeat',
  teamRebateIncome: '/m/member/teamRebate',
  securityCenter: '/m/securityCenter',
  mail: '/m/webEmail',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourlySalaryContract: '/m/member/agent/getHourContract',
} as const;
