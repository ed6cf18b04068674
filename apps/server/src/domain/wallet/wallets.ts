import {
  HELD_WALLET_TYPE_ID,
  MAIN_WALLET_TYPE_ID,
  type WalletBalance,
} from '@h5/contract/endpoints/member.ts';
import type { WalletRepository } from './wallet-repository.ts';

/** Demo balance a free-play (trial) account starts with, in centavos (docs/decisions.md). */
export const TRIAL_BALANCE_CENTS = 2_000_00;

export interface WalletSettings {
  single: boolean;
  currency: string;
  currencySymbol: string;
}

/** Creates the member's main wallet with `cents` unless it exists. */
export async function openMainWallet(
  wallet: WalletRepository,
  memberId: number,
  cents: number,
  now = Date.now(),
): Promise<void> {
  await wallet.openWallet(memberId, MAIN_WALLET_TYPE_ID, cents, now);
}

/**
 * The member's wallets (`typeId` 0 or absent: all of them; else that one) with their sum. A member without a
 * wallet row has an empty main wallet: the answer always lists the main wallet when it is asked for. The held
 * wallet (pending withdrawals) is never listed nor summed: the balance answer is what the member can spend.
 */
export async function walletBalance(
  wallet: WalletRepository,
  memberId: number,
  settings: WalletSettings,
  typeId: number,
): Promise<WalletBalance> {
  const rows = (await wallet.listWallets(memberId, typeId)).filter(
    (r) => r.account_type_id !== HELD_WALLET_TYPE_ID,
  );
  const balance = rows.map((r) => ({
    accountTypeId: r.account_type_id,
    availBalance: r.balance_cents / 100,
  }));
  if (
    (typeId === 0 || typeId === MAIN_WALLET_TYPE_ID) &&
    !rows.some((r) => r.account_type_id === MAIN_WALLET_TYPE_ID)
  ) {
    balance.unshift({ accountTypeId: MAIN_WALLET_TYPE_ID, availBalance: 0 });
  }
  const sumCents = rows.reduce((sum, r) => sum + r.balance_cents, 0);
  return {
    sumBalance: sumCents / 100,
    currency: settings.currency,
    currencySymbol: settings.currencySymbol,
    balance,
  };
}
