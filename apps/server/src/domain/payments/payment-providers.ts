import type { PaymentProviders } from './payment-provider.ts';
import { SimulatedGateway } from './providers/simulated-gateway.ts';

export interface PaymentProviderSettings {
  /** `PAYMENT_SIMULATOR_SECRET` ('' = the development secret). */
  readonly simulatorSecret: string;
  /** `API_BASE_URL`: where this server is reached from a browser ('' = the page's own origin). */
  readonly publicBaseUrl: string;
  /**
   * `NODE_ENV=production`: the simulated gateway is left out. Its pay page credits any deposit at the player's
   * word, so a production server never offers it, whatever a merchant file says.
   */
  readonly production: boolean;
}

/**
 * The gateways this server speaks to, by the `provider` code of the merchants' channels. Stateless: whoever needs
 * them builds them from the settings. A real gateway is a module under providers/ and one entry here (and its code
 * in the merchant file's `provider` enum, domain/merchants/payment-config.ts).
 */
export function paymentProviders(settings: PaymentProviderSettings): {
  providers: PaymentProviders;
  simulated: SimulatedGateway | null;
} {
  if (settings.production) return { providers: new Map(), simulated: null };
  const simulated = new SimulatedGateway({
    secret: settings.simulatorSecret,
    baseUrl: settings.publicBaseUrl,
  });
  return { providers: new Map([[simulated.code, simulated]]), simulated };
}

/** Whether a channel can be offered: a manual transfer always, a gateway channel when its provider is here. */
export function channelAvailable(channel: { provider: string }, providers: PaymentProviders): boolean {
  return channel.provider === 'manual' || providers.has(channel.provider);
}
