import type { FastifyInstance } from 'fastify';
import { registerAgentMoneyRoutes } from './agent/agent-money-routes.ts';
import { registerAgentRoutes } from './agent/agent-routes.ts';
import { registerContentRoutes } from './content/content-routes.ts';
import { registerDevRoutes } from './dev/dev-routes.ts';
import { registerGamesRoutes } from './games/games-routes.ts';
import { registerMemberRoutes } from './member/member-routes.ts';
import { registerMessagesRoutes } from './messages/messages-routes.ts';
import { registerOperatorAgentRoutes } from './operator/operator-agent-routes.ts';
import { registerOperatorDepositRoutes } from './operator/operator-deposit-routes.ts';
import { registerOperatorPromotionRoutes } from './operator/operator-promotion-routes.ts';
import { registerOperatorWithdrawRoutes } from './operator/operator-withdraw-routes.ts';
import { registerPaymentRoutes } from './payments/payment-routes.ts';
import { registerPromotionRoutes } from './promotions/promotion-routes.ts';
import { registerRedRainRoutes } from './promotions/red-rain-routes.ts';
import { registerRecordsRoutes } from './records/records-routes.ts';
import { registerRegisterRoutes } from './register/register-routes.ts';
import { registerSessionRoutes } from './session/session-routes.ts';
import { registerSupportRoutes } from './support/support-routes.ts';
import { registerSocialRoutes } from './social/social-routes.ts';
import { registerSystemRoutes } from './system/system-routes.ts';
import { registerDepositRoutes } from './wallet/deposit-routes.ts';
import { registerWithdrawRoutes } from './wallet/withdraw-routes.ts';

/** One module per endpoint group of platform-api.md §4; app.ts checks that every contract endpoint is covered. */
export function registerRoutes(app: FastifyInstance): void {
  registerSystemRoutes(app);
  registerSessionRoutes(app);
  registerSocialRoutes(app);
  registerRegisterRoutes(app);
  registerMemberRoutes(app);
  registerContentRoutes(app);
  registerGamesRoutes(app);
  registerMessagesRoutes(app);
  registerRecordsRoutes(app);
  registerAgentRoutes(app);
  registerAgentMoneyRoutes(app);
  registerDepositRoutes(app);
  registerOperatorDepositRoutes(app);
  registerWithdrawRoutes(app);
  registerOperatorWithdrawRoutes(app);
  registerSupportRoutes(app);
  registerPromotionRoutes(app);
  registerRedRainRoutes(app);
  registerOperatorPromotionRoutes(app);
  registerOperatorAgentRoutes(app);
  // Not contract endpoints: the payment providers' callback and the simulated gateway's pages.
  registerPaymentRoutes(app);
  // Not a contract endpoint: development only, off unless configured.
  if (app.platform.config.devOutbox) registerDevRoutes(app);
}
