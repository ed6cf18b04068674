import { createHash, timingSafeEqual } from 'node:crypto';
import type { OperatorToken } from '../config.ts';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';

/** Who is acting on the operator API; recorded with every review. */
export interface OperatorIdentity {
  readonly name: string;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * The operator a raw `Authorization` token belongs to: one of `OPERATOR_TOKENS` (every merchant) or of the
 * merchant's `payments.operators` (stored as SHA-256). Every candidate is compared, in constant time on equal
 * lengths, so the time taken does not tell which one nearly matched. Null when none does.
 */
export function resolveOperator(
  token: string | null,
  merchant: MerchantConfig,
  configured: readonly OperatorToken[],
): OperatorIdentity | null {
  if (token === null || token === '') return null;
  const given = sha256(token);
  let found: OperatorIdentity | null = null;
  for (const candidate of configured) {
    if (timingSafeEqual(given, sha256(candidate.token)) && found === null) found = { name: candidate.name };
  }
  for (const candidate of merchant.payments.operators) {
    const expected = Buffer.from(candidate.tokenSha256, 'hex');
    if (timingSafeEqual(given, expected) && found === null) found = { name: candidate.name };
  }
  return found;
}
