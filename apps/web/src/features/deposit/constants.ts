import { RECEIPT_LIMITS, type DepositStatus } from '@h5/contract/endpoints/deposit.ts';

/*
 * The deposit page's constants (lobby spec §2.11 `/m/voucherCenter`; the spec gives no figures for these, they are
 * ours and recorded in docs/decisions.md "Deposit (web)").
 */

/** How often the return page asks for the deposit while the payment is not final. */
export const DEPOSIT_POLL_INTERVAL_MS = 3_000;
/** At most this many answers are waited for (2 minutes at 3 s); then a "check again" button instead. */
export const DEPOSIT_POLL_MAX_COUNT = 40;

/** The receipt of a manual transfer: one PNG or JPEG of at most 5 MB (the contract's limits, told by content). */
export const RECEIPT_MAX_BYTES = RECEIPT_LIMITS.maxImageBytes;
export const RECEIPT_TYPES: readonly string[] = RECEIPT_LIMITS.imageTypes;

/** Longest payer name and transfer reference the contract takes. */
export const PAYER_NAME_MAX = 64;
export const TRANSFER_REFERENCE_MAX = 64;

/** Statuses after which a deposit never changes again. */
const FINAL: ReadonlySet<DepositStatus> = new Set(['success', 'failed', 'rejected']);

export function isFinalDeposit(status: DepositStatus): boolean {
  return FINAL.has(status);
}
