/** Lobby spec §2.3, §9: balances always show 2 decimals, with thousands grouped (₱12,345.67). */
const NUMBER = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * `amount` in currency units (the wallet answers pesos with at most 2 decimals: the server keeps centavos), so
 * rounding only tidies float noise such as 0.1 + 0.2. A negative zero is shown as 0.00.
 */
export function formatBalance(amount: number, symbol = ''): string {
  const value = Object.is(amount, -0) || Math.abs(amount) < 0.005 ? 0 : amount;
  const text = NUMBER.format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${symbol}${text}`;
}
