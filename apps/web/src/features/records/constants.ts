/** Record pages (lobby spec §2.11 account and betting records, §2.12 agent transaction record). */

/** The date filter's choices, in days counted back from today (today included); the contract allows up to 92. */
export const RECORD_RANGES = [1, 7, 30, 90] as const;
export type RecordRange = (typeof RECORD_RANGES)[number];

/** The contract's default range (RECORD_DEFAULT_DAYS) is the filter's default too. */
export const DEFAULT_RANGE: RecordRange = 7;
