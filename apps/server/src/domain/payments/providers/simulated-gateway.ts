import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type {
  NotificationCheck,
  PaymentProvider,
  PaymentStart,
  ReceivedNotification,
} from '../payment-provider.ts';

/*
 * The payment gateway the project ships: served by our own server (`/pay/sim/<reference>`), so that deposits work
 * end to end without a contract with a real one. It behaves as a real gateway does where it matters: the player is
 * sent to its page, and the result comes back as a signed notification to our callback, which verifies it as it
 * would any provider's. No real money moves; see docs/decisions.md "Money: deposits".
 */

export const SIMULATED_PROVIDER = 'simulated';
export const SIMULATED_PAY_PATH = '/pay/sim';

/**
 * What the development default of `PAYMENT_SIMULATOR_SECRET` is derived from. Public, so notifications signed with
 * it can be forged by anyone: the server warns at start and refuses production without the setting (config.ts).
 */
export const DEVELOPMENT_PAYMENT_SIMULATOR_SECRET = 'h5-server development payment simulator, not a secret';

/** A notification sent longer ago (or later) than this is refused: a captured one cannot be replayed for long. */
export const NOTIFICATION_MAX_SKEW_MS = 5 * 60_000;

export const SIMULATED_HEADERS = {
  timestamp: 'x-sim-timestamp',
  signature: 'x-sim-signature',
} as const;

const SALT = 'h5-server payment simulator';
const INFO = 'notification signatures v1';

/** The notification's body: our reference, the gateway's, what was paid (centavos) and how it ended. */
const notificationBody = z.strictObject({
  reference: z.string().regex(/^[A-Z0-9]{8,40}$/),
  providerReference: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  amountCents: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  status: z.enum(['paid', 'failed']),
});
export type SimulatedNotificationBody = z.infer<typeof notificationBody>;

/** The signed text: the timestamp, a dot and the body exactly as sent. */
const canonical = (timestamp: string, body: string): string => `${timestamp}.${body}`;

/** A claim of the body for the log of a refused notification, however malformed the rest is. */
function claimsOf(body: string): { reference?: string; providerReference?: string; amountCents?: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const record = parsed as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 64) : undefined);
  const amount = record.amountCents;
  return {
    ...(text(record.reference) === undefined ? {} : { reference: text(record.reference) }),
    ...(text(record.providerReference) === undefined
      ? {}
      : { providerReference: text(record.providerReference) }),
    ...(Number.isSafeInteger(amount) ? { amountCents: amount as number } : {}),
  };
}

export interface SimulatedGatewayOptions {
  /** `PAYMENT_SIMULATOR_SECRET`; '' = the development secret. */
  readonly secret: string;
  /** Prefix of the pay page's address: '' (same origin), an absolute path or an origin (`API_BASE_URL`). */
  readonly baseUrl: string;
}

export class SimulatedGateway implements PaymentProvider {
  readonly code = SIMULATED_PROVIDER;
  readonly #key: Buffer;
  readonly #baseUrl: string;

  constructor(options: SimulatedGatewayOptions) {
    const secret = options.secret === '' ? DEVELOPMENT_PAYMENT_SIMULATOR_SECRET : options.secret;
    this.#key = Buffer.from(hkdfSync('sha256', secret, SALT, INFO, 32));
    this.#baseUrl = options.baseUrl;
  }

  startPayment(payment: PaymentStart): Promise<{ payUrl: string }> {
    const path = `${SIMULATED_PAY_PATH}/${encodeURIComponent(payment.reference)}?lang=${payment.language}`;
    return Promise.resolve({ payUrl: `${this.#baseUrl}${path}` });
  }

  verifyNotification(received: ReceivedNotification): NotificationCheck {
    const { body, now } = received;
    const claimed = claimsOf(body);
    const timestamp = received.headers[SIMULATED_HEADERS.timestamp] ?? '';
    const signature = received.headers[SIMULATED_HEADERS.signature] ?? '';
    if (!/^[0-9]{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
      return { ok: false, reason: 'malformed', claimed };
    }
    const expected = Buffer.from(this.sign(timestamp, body), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      return { ok: false, reason: 'signature', claimed };
    }
    const sentAt = Number(timestamp);
    if (Math.abs(now - sentAt) > NOTIFICATION_MAX_SKEW_MS) return { ok: false, reason: 'stale', claimed };
    const parsed = notificationBody.safeParse(claimsOrNull(body));
    if (!parsed.success) return { ok: false, reason: 'malformed', claimed };
    return { ok: true, notification: { ...parsed.data, timestamp: sentAt } };
  }

  /** Hex HMAC-SHA-256 of the canonical text under the key derived from the secret. */
  sign(timestamp: string, body: string): string {
    return createHmac('sha256', this.#key).update(canonical(timestamp, body)).digest('hex');
  }

  /**
   * The gateway's side: its reference of the payment of a deposit. The same for every attempt on one deposit, as a
   * real gateway's order id is, so a second press of "Pay" is a duplicate rather than a second payment.
   */
  providerReferenceFor(reference: string): string {
    const digest = createHmac('sha256', this.#key).update(`payment:${reference}`).digest('hex');
    return `SIM${digest.slice(0, 20).toUpperCase()}`;
  }

  /** The gateway's side: the signed notification it sends to our callback when the player pays or cancels. */
  notification(
    payment: { reference: string; amountCents: number; status: 'paid' | 'failed' },
    now: number,
  ): { headers: Record<string, string>; body: string } {
    const body = JSON.stringify({
      reference: payment.reference,
      providerReference: this.providerReferenceFor(payment.reference),
      amountCents: payment.amountCents,
      status: payment.status,
    } satisfies SimulatedNotificationBody);
    const timestamp = String(now);
    return {
      headers: {
        'content-type': 'application/json',
        [SIMULATED_HEADERS.timestamp]: timestamp,
        [SIMULATED_HEADERS.signature]: this.sign(timestamp, body),
      },
      body,
    };
  }
}

function claimsOrNull(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
