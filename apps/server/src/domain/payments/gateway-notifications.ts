import { ApiError } from '../errors.ts';
import { creditDeposit } from './deposit-credit.ts';
import type { DepositRepository } from './deposit-repository.ts';
import type { PaymentProvider, ReceivedNotification, VerifiedNotification } from './payment-provider.ts';
import type { PaymentsWork } from './payments-work.ts';

/** What became of a notification; every one is also a row of `payment_callbacks`. */
export interface NotificationResult {
  readonly outcome: 'credited' | 'failed' | 'duplicate' | 'rejected';
  /** Why it was rejected ('' otherwise): unknown_deposit, amount_mismatch, expired, not_pending. */
  readonly reason: string;
  readonly reference: string;
}

/**
 * A notification as it reached the callback: the provider verifies it (signature, freshness, shape); a refused one is
 * logged and answered `payment.notification.invalid` (401), having touched nothing else. A verified one is applied.
 */
export async function receiveNotification(
  { deposits, work }: { deposits: DepositRepository; work: PaymentsWork },
  provider: PaymentProvider,
  received: ReceivedNotification,
): Promise<NotificationResult> {
  const check = provider.verifyNotification(received);
  if (!check.ok) {
    await deposits.logCallback({
      provider: provider.code,
      provider_reference: check.claimed.providerReference ?? '',
      reference: check.claimed.reference ?? '',
      amount_cents: check.claimed.amountCents ?? null,
      outcome: 'rejected',
      reason: check.reason,
      received_at: received.now,
    });
    throw new ApiError('paymentNotificationInvalid');
  }
  return applyNotification(work, provider.code, check.notification, received.now);
}

/**
 * Applies a verified notification in one unit of work with its log row, taking the member's lock first, so that of
 * any number of copies arriving at once exactly one credits and the others find its provider reference:
 * - a provider reference already applied (to any deposit): `duplicate`, nothing moves;
 * - no such deposit of this provider, an amount other than the deposit's amount and fee, a deposit no longer
 *   pending: `rejected`, nothing moves;
 * - a failed payment: the deposit fails (`declined`); a paid one: it is credited through the ledger, also when it
 *   comes after the deposit's expiry (or after the expiry marked it failed): the provider has taken the player's
 *   money, and our deadline only bounds how long the player may take, so a late payment is credited (logged
 *   `after_expiry`), never lost.
 */
export async function applyNotification(
  work: PaymentsWork,
  provider: string,
  notification: VerifiedNotification,
  now: number,
): Promise<NotificationResult> {
  return work.run(async (repositories) => {
    const { deposits } = repositories;
    const decide = async (): Promise<Omit<NotificationResult, 'reference'>> => {
      const found = await deposits.findByReference(notification.reference);
      if (found === undefined || found.provider !== provider) {
        return { outcome: 'rejected', reason: 'unknown_deposit' };
      }
      await deposits.lockMember(found.member_id);
      if ((await deposits.findByProviderReference(provider, notification.providerReference)) !== undefined) {
        return { outcome: 'duplicate', reason: '' };
      }
      const deposit = (await deposits.findById(found.id)) ?? found;
      if (notification.amountCents !== deposit.amount_cents + deposit.fee_cents) {
        return { outcome: 'rejected', reason: 'amount_mismatch' };
      }
      const expiredUnpaid = deposit.status === 'failed' && deposit.failure_reason === 'expired';
      const late = expiredUnpaid || (deposit.expires_at !== null && now > deposit.expires_at);
      if (deposit.status !== 'pending' && !(expiredUnpaid && notification.status === 'paid')) {
        return { outcome: 'rejected', reason: 'not_pending' };
      }
      const { providerReference } = notification;
      if (notification.status === 'failed') {
        const failed = await deposits.markFailed(deposit.id, { reason: 'declined', providerReference, now });
        return failed === undefined
          ? { outcome: 'rejected', reason: 'not_pending' }
          : { outcome: 'failed', reason: '' };
      }
      const credited = await creditDeposit(repositories, deposit, { providerReference, review: null, now });
      if (credited === undefined) return { outcome: 'rejected', reason: 'not_pending' };
      return { outcome: 'credited', reason: late ? 'after_expiry' : '' };
    };
    const result = await decide();
    await deposits.logCallback({
      provider,
      provider_reference: notification.providerReference,
      reference: notification.reference,
      amount_cents: notification.amountCents,
      outcome: result.outcome,
      reason: result.reason,
      received_at: now,
    });
    return { ...result, reference: notification.reference };
  });
}
