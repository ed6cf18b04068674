import { readItem, writeItem } from '../../lib/storage/storage.ts';

/**
 * Download prompts (lobby spec §2.14, §4 "Download bar", platform-api §12 #12) as pure functions of the device,
 * the display mode, the configured links and the stored flags, so every combination is testable.
 */

/** localStorage keys of the download prompts (platform-api §6: product-defined). */
export const DOWNLOAD_STORAGE_KEYS = {
  /** `'1'` once the visitor closed the download bar. */
  hideDownloadBar: 'hideDownloadBar',
  /** `'1'` when the site runs as an iOS web clip (installed profile). */
  webclip: 'WEBCLIP',
} as const;

export interface DeviceInfo {
  ios: boolean;
  android: boolean;
  /** A phone or tablet; false on a desktop browser. */
  mobile: boolean;
  /** iOS version (major, minor) when the user agent gives one. */
  iosVersion: readonly [number, number] | null;
  /** Inside the native app shell (`AppShellVer/` or `inApp=1` in the user agent, platform-api §12 #12). */
  inApp: boolean;
}

/** `browser`, or `standalone` when running as an installed PWA / home-screen app. */
export type DisplayMode = 'browser' | 'standalone';

/** The merchant's download resources (`IOS`, `Android`, `MOBILECONFIG`); empty or absent means none. */
export interface DownloadLinks {
  ios?: string | null;
  android?: string | null;
  mobileConfig?: string | null;
}

export interface StoredFlags {
  /** localStorage `hideDownloadBar`. */
  hideDownloadBar: string | null;
  /** localStorage `WEBCLIP`. */
  webclip: string | null;
}

export interface DownloadContext {
  device: DeviceInfo;
  mode: DisplayMode;
  links: DownloadLinks;
  flags: StoredFlags;
  /** The add-to-home-screen sheet is offered (the home-screen option of lobby §4). */
  homeScreenOption?: boolean;
}

/** Reads the device from a user agent; `maxTouchPoints` tells an iPad in desktop mode from a Mac. */
export function parseDevice(userAgent: string, maxTouchPoints = 0): DeviceInfo {
  const iPadDesktop = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  const ios = /iPhone|iPad|iPod/.test(userAgent) || iPadDesktop;
  const android = !ios && /Android/i.test(userAgent);
  const version =
    /OS (\d+)[_.](\d+)/.exec(userAgent) ?? (iPadDesktop ? /Version\/(\d+)\.(\d+)/.exec(userAgent) : null);
  return {
    ios,
    android,
    mobile: ios || android || /Mobi/i.test(userAgent),
    iosVersion: ios && version ? [Number(version[1]), Number(version[2])] : null,
    inApp: /AppShellVer\//.test(userAgent) || /inApp=1/.test(userAgent),
  };
}

/**
 * iOS without PWA support: 11 and below, 12.0 and 12.1 (lobby §2.14's version hint). The spec's install text
 * names 12.4 as the minimum; 12.2 and 12.3 are treated as supported (they are not in the hint's list).
 * Unknown versions count as supported.
 */
export function iosLacksPwa(version: readonly [number, number] | null): boolean {
  if (!version) return false;
  const [major, minor] = version;
  return major <= 11 || (major === 12 && minor <= 1);
}

const has = (link: string | null | undefined): link is string =>
  typeof link === 'string' && link.trim() !== '';

export interface VisibleLinks {
  ios: boolean;
  android: boolean;
  mobileConfig: boolean;
}

/** Which links the download popup and widget list (lobby §4). */
export function visibleLinks(
  device: DeviceInfo,
  links: DownloadLinks,
  flags: Pick<StoredFlags, 'webclip'>,
): VisibleLinks {
  return {
    // The iOS profile: on iOS, when a profile link exists and the site is not already a web clip.
    mobileConfig: device.ios && has(links.mobileConfig) && flags.webclip !== '1',
    // Android: when it exists and the device is not iOS, or on a desktop.
    android: has(links.android) && (!device.ios || !device.mobile),
    // iOS: when it exists, on a desktop or on iOS.
    ios: has(links.ios) && (!device.mobile || device.ios),
  };
}

/** Why the bar is hidden, or `visible`. */
export type DownloadBarState =
  'visible' | 'in-app' | 'pwa' | 'webclip-without-ios-link' | 'ios-without-pwa' | 'closed' | 'no-link';

/** The home download bar (lobby §4 "Download bar"); the first rule that applies wins. */
export function downloadBarState({
  device,
  mode,
  links,
  flags,
  homeScreenOption = false,
}: DownloadContext): DownloadBarState {
  if (device.inApp) return 'in-app';
  if (mode === 'standalone') return 'pwa';
  if (flags.webclip === '1' && !has(links.ios)) return 'webclip-without-ios-link';
  if (device.ios && iosLacksPwa(device.iosVersion)) return 'ios-without-pwa';
  if (flags.hideDownloadBar === '1') return 'closed';
  const suitable = device.ios
    ? has(links.ios) || has(links.mobileConfig) || homeScreenOption
    : device.android
      ? has(links.android)
      : has(links.ios) || has(links.android);
  return suitable ? 'visible' : 'no-link';
}

export function downloadBarVisible(context: DownloadContext): boolean {
  return downloadBarState(context) === 'visible';
}

/** The download-links widget (lobby §2.14): hidden inside the app, in home-screen (web clip) or PWA mode. */
export function downloadWidgetVisible({ device, mode, links, flags }: DownloadContext): boolean {
  if (device.inApp || mode === 'standalone' || flags.webclip === '1') return false;
  const shown = visibleLinks(device, links, flags);
  return shown.ios || shown.android || shown.mobileConfig;
}

/** What the add-to-home sheet shows on iOS (lobby §2.14). */
export type AddToHomeContent = 'version-hint' | 'profile-download' | 'steps';

export function addToHomeContent(
  device: DeviceInfo,
  links: DownloadLinks,
  flags: Pick<StoredFlags, 'webclip'>,
): AddToHomeContent {
  if (iosLacksPwa(device.iosVersion)) return 'version-hint';
  if (visibleLinks(device, links, flags).mobileConfig) return 'profile-download';
  return 'steps';
}

/** Closing the add-to-home sheet hides the bar too when the stored hide flag is `1` (lobby §4). */
export function barHiddenAfterSheetClose(flags: Pick<StoredFlags, 'hideDownloadBar'>): boolean {
  return flags.hideDownloadBar === '1';
}

/** The stored flags of this browser (localStorage; unreadable storage counts as nothing stored). */
export function readStoredFlags(): StoredFlags {
  return {
    hideDownloadBar: readItem('local', DOWNLOAD_STORAGE_KEYS.hideDownloadBar),
    webclip: readItem('local', DOWNLOAD_STORAGE_KEYS.webclip),
  };
}

/** Remembers that the visitor closed the download bar (lobby §4: visible until closed). */
export function rememberBarClosed(): void {
  writeItem('local', DOWNLOAD_STORAGE_KEYS.hideDownloadBar, '1');
}
