import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../../lib/session/session-store.ts';
import { useOpenOverlay } from '../../../lib/ui/overlays.ts';
import { useHomeAnnouncements } from '../api/get-home-announcements.ts';
import { POPUP_OPEN_DELAY_MS } from '../constants.ts';
import { popupAudience, popupGroup, readPopupDismissal, shouldShowPopup } from '../popup-rules.ts';

const AnnouncementPopup = lazy(() => import('./announcement-popup.tsx'));

/**
 * Decides whether the announcement popup opens (lobby spec §2.10, §4): the items for the audience (group A with
 * a session, B without; A also gets F on a first login), unless the group dismissed this very list. The popup's
 * code (and DOMPurify) starts loading only then, and it opens 500 ms after the list arrived.
 */
export function PopupSlot() {
  const session = useSession();
  const { data } = useHomeAnnouncements();
  const group = popupGroup(session);
  const items = useMemo(() => popupAudience(data?.popup ?? [], session), [data, session]);
  const wanted = useMemo(() => shouldShowPopup(readPopupDismissal(group), items), [group, items]);
  const [open, setOpen] = useState(false);
  // One modal at a time: while an app overlay (download, add-to-home, service) is open the popup waits.
  const overlay = useOpenOverlay();

  useEffect(() => {
    if (!wanted) return;
    void import('./announcement-popup.tsx');
    // One modal at a time: while another dialog is open (the side menu, an app overlay) the popup waits for it.
    let timer = 0;
    const tryOpen = () => {
      if (document.querySelector('dialog[open]')) timer = window.setTimeout(tryOpen, POPUP_OPEN_DELAY_MS);
      else setOpen(true);
    };
    timer = window.setTimeout(tryOpen, POPUP_OPEN_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setOpen(false);
    };
  }, [wanted, items]);

  if (!wanted || !open || overlay) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup
        items={items}
        group={group}
        onClose={() => {
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
