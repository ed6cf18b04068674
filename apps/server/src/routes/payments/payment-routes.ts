import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseLanguage } from '@h5/contract/languages.ts';
import { ApiError } from '../../domain/errors.ts';
import { receiveNotification } from '../../domain/payments/gateway-notifications.ts';
import { paymentProviders } from '../../domain/payments/payment-providers.ts';
import {
  SIMULATED_PAY_PATH,
  SIMULATED_PROVIDER,
  type SimulatedGateway,
} from '../../domain/payments/providers/simulated-gateway.ts';
import { success } from '../../http/envelope.ts';
import { notFoundPage, payPage, returnUrl } from './sim-pay-page.ts';

/** Where providers send their notifications: `/wps/payments/callback/<provider code>`. */
export const CALLBACK_PATH = '/wps/payments/callback';
/** A notification is a few hundred bytes; nothing larger is read. */
const CALLBACK_BODY_LIMIT = 16 * 1024;
const REFERENCE = /^[A-Z0-9]{8,40}$/;

type PayRequest = FastifyRequest<{ Params: { reference: string }; Querystring: { lang?: string } }>;

/** Header values as providers' checks read them: lower-case names, one value each. */
function headerMap(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? undefined : value;
  }
  return headers;
}

/**
 * The payment routes outside the contract (docs/decisions.md "Money: deposits"): the providers' callback, and the
 * simulated gateway's own pages (`/pay/sim/<reference>`) with the forms that make it notify the callback.
 */
export function registerPaymentRoutes(app: FastifyInstance): void {
  const { platform } = app;
  const { providers, simulated } = paymentProviders({
    simulatorSecret: platform.config.paymentSimulatorSecret,
    publicBaseUrl: platform.config.apiBaseUrl,
    production: platform.config.production,
  });
  const usesSimulator = platform.merchants
    .all()
    .some((m) => m.payments.deposit.channels.some((c) => c.provider === SIMULATED_PROVIDER));
  if (usesSimulator && simulated === null) {
    app.log.warn(
      'Merchant channels use the simulated gateway, which a production server never offers (its pay page credits ' +
        'any deposit): those channels are hidden. Configure a real provider for them.',
    );
  } else if (usesSimulator && platform.config.paymentSimulatorSecret === '') {
    app.log.warn(
      'PAYMENT_SIMULATOR_SECRET is not set: the simulated gateway signs its notifications with a development key ' +
        'anyone can derive, so anyone can credit a deposit. Set it (32+ random characters) outside development.',
    );
  }

  // The signature covers the body as sent: this scope keeps it as text and parses it only once verified.
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.post<{ Params: { provider: string } }>(`${CALLBACK_PATH}/:provider`, async (request, reply) => {
      const provider = providers.get(request.params.provider);
      if (provider === undefined) throw new ApiError('notFound');
      const received = {
        headers: headerMap(request),
        body: typeof request.body === 'string' ? request.body : '',
        now: Date.now(),
      };
      try {
        const result = await receiveNotification(
          { deposits: platform.repositories.payments, work: platform.units.payments },
          provider,
          received,
        );
        if (result.outcome === 'rejected' || result.outcome === 'duplicate') {
          request.log.warn({ provider: provider.code, ...result }, 'payment notification not applied');
        } else {
          request.log.info({ provider: provider.code, ...result }, 'payment notification applied');
        }
        return await reply.header('cache-control', 'no-store').send(success(result));
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === 'payment.notification.invalid') {
          request.log.warn({ provider: provider.code }, 'payment notification refused: not verified');
        }
        throw error;
      }
    });
    done();
  });

  if (simulated !== null) registerSimulatorPages(app, simulated);
}

/** The simulated gateway's own pages (development and tests only: never in production). */
function registerSimulatorPages(app: FastifyInstance, simulated: SimulatedGateway): void {
  const { platform } = app;
  const loadSimulated = async (reference: string) => {
    if (!REFERENCE.test(reference)) return undefined;
    const deposit = await platform.repositories.payments.findByReference(reference);
    if (deposit?.provider !== SIMULATED_PROVIDER) return undefined;
    const merchant = platform.merchants.get(deposit.merchant_code);
    return merchant === undefined ? undefined : { deposit, merchant };
  };
  const html = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer');

  app.get(`${SIMULATED_PAY_PATH}/:reference`, async (request: PayRequest, reply) => {
    const language = parseLanguage(request.query.lang);
    const found = await loadSimulated(request.params.reference);
    if (found === undefined) return html(reply).code(404).send(notFoundPage(language));
    return html(reply).send(
      payPage({
        deposit: found.deposit,
        merchantName: found.merchant.name,
        currencySymbol: found.merchant.wallet.currencySymbol,
        timeZone: found.merchant.timeZone,
        language,
        now: Date.now(),
      }),
    );
  });

  // The player's answer on the gateway's page: the gateway tells our callback through HTTP, signed, exactly as a
  // real one would (the same verification applies), then sends the player back to the app.
  const answer = (status: 'paid' | 'failed') => async (request: PayRequest, reply: FastifyReply) => {
    const found = await loadSimulated(request.params.reference);
    if (found === undefined) {
      return html(reply)
        .code(404)
        .send(notFoundPage(parseLanguage(request.query.lang)));
    }
    const { deposit } = found;
    // Like a real gateway, the page takes no payment once it has expired (its page says so): nothing is sent.
    const open = deposit.expires_at === null || Date.now() <= deposit.expires_at;
    if (deposit.status === 'pending' && open) {
      const notification = simulated.notification(
        { reference: deposit.reference, amountCents: deposit.amount_cents + deposit.fee_cents, status },
        Date.now(),
      );
      const sent = await app.inject({
        method: 'POST',
        url: `${CALLBACK_PATH}/${simulated.code}`,
        headers: notification.headers,
        payload: notification.body,
      });
      if (sent.statusCode !== 200) {
        request.log.error({ status: sent.statusCode, body: sent.body }, 'simulated gateway: callback failed');
      }
    }
    return reply.header('cache-control', 'no-store').redirect(returnUrl(deposit.reference), 303);
  };
  app.post(`${SIMULATED_PAY_PATH}/:reference/pay`, answer('paid'));
  app.post(`${SIMULATED_PAY_PATH}/:reference/cancel`, answer('failed'));
}
