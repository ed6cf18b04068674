/** Withdraw and transfer-to-superior constants (lobby spec §2.11, §9). */

/** Lobby §2.11: transfer to superior is not offered to this member type, even with the flag and an upline. */
export const NO_UPLINE_TRANSFER_TYPE = 2;

/** Lobby §2.11: the module flag of transfer to superior (a module switch: on when missing from the tree). */
export const TRANSFER_UP_FLAG = 'AGETRANSFERUP3';
