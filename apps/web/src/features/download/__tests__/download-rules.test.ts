import { describe, expect, it } from 'vitest';
import {
  addToHomeContent,
  barHiddenAfterSheetClose,
  downloadBarState,
  downloadBarVisible,
  downloadWidgetVisible,
  iosLacksPwa,
  parseDevice,
  readStoredFlags,
  rememberBarClosed,
  visibleLinks,
  type DeviceInfo,
  type DownloadBarState,
  type DownloadContext,
  type DownloadLinks,
} from '../download-rules.ts';

const UA = {
  iphone17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphone12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphone12_4:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iphone11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('parseDevice', () => {
  it.each([
    [
      'iPhone 17.4',
      UA.iphone17,
      0,
      { ios: true, android: false, mobile: true, iosVersion: [17, 4], inApp: false },
    ],
    [
      'iPhone 12.1',
      UA.iphone12_1,
      0,
      { ios: true, android: false, mobile: true, iosVersion: [12, 1], inApp: false },
    ],
    [
      'iPhone 11.4.1',
      UA.iphone11,
      0,
      { ios: true, android: false, mobile: true, iosVersion: [11, 4], inApp: false },
    ],
    [
      'iPad as desktop',
      UA.ipadDesktop,
      5,
      { ios: true, android: false, mobile: true, iosVersion: [16, 5], inApp: false },
    ],
    ['Mac', UA.ipadDesktop, 0, { ios: false, android: false, mobile: false, iosVersion: null, inApp: false }],
    ['Android', UA.android, 0, { ios: false, android: true, mobile: true, iosVersion: null, inApp: false }],
    ['desktop', UA.desktop, 0, { ios: false, android: false, mobile: false, iosVersion: null, inApp: false }],
    [
      'app shell',
      `${UA.android} AppShellVer/2.1.0 UUID/abc`,
      0,
      { ios: false, android: true, mobile: true, iosVersion: null, inApp: true },
    ],
    [
      'inApp=1',
      `${UA.iphone17} inApp=1`,
      0,
      { ios: true, android: false, mobile: true, iosVersion: [17, 4], inApp: true },
    ],
  ] as const)('%s', (_, ua, touch, expected) => {
    expect(parseDevice(ua, touch)).toEqual(expected);
  });
});

describe('iOS PWA support', () => {
  it.each([
    [null, false],
    [[10, 3], true],
    [[11, 4], true],
    [[12, 0], true],
    [[12, 1], true],
    [[12, 2], false],
    [[12, 4], false],
    [[17, 4], false],
  ] as const)('%j lacks PWA: %s', (version, expected) => {
    expect(iosLacksPwa(version)).toBe(expected);
  });
});

const IOS: DeviceInfo = parseDevice(UA.iphone17);
const OLD_IOS: DeviceInfo = parseDevice(UA.iphone12_1);
const ANDROID: DeviceInfo = parseDevice(UA.android);
const DESKTOP: DeviceInfo = parseDevice(UA.desktop);
const IN_APP: DeviceInfo = parseDevice(`${UA.android} AppShellVer/2.1.0`);

const ALL: DownloadLinks = {
  ios: 'https://x/ios',
  android: 'https://x/apk',
  mobileConfig: 'https://x/profile',
};
const NONE: DownloadLinks = {};
const NO_FLAGS = { hideDownloadBar: null, webclip: null };

type Row = [string, Partial<DownloadContext> & { device: DeviceInfo }, DownloadBarState];

describe('download bar', () => {
  const rows: Row[] = [
    ['iOS with every link', { device: IOS }, 'visible'],
    ['Android with every link', { device: ANDROID }, 'visible'],
    ['desktop with every link', { device: DESKTOP }, 'visible'],
    ['inside the app', { device: IN_APP }, 'in-app'],
    [
      'inside the app, even when closed and standalone',
      { device: IN_APP, mode: 'standalone', flags: { hideDownloadBar: '1', webclip: '1' } },
      'in-app',
    ],
    ['PWA (standalone)', { device: ANDROID, mode: 'standalone' }, 'pwa'],
    ['iOS home-screen app', { device: IOS, mode: 'standalone' }, 'pwa'],
    [
      'web clip without an iOS link',
      { device: IOS, links: { mobileConfig: 'p' }, flags: { hideDownloadBar: null, webclip: '1' } },
      'webclip-without-ios-link',
    ],
    [
      'web clip with an iOS link',
      { device: IOS, links: { ios: 'i' }, flags: { hideDownloadBar: null, webclip: '1' } },
      'visible',
    ],
    ['iOS 12.1', { device: OLD_IOS }, 'ios-without-pwa'],
    ['iOS 11', { device: parseDevice(UA.iphone11) }, 'ios-without-pwa'],
    ['iOS 12.4', { device: parseDevice(UA.iphone12_4) }, 'visible'],
    ['closed before', { device: IOS, flags: { hideDownloadBar: '1', webclip: null } }, 'closed'],
    ['stored flag other than 1', { device: IOS, flags: { hideDownloadBar: '0', webclip: null } }, 'visible'],
    ['iOS with only the profile link', { device: IOS, links: { mobileConfig: 'p' } }, 'visible'],
    ['iOS with only the iOS link', { device: IOS, links: { ios: 'i' } }, 'visible'],
    ['iOS with only an Android link', { device: IOS, links: { android: 'a' } }, 'no-link'],
    [
      'iOS without links but with the home-screen option',
      { device: IOS, links: NONE, homeScreenOption: true },
      'visible',
    ],
    ['iOS without links', { device: IOS, links: NONE }, 'no-link'],
    ['Android with only iOS links', { device: ANDROID, links: { ios: 'i', mobileConfig: 'p' } }, 'no-link'],
    ['Android with blank link', { device: ANDROID, links: { android: '  ' } }, 'no-link'],
    [
      'Android home-screen option does not count',
      { device: ANDROID, links: NONE, homeScreenOption: true },
      'no-link',
    ],
    ['desktop with the iOS link only', { device: DESKTOP, links: { ios: 'i' } }, 'visible'],
    ['desktop with the profile only', { device: DESKTOP, links: { mobileConfig: 'p' } }, 'no-link'],
  ];
  it.each(rows)('%s', (_, context, expected) => {
    const full: DownloadContext = { mode: 'browser', links: ALL, flags: NO_FLAGS, ...context };
    expect(downloadBarState(full)).toBe(expected);
    expect(downloadBarVisible(full)).toBe(expected === 'visible');
  });

  it('closing the sheet hides the bar only with the stored flag 1', () => {
    expect(barHiddenAfterSheetClose({ hideDownloadBar: '1' })).toBe(true);
    expect(barHiddenAfterSheetClose({ hideDownloadBar: null })).toBe(false);
    expect(barHiddenAfterSheetClose({ hideDownloadBar: '0' })).toBe(false);
  });
});

describe('download links', () => {
  it.each([
    ['iOS', IOS, ALL, null, { ios: true, android: false, mobileConfig: true }],
    ['iOS web clip', IOS, ALL, '1', { ios: true, android: false, mobileConfig: false }],
    ['iOS without links', IOS, NONE, null, { ios: false, android: false, mobileConfig: false }],
    ['Android', ANDROID, ALL, null, { ios: false, android: true, mobileConfig: false }],
    ['desktop', DESKTOP, ALL, null, { ios: true, android: true, mobileConfig: false }],
    ['desktop without links', DESKTOP, NONE, null, { ios: false, android: false, mobileConfig: false }],
  ] as const)('%s', (_, device, links, webclip, expected) => {
    expect(visibleLinks(device, links, { webclip })).toEqual(expected);
  });

  it('the widget hides inside the app, in a web clip and in a PWA', () => {
    const base: DownloadContext = { device: ANDROID, mode: 'browser', links: ALL, flags: NO_FLAGS };
    expect(downloadWidgetVisible(base)).toBe(true);
    expect(downloadWidgetVisible({ ...base, device: IN_APP })).toBe(false);
    expect(downloadWidgetVisible({ ...base, mode: 'standalone' })).toBe(false);
    expect(downloadWidgetVisible({ ...base, flags: { hideDownloadBar: null, webclip: '1' } })).toBe(false);
    expect(downloadWidgetVisible({ ...base, links: NONE })).toBe(false);
    // A closed bar does not hide the widget.
    expect(downloadWidgetVisible({ ...base, flags: { hideDownloadBar: '1', webclip: null } })).toBe(true);
  });
});

describe('add-to-home sheet', () => {
  it('shows the version hint on old iOS, the profile download when one exists, else the steps', () => {
    expect(addToHomeContent(OLD_IOS, ALL, { webclip: null })).toBe('version-hint');
    expect(addToHomeContent(parseDevice(UA.iphone11), NONE, { webclip: null })).toBe('version-hint');
    expect(addToHomeContent(IOS, ALL, { webclip: null })).toBe('profile-download');
    expect(addToHomeContent(IOS, ALL, { webclip: '1' })).toBe('steps');
    expect(addToHomeContent(IOS, { ios: 'i' }, { webclip: null })).toBe('steps');
  });
});

describe('stored flags', () => {
  it('reads hideDownloadBar and WEBCLIP from localStorage and remembers a closed bar', () => {
    expect(readStoredFlags()).toEqual({ hideDownloadBar: null, webclip: null });
    localStorage.setItem('WEBCLIP', '1');
    rememberBarClosed();
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
    const flags = readStoredFlags();
    expect(flags).toEqual({ hideDownloadBar: '1', webclip: '1' });
    expect(downloadBarState({ device: IOS, mode: 'browser', links: ALL, flags })).toBe('closed');
  });
});
