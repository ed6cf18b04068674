import type { Language } from '@h5/contract/languages.ts';

/*
 * What a payment gateway module implements (docs/decisions.md "Money: deposits"). The rules around it (which deposit
 * a notification pays, once, for the right amount, in time) are the same for every provider and live in
 * gateway-notifications.ts; a provider only knows its own protocol: where to send the player, and whether a
 * notification really comes from it. A new gateway is one module implementing this, listed in payment-providers.ts.
 */

/** A gateway deposit the player is about to pay. */
export interface PaymentStart {
  /** Our reference, which the provider's notification must carry back. */
  readonly reference: string;
  /** What the player pays the gateway: the deposit's amount and its fee, in centavos. */
  readonly totalCents: number;
  readonly currency: string;
  /** The player's language, for the provider's page. */
  readonly language: Language;
}

/** A notification whose origin the provider has verified, in our terms. */
export interface VerifiedNotification {
  /** The provider's own reference of the payment: one payment credits at most one deposit, once. */
  readonly providerReference: string;
  /** Our deposit reference. */
  readonly reference: string;
  /** What the player paid, in centavos (the deposit's amount plus its fee). */
  readonly amountCents: number;
  readonly status: 'paid' | 'failed';
  /** When the provider sent it (ms since the epoch). */
  readonly timestamp: number;
}

/** A notification as it reached our callback: header names in lower case, the body as sent (signatures cover it). */
export interface ReceivedNotification {
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly body: string;
  readonly now: number;
}

/** Why a notification is refused before it is looked at. */
export type NotificationRefusal = 'malformed' | 'signature' | 'stale';

export type NotificationCheck =
  | { readonly ok: true; readonly notification: VerifiedNotification }
  | {
      readonly ok: false;
      readonly reason: NotificationRefusal;
      /** What the notification claims, as far as it could be read, for the log. */
      readonly claimed: {
        readonly reference?: string;
        readonly providerReference?: string;
        readonly amountCents?: number;
      };
    };

export interface PaymentProvider {
  /** The `provider` of the merchant's channels it serves, and the last segment of its callback path. */
  readonly code: string;
  /** Where to send the player to pay. */
  startPayment(payment: PaymentStart): Promise<{ payUrl: string }>;
  /** Whether the notification is the provider's (signature, freshness, shape), and what it says. */
  verifyNotification(received: ReceivedNotification): NotificationCheck;
}

/** The gateway providers by code (channels with `provider: manual` have none: an operator reviews them). */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;
