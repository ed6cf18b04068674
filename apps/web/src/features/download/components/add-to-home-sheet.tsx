import { useTranslation } from 'react-i18next';
import { DialogCloseButton, ModalDialog } from '../../../components/modal-dialog.tsx';
import { refreshDownloadFlags, useDownloadContext } from '../download-state.ts';
import { addToHomeContent } from '../download-rules.ts';
import '../download.css';

/**
 * The add-to-home bottom sheet (lobby spec §2.14): on an iOS without home-screen apps (11 and below, 12.0, 12.1)
 * a version hint; with a profile link (and no web clip yet) the profile download; otherwise the two steps
 * (share, then "Add to Home Screen"). The close icon and the mask close it; the bar then follows the stored flag.
 */
export default function AddToHomeSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const context = useDownloadContext();
  const content = context ? addToHomeContent(context.device, context.links, context.flags) : 'steps';
  return (
    <ModalDialog
      labelledBy="add-to-home-title"
      variant="sheet"
      closeOnMask
      onClose={() => {
        refreshDownloadFlags();
        onClose();
      }}
      testId="add-to-home-sheet"
    >
      {(close) => (
        <>
          <header className="modal__header">
            <h2 className="modal__title" id="add-to-home-title">
              {t('download.addToHomeTitle')}
            </h2>
            <DialogCloseButton label={t('common.close')} onClick={close} />
          </header>
          <div
            className="modal__content add-to-home"
            data-content={content}
            data-testid="add-to-home-content"
          >
            {content === 'version-hint' && (
              <p data-testid="add-to-home-version">{t('download.iosVersionHint')}</p>
            )}
            {content === 'profile-download' && context?.links.mobileConfig && (
              <>
                <p>{t('download.profileText')}</p>
                <a
                  className="button button--primary add-to-home__profile"
                  href={context.links.mobileConfig}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="add-to-home-profile"
                >
                  {t('download.profile')}
                </a>
              </>
            )}
            {content === 'steps' && (
              <ol className="add-to-home__steps" data-testid="add-to-home-steps">
                <li>
                  {t('download.stepShare')} <ShareIcon />
                </li>
                <li>{t('download.stepAdd')}</li>
              </ol>
            )}
            <p className="add-to-home__note">{t('download.iosRequirement')}</p>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

function ShareIcon() {
  return (
    <svg className="add-to-home__share" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2.5 7.8 6.7l1.4 1.4L11 6.3V15h2V6.3l1.8 1.8 1.4-1.4L12 2.5ZM5 10v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10h-3v2h1v8H7v-8h1v-2H5Z"
      />
    </svg>
  );
}
