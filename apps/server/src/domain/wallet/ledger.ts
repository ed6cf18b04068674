import { MAIN_WALLET_TYPE_ID } from '@h5/contract/endpoints/member.ts';
import type { TransactionType } from '@h5/contract/endpoints/records.ts';
import { ApiError } from '../errors.ts';
import type { WalletRepository } from './wallet-repository.ts';

export interface WalletEntry {
  memberId: number;
  type: TransactionType;
  /** Signed centavos: negative takes money out. */
  amountCents: number;
  reference: string;
  roundId?: number | null;
  /** Centavos of turnover this entry adds to the withdrawal rule (a reward's amount × its multiple). */
  turnoverCents?: number;
  accountTypeId?: number;
  now?: number;
}

/**
 * Moves a wallet balance and writes its ledger row. Give it the wallet repository of a unit of work (`uow.run`),
 * together with whatever caused the movement, so the balance, the ledger and the cause commit or roll back as one.
 * A movement that would take the balance below zero changes nothing and throws `balance.insufficient`. Answers
 * the balance after, in centavos.
 */
export async function postWalletEntry(wallet: WalletRepository, entry: WalletEntry): Promise<number> {
  const now = entry.now ?? Date.now();
  const accountTypeId = entry.accountTypeId ?? MAIN_WALLET_TYPE_ID;
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
    throw new Error(`wallet entry amount must be a non-zero integer of centavos: ${entry.amountCents}`);
  }
  await wallet.openWallet(entry.memberId, accountTypeId, 0, now);
  const balanceAfterCents = await wallet.moveBalance(entry.memberId, accountTypeId, entry.amountCents, now);
  if (balanceAfterCents === undefined) throw new ApiError('balanceInsufficient');
  await wallet.insertLedgerEntry({
    memberId: entry.memberId,
    accountTypeId,
    type: entry.type,
    amountCents: entry.amountCents,
    balanceAfterCents,
    reference: entry.reference,
    roundId: entry.roundId ?? null,
    turnoverCents: entry.turnoverCents ?? 0,
    now,
  });
  return balanceAfterCents;
}

/** The member's balance of one wallet in centavos (0 without a row). */
export function walletCents(
  wallet: WalletRepository,
  memberId: number,
  accountTypeId = MAIN_WALLET_TYPE_ID,
): Promise<number> {
  return wallet.balanceCents(memberId, accountTypeId);
}
