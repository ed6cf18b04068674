/** Member-center constants of lobby spec §2.11, §3 and §9. */

/** Balances are shown with two decimals (lobby §2.3, §2.12). */
export const BALANCE_DECIMALS = 2;

/** OP-22: a `mobileTemplate` flag equal to this selects the new template, anything else the base one (§2.11). */
export const NEW_TEMPLATE_FLAG = '1';

/** Lobby §2.11: transfer to superior is not offered to this member type, even with the flag and an upline. */
export const NO_UPLINE_TRANSFER_TYPE = 2;
