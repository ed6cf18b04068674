import { describe, expect, it } from 'vitest';
import { closeDownloadBar, downloadLinks, refreshDownloadFlags } from '../download-state.ts';
import { DOWNLOAD_STORAGE_KEYS, readStoredFlags } from '../download-rules.ts';

describe('downloadLinks', () => {
  it('reads IOS, Android, MOBILECONFIG and the icon from the resources; blank means none', () => {
    expect(
      downloadLinks([
        { resourceType: 'Android', url: ' /cdn/a.apk ', labelNameEn: 'Android' },
        { resourceType: 'IOS', url: '', labelNameEn: 'iOS' },
        { resourceType: 'AppDownloadIcon', url: '/cdn/icon.svg', labelNameEn: 'Icon' },
        { resourceType: 'TELEGRAM', url: 'https://t.example', labelNameEn: 'Telegram' },
      ]),
    ).toEqual({ android: '/cdn/a.apk', ios: null, mobileConfig: null, icon: '/cdn/icon.svg' });
  });
});

describe('closeDownloadBar', () => {
  it('stores hideDownloadBar = 1', () => {
    refreshDownloadFlags();
    closeDownloadBar();
    expect(localStorage.getItem(DOWNLOAD_STORAGE_KEYS.hideDownloadBar)).toBe('1');
    expect(readStoredFlags().hideDownloadBar).toBe('1');
  });
});
