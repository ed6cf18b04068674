import { createStore, useStore } from 'zustand';

/**
 * App-wide sheets that several features open but none owns: the download-app popup (home notice bar, side menu,
 * member center), the add-to-home sheet (download bar), the customer-service list (service widget, member
 * center, agent home) and the notice that the server ended the session (lib/session). Features cannot import each other, so they ask for an overlay by name here and the app
 * shell mounts the one that is open (loading its code only then). One at a time: opening one closes another.
 */
export type OverlayName = 'download' | 'addToHome' | 'service' | 'sessionEnded';

interface OverlayState {
  open: OverlayName | null;
}

export const overlayStore = createStore<OverlayState>()(() => ({ open: null }));

export function openOverlay(name: OverlayName): void {
  overlayStore.setState({ open: name });
}

export function closeOverlay(): void {
  overlayStore.setState({ open: null });
}

export function useOpenOverlay(): OverlayName | null {
  return useStore(overlayStore, (s) => s.open);
}
