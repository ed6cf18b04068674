import type { FastifyInstance } from 'fastify';
import {
  getSecurityCenter,
  resetFundsPassword,
  setFundsPassword,
  setSecurityQuestions,
} from '@h5/contract/endpoints/security.ts';
import {
  addPayoutAccount,
  createWithdrawal,
  getProfitAndLoss,
  getWithdrawRecords,
  getWithdrawSettings,
  transferToUpline,
} from '@h5/contract/endpoints/withdraw.ts';
import { settleDueRoundsOf } from '../../domain/games/rounds.ts';
import { setFundsPassword as setFunds } from '../../domain/withdrawals/funds-password.ts';
import type { MoneyServices } from '../../domain/withdrawals/money-work.ts';
import { bindPayoutAccount } from '../../domain/withdrawals/payout-accounts.ts';
import { profitAndLoss } from '../../domain/withdrawals/profit-and-loss.ts';
import { securityCenter } from '../../domain/withdrawals/security-center.ts';
import {
  resetFundsPassword as resetFunds,
  setSecurityQuestions as setQuestions,
} from '../../domain/withdrawals/security-questions.ts';
import { transferToSuperior } from '../../domain/withdrawals/upline-transfer.ts';
import { requestWithdrawal } from '../../domain/withdrawals/withdraw.ts';
import { withdrawRecords } from '../../domain/withdrawals/withdraw-records.ts';
import { withdrawSettings } from '../../domain/withdrawals/withdraw-settings.ts';
import type { Platform } from '../../http/platform.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** What the money rules use, from the platform. */
export function moneyServices(platform: Platform): MoneyServices {
  return {
    repository: platform.repositories.withdrawals,
    wallet: platform.repositories.wallet,
    work: platform.units.withdrawals,
    passwords: platform.accounts.passwords,
    guard: platform.fundsGuard,
  };
}

/**
 * Withdraw, payout accounts, profit and loss, transfer to superior, and the security centre (docs/decisions.md
 * "Money: withdrawals and the security centre").
 */
export function registerWithdrawRoutes(app: FastifyInstance): void {
  const { platform } = app;
  const services = moneyServices(platform);
  // A number draw whose time has come is settled first, so balances and sums include its win (as the records do).
  const settle = (memberId: number) =>
    settleDueRoundsOf({ games: platform.repositories.games, work: platform.units.games }, memberId);

  registerEndpoint(app, getWithdrawSettings, async ({ session, merchant }) => {
    await settle(session.memberId);
    return withdrawSettings(services, session, merchant);
  });
  registerEndpoint(app, addPayoutAccount, ({ session, merchant, body }) =>
    bindPayoutAccount(services, session, merchant, body),
  );
  registerEndpoint(app, createWithdrawal, async ({ session, merchant, body }) => {
    await settle(session.memberId);
    return requestWithdrawal(services, session, merchant, body);
  });
  registerEndpoint(app, getWithdrawRecords, ({ session, merchant, query }) =>
    withdrawRecords(services.repository, session.memberId, merchant, query),
  );
  registerEndpoint(app, getProfitAndLoss, async ({ session, merchant, query }) => {
    await settle(session.memberId);
    return profitAndLoss(services.repository, session.memberId, merchant, query);
  });
  registerEndpoint(app, transferToUpline, async ({ session, merchant, body }) => {
    await settle(session.memberId);
    return transferToSuperior(services, session, merchant, body);
  });

  registerEndpoint(app, getSecurityCenter, ({ session, merchant, language }) =>
    securityCenter(services, session, merchant, language),
  );
  registerEndpoint(app, setFundsPassword, ({ session, merchant, body }) =>
    setFunds(services, session, merchant, body),
  );
  registerEndpoint(app, setSecurityQuestions, ({ session, merchant, body }) =>
    setQuestions(services, session, merchant, body),
  );
  registerEndpoint(app, resetFundsPassword, ({ session, merchant, body }) =>
    resetFunds(services, session, merchant, body),
  );
}
