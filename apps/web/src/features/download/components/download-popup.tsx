import { useTranslation } from 'react-i18next';
import { DialogCloseButton, ModalDialog } from '../../../components/modal-dialog.tsx';
import { useDownloadContext } from '../download-state.ts';
import { visibleLinks } from '../download-rules.ts';
import '../download.css';

/**
 * The download-app popup (lobby spec §2.14, §4): the Android, iOS and iOS-profile links that the visibility rules
 * allow for this device. Opened by name (`openOverlay('download')`) from home, the side menu and the member center.
 */
export default function DownloadPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const context = useDownloadContext();
  const shown = context ? visibleLinks(context.device, context.links, context.flags) : null;
  const entries =
    context && shown
      ? [
          { key: 'android', show: shown.android, href: context.links.android, label: t('download.android') },
          { key: 'ios', show: shown.ios, href: context.links.ios, label: t('download.ios') },
          {
            key: 'profile',
            show: shown.mobileConfig,
            href: context.links.mobileConfig,
            label: t('download.profile'),
          },
        ].filter((e): e is { key: string; show: true; href: string; label: string } => e.show && !!e.href)
      : [];
  return (
    <ModalDialog labelledBy="download-popup-title" onClose={onClose} closeOnMask testId="download-popup">
      {(close) => (
        <>
          <header className="modal__header">
            <h2 className="modal__title" id="download-popup-title">
              {t('download.title')}
            </h2>
            <DialogCloseButton label={t('common.close')} onClick={close} />
          </header>
          <div className="modal__content download-popup">
            {context?.icon && (
              <img className="download-popup__icon" src={context.icon} alt="" width={64} height={64} />
            )}
            {entries.length > 0 ? (
              <ul className="download-popup__links">
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <a
                      className="button button--primary download-popup__link"
                      href={entry.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid={`download-link-${entry.key}`}
                    >
                      {entry.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="download-popup__none" data-testid="download-none">
                {t('download.none')}
              </p>
            )}
          </div>
        </>
      )}
    </ModalDialog>
  );
}
