import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { OfflineBanner } from '../offline-banner.tsx';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('OfflineBanner (issue 19)', () => {
  it('says the device is offline in the chosen language, and goes when the network is back', async () => {
    await initI18n('TY');
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => {
      onlineManager.setOnline(false);
    });
    expect(screen.getByTestId('offline-banner').textContent).toBe(
      'Walang koneksyon sa internet, pakisuri ang iyong network',
    );
    act(() => {
      onlineManager.setOnline(true);
    });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('in English too', async () => {
    await initI18n('EN');
    onlineManager.setOnline(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe('No internet connection, please check your network');
  });
});
