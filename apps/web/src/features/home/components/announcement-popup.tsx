import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogCloseButton, ModalDialog } from '../../../components/modal-dialog.tsx';
import { PATHS } from '../../../lib/routes/paths.ts';
import type { PopupItem } from '../api/get-home-announcements.ts';
import { interceptPopupLink, sanitizePopupHtml } from '../popup-html.ts';
import { popupPager, savePopupDismissal, stepPopup, type PopupGroup } from '../popup-rules.ts';
import './announcement-popup.css';

/**
 * The announcement popup (lobby spec §2.10, §4): title and sanitised HTML content, prev/next that stop at the
 * ends (hidden for one item), a go-to action to the reward center for promotion items. Closing it, by any way,
 * stores the dismissal of this list for the group.
 */
export default function AnnouncementPopup({
  items,
  group,
  onClose,
}: {
  items: PopupItem[];
  group: PopupGroup;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const item = items[Math.min(index, items.length - 1)];
  const html = useMemo(() => (item ? sanitizePopupHtml(item.content) : ''), [item]);
  const pager = popupPager(index, items.length);

  const closeAndRemember = (close: () => void) => {
    savePopupDismissal(group, items);
    close();
  };

  return (
    <ModalDialog
      labelledBy="announcement-popup-title"
      // Escape and the mask close the dialog without our buttons: they dismiss the list too.
      onClose={() => {
        savePopupDismissal(group, items);
        onClose();
      }}
      testId="announcement-popup"
    >
      {(close) => (
        <>
          <header className="modal__header">
            <h2 className="modal__title" id="announcement-popup-title" data-testid="announcement-popup-title">
              {item?.title}
            </h2>
            <DialogCloseButton
              label={t('common.close')}
              onClick={() => {
                closeAndRemember(close);
              }}
            />
          </header>
          {/* Clicks on links inside are taken over (lobby §2.10); the links themselves stay keyboard-reachable; the HTML is sanitised above. */}
          <div
            className="modal__content popup-content"
            data-testid="announcement-popup-content"
            onClick={(event) => {
              if (interceptPopupLink(event, (path) => void navigate(path))) closeAndRemember(close);
            }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <footer className="popup-actions">
            {pager.visible && (
              <div className="popup-actions__pager">
                <button
                  type="button"
                  className="button"
                  disabled={!pager.hasPrev}
                  onClick={() => {
                    setIndex((i) => stepPopup(i, items.length, -1));
                  }}
                  data-testid="announcement-popup-prev"
                >
                  {t('home.popupPrev')}
                </button>
                <span className="popup-actions__count" aria-live="polite">
                  {t('home.popupCount', { current: index + 1, total: items.length })}
                </span>
                <button
                  type="button"
                  className="button"
                  disabled={!pager.hasNext}
                  onClick={() => {
                    setIndex((i) => stepPopup(i, items.length, 1));
                  }}
                  data-testid="announcement-popup-next"
                >
                  {t('home.popupNext')}
                </button>
              </div>
            )}
            {item?.promotionType && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  closeAndRemember(close);
                  void navigate(PATHS.rewardCenter);
                }}
                data-testid="announcement-popup-goto"
              >
                {t('home.popupGoTo')}
              </button>
            )}
          </footer>
        </>
      )}
    </ModalDialog>
  );
}
