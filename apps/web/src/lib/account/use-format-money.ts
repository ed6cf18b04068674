import { useCallback } from 'react';
import { formatBalance } from './format-balance.ts';
import { useWalletBalance } from './get-wallet-balance.ts';

/** The peso sign, until the wallet answer gives the merchant's own `currencySymbol`. */
export const DEFAULT_CURRENCY_SYMBOL = '₱';

/**
 * Money as the header shows the balance (lobby spec §2.3, §9: 2 decimals, grouped, after the wallet's currency
 * symbol: ₱12,345.67), for the money pages (deposit, records). The symbol comes from the wallet query the header
 * already keeps.
 */
export function useFormatMoney(): (amount: number) => string {
  const symbol = useWalletBalance().data?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  return useCallback((amount: number) => formatBalance(amount, symbol), [symbol]);
}
