import { STORAGE_KEYS } from '../storage/keys.ts';
import { readItem } from '../storage/storage.ts';

/** Running as an installed app: display-mode standalone (PWA) or iOS home-screen mode (`navigator.standalone`). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  let displayStandalone = false;
  try {
    displayStandalone = window.matchMedia('(display-mode: standalone)').matches;
  } catch {
    // No matchMedia (old WebView): not standalone.
  }
  return iosStandalone || displayStandalone;
}

export type RegisterMethod = 'APP' | 'H5' | 'WEBCLIP' | 'PWA';

/**
 * Accounts spec §3 `registerMethod` from the environment (docs/decisions.md, Accounts (web)):
 * APP inside the native app (its wrapper writes the `clientParam` session entry), WEBCLIP when the iOS profile
 * marked the site (`WEBCLIP` = '1'), PWA when running standalone, otherwise H5.
 */
export function registerMethod(): RegisterMethod {
  if (readItem('session', STORAGE_KEYS.clientParam)) return 'APP';
  if (readItem('local', STORAGE_KEYS.webclip) === '1') return 'WEBCLIP';
  if (isStandalone()) return 'PWA';
  return 'H5';
}

/** What the download prompts read of the device (lobby spec §2.14): the user agent and touch points. */
export interface DeviceSnapshot {
  userAgent: string;
  /** More than 1 on touch devices; tells an iPad in desktop mode from a Mac. */
  maxTouchPoints: number;
  standalone: boolean;
}

export function deviceSnapshot(): DeviceSnapshot {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints || 0,
    standalone: isStandalone(),
  };
}

/** The user asked the system for less motion (animations become static, lobby jackpot and tickers). */
export function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}
