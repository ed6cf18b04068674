/** Promotions and rewards (lobby spec §1, §2.1, §2.10, §2.11, §3; platform-api §4.6; issue 16). */

/** Claimed history rows per page of the reward center (the contract allows 1-50). */
export const REWARD_HISTORY_PAGE_SIZE = 10;

/**
 * Lobby §2.11 flags of the member-center entries whose pages these are: the page itself says "not available"
 * when its flag is off, as the entry is hidden then. REWCEN3 and MANPLAYREB3 are module flags (absent = on;
 * PLYRBT, the rebate report's, is beside its record page); MISSION and VIPBENEFIT3 are shell switches (absent =
 * off, `@h5/contract/shell-switches.ts`).
 */
export const PROMOTION_FLAGS = {
  rewardCenter: 'REWCEN3',
  manualRebate: 'MANPLAYREB3',
} as const;

/** Platform-api §4.6: banner `linkageType` `P` opens the promotions at `#<linkage>` (the promotion's id). */
export const PROMOTION_ANCHOR_PREFIX = 'promotion-';
