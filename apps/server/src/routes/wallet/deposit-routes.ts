import type { FastifyInstance } from 'fastify';
import {
  createDeposit,
  getDeposit,
  getDepositChannels,
  getDepositRecords,
  submitManualDeposit,
} from '@h5/contract/endpoints/deposit.ts';
import { depositChannels } from '../../domain/payments/deposit-channels.ts';
import {
  createGatewayDeposit,
  memberDeposit,
  memberDepositRecords,
  submitManualDeposit as submitManual,
  type DepositContext,
} from '../../domain/payments/deposits.ts';
import { paymentProviders } from '../../domain/payments/payment-providers.ts';
import { recordRange } from '../../domain/wallet/record-range.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** The member's side of deposits (docs/decisions.md "Money: deposits"); the gateway's side is routes/payments. */
export function registerDepositRoutes(app: FastifyInstance): void {
  const { platform } = app;
  const { providers } = paymentProviders({
    simulatorSecret: platform.config.paymentSimulatorSecret,
    publicBaseUrl: platform.config.apiBaseUrl,
    production: platform.config.production,
  });
  const context = (): DepositContext => ({
    deposits: platform.repositories.payments,
    work: platform.units.payments,
    providers,
  });

  registerEndpoint(app, getDepositChannels, ({ merchant, session, language }) =>
    depositChannels(platform.repositories.payments, providers, merchant, session, language),
  );
  registerEndpoint(app, createDeposit, ({ merchant, session, body, language }) =>
    createGatewayDeposit(context(), merchant, session, body, language),
  );
  registerEndpoint(app, submitManualDeposit, ({ merchant, session, body, files, language }) =>
    submitManual(context(), merchant, session, body, files, language),
  );
  registerEndpoint(app, getDeposit, ({ session, query, language }) =>
    memberDeposit(platform.repositories.payments, session.memberId, query.reference, language),
  );
  registerEndpoint(app, getDepositRecords, ({ session, query, language }) =>
    memberDepositRecords(
      platform.repositories.payments,
      session.memberId,
      recordRange(query),
      query.status,
      language,
    ),
  );
}
