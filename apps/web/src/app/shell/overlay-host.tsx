import { lazy, Suspense } from 'react';
import { closeOverlay, useOpenOverlay } from '../../lib/ui/overlays.ts';

const DownloadPopup = lazy(() => import('../../features/download/components/download-popup.tsx'));
const AddToHomeSheet = lazy(() => import('../../features/download/components/add-to-home-sheet.tsx'));
const ServiceListDialog = lazy(() => import('../../features/service/components/service-list-dialog.tsx'));
const SessionEndedDialog = lazy(() => import('../../components/session-ended-dialog.tsx'));

/**
 * The app-wide overlay that is open (lib/ui/overlays.ts): download popup, add-to-home sheet, customer-service
 * list or the session-ended notice. Each one's code loads the first time it opens.
 */
export function OverlayHost() {
  const open = useOpenOverlay();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open === 'download' && <DownloadPopup onClose={closeOverlay} />}
      {open === 'addToHome' && <AddToHomeSheet onClose={closeOverlay} />}
      {open === 'service' && <ServiceListDialog onClose={closeOverlay} />}
      {open === 'sessionEnded' && <SessionEndedDialog onClose={closeOverlay} />}
    </Suspense>
  );
}
