import { useQuery } from '@tanstack/react-query';
import { createStore, useStore } from 'zustand';
import type { Resource } from '@h5/contract/endpoints/system.ts';
import { deviceSnapshot } from '../../lib/device/environment.ts';
import { systemStatusQueryOptions } from '../../lib/system-status/get-system-status.ts';
import {
  parseDevice,
  readStoredFlags,
  rememberBarClosed,
  type DownloadContext,
  type DownloadLinks,
  type StoredFlags,
} from './download-rules.ts';

/** The stored flags as state, so closing the bar (or the sheet) updates what is on screen. */
const flagsStore = createStore<{ flags: StoredFlags }>()(() => ({ flags: readStoredFlags() }));

export function closeDownloadBar(): void {
  rememberBarClosed();
  flagsStore.setState({ flags: readStoredFlags() });
}

/** Re-reads the flags (another tab, or the profile installer, may have written them). */
export function refreshDownloadFlags(): void {
  flagsStore.setState({ flags: readStoredFlags() });
}

/** The download resources of the site configuration (platform-api §4.4 `resources`). */
export function downloadLinks(resources: readonly Resource[]): DownloadLinks & { icon?: string } {
  const url = (type: string) => resources.find((r) => r.resourceType === type)?.url.trim() || null;
  return {
    ios: url('IOS'),
    android: url('Android'),
    mobileConfig: url('MOBILECONFIG'),
    icon: url('AppDownloadIcon') ?? undefined,
  };
}

/**
 * Everything the download rules need: the device (user agent), the display mode, the configured links and the
 * stored flags. The add-to-home sheet is offered on iOS (Safari can always add a page to the home screen); other
 * systems offer installation through the PWA prompt instead.
 */
export function useDownloadContext(): (DownloadContext & { icon?: string }) | undefined {
  const flags = useStore(flagsStore, (s) => s.flags);
  const { data: resources } = useQuery({
    ...systemStatusQueryOptions(),
    select: (status) => status.info.resources,
  });
  if (!resources) return undefined;
  const snapshot = deviceSnapshot();
  const device = parseDevice(snapshot.userAgent, snapshot.maxTouchPoints);
  const { icon, ...links } = downloadLinks(resources);
  return {
    device,
    mode: snapshot.standalone ? 'standalone' : 'browser',
    links,
    flags,
    homeScreenOption: device.ios,
    icon,
  };
}
