import { useTranslation } from 'react-i18next';
import { openOverlay } from '../../../lib/ui/overlays.ts';
import { closeDownloadBar, useDownloadContext } from '../download-state.ts';
import { downloadBarVisible, downloadWidgetVisible } from '../download-rules.ts';
import './download-bar.css';

/**
 * The home download bar (lobby spec §2.14, §4): shown by the download rules; its button opens the add-to-home
 * sheet on iOS and the download popup elsewhere; its close button hides it for good (`hideDownloadBar`).
 */
export function DownloadBar() {
  const { t } = useTranslation();
  const context = useDownloadContext();
  if (!context || !downloadBarVisible(context)) return null;
  return (
    <section className="download-bar" aria-label={t('download.barLabel')} data-testid="download-bar">
      {context.icon ? (
        <img className="download-bar__icon" src={context.icon} alt="" width={36} height={36} />
      ) : null}
      <p className="download-bar__text">{t('download.barText')}</p>
      <button
        type="button"
        className="download-bar__open"
        aria-haspopup="dialog"
        onClick={() => {
          openOverlay(context.device.ios ? 'addToHome' : 'download');
        }}
        data-testid="download-bar-open"
      >
        {t('download.barButton')}
      </button>
      <button
        type="button"
        className="download-bar__close"
        aria-label={t('download.barClose')}
        onClick={closeDownloadBar}
        data-testid="download-bar-close"
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}

/** The notice bar's download icon (lobby spec §2.6): opens the download popup; hidden where the links widget is. */
export function DownloadIconButton() {
  const { t } = useTranslation();
  const context = useDownloadContext();
  if (!context || !downloadWidgetVisible(context)) return null;
  return (
    <button
      type="button"
      className="download-icon"
      aria-label={t('download.open')}
      aria-haspopup="dialog"
      onClick={() => {
        openOverlay('download');
      }}
      data-testid="notice-download"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4 3.3 3.3V3Zm-7 15h16v2H4v-2Z"
        />
      </svg>
    </button>
  );
}
