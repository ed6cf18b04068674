import type { Language } from '@h5/contract/languages.ts';

/** Texts the promotion engine writes into its answers (issue 16): what a promotion's reward is. */
export const PROMOTION_TEXTS: Readonly<
  Record<
    Language,
    {
      /** A deposit bonus: `100% up to ₱500`. */
      percentUpTo: (percent: string, cap: string) => string;
      /** A rebate: `up to 1.2% of turnover`. */
      rebateUpTo: (percent: string) => string;
      /** Title of a rebate reward in the history: `Rebate`. */
      rebate: string;
    }
  >
> = {
  EN: {
    percentUpTo: (percent, cap) => `${percent}% up to ${cap}`,
    rebateUpTo: (percent) => `up to ${percent}% of turnover`,
    rebate: 'Rebate',
  },
  TY: {
    percentUpTo: (percent, cap) => `${percent}% hanggang ${cap}`,
    rebateUpTo: (percent) => `hanggang ${percent}% ng turnover`,
    rebate: 'Rebate',
  },
};
