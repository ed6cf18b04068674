import type { WithdrawSettings } from '../../lib/money/get-withdraw-settings.ts';
import { floorCentavos } from '../../lib/money/peso-amount.ts';
import { switchOn, type Switches } from '../../lib/system-status/use-switches.ts';
import { NO_UPLINE_TRANSFER_TYPE, TRANSFER_UP_FLAG } from './constants.ts';

/** What the withdraw page offers, in order of what must come first. */
export type WithdrawStage = 'notAllowed' | 'needFundsPassword' | 'needAccount' | 'ready';

export function withdrawStage(settings: WithdrawSettings): WithdrawStage {
  if (!settings.allowWithdraw) return 'notAllowed';
  if (!settings.hasFundsPassword) return 'needFundsPassword';
  if (settings.payoutAccounts.length === 0) return 'needAccount';
  return 'ready';
}

/**
 * The quick "all" amount: the withdrawable balance, no more than one withdrawal's maximum nor what is left of
 * today's limit (a limit of 0 is none), rounded down to whole centavos.
 */
export function quickAllAmount(settings: WithdrawSettings): number {
  const leftToday =
    settings.dailyAmount > 0 ? Math.max(0, settings.dailyAmount - settings.dailyAmountUsed) : Infinity;
  return floorCentavos(Math.max(0, Math.min(settings.balance, settings.maxAmount, leftToday)));
}

/** How much of the turnover is played, 0-1 (1 when nothing is required). */
export function turnoverShare(settings: Pick<WithdrawSettings, 'turnoverDone' | 'turnoverRequired'>): number {
  if (settings.turnoverRequired <= 0) return 1;
  return Math.min(1, Math.max(0, settings.turnoverDone / settings.turnoverRequired));
}

interface TransferContext {
  switches: Switches | undefined;
  /** The member's upline account (`/wps/member/info` `toUpline`); '' when none. */
  toUpline: string;
  /** The member type of the member info. */
  type: number;
}

/** Lobby §2.11: transfer to superior needs flag AGETRANSFERUP3, an upline, and a member type other than 2. */
export function canTransferToUpline({ switches, toUpline, type }: TransferContext): boolean {
  return switchOn(switches, TRANSFER_UP_FLAG) && toUpline.trim() !== '' && type !== NO_UPLINE_TRANSFER_TYPE;
}
