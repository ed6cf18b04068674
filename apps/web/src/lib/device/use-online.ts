import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the device has a network, as TanStack Query sees it (the browser's online and offline events): while
 * offline, queries wait instead of failing, so a page that shows data must say itself that the data may be old.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
