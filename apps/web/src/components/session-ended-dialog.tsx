import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS, withQuery } from '../lib/routes/paths.ts';
import { RETURN_PARAM } from '../lib/routes/return-target.ts';
import { DialogCloseButton, ModalDialog } from './modal-dialog.tsx';

/**
 * Told once when the server stopped accepting the session (lib/session `clearSession('refused')`): the dictionary's
 * "account logged out, log in again", and a login that comes back to the page the player was on.
 */
export default function SessionEndedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // The login page opens once the dialog has closed: while it closes, the page behind is still inert.
  const toLogin = useRef(false);
  const closed = () => {
    onClose();
    if (toLogin.current) void navigate(withQuery(PATHS.login, { [RETURN_PARAM]: here }));
  };
  return (
    <ModalDialog labelledBy="session-ended-title" onClose={closed} testId="session-ended">
      {(close) => (
        <>
          <header className="modal__header">
            <h2 className="modal__title" id="session-ended-title">
              {t('common.sessionEnded')}
            </h2>
            <DialogCloseButton label={t('common.close')} onClick={close} />
          </header>
          <div className="modal__content">
            <p role="alert">{t('errors.loggedOut')}</p>
            <button
              type="button"
              className="button button--primary"
              data-testid="session-ended-login"
              onClick={() => {
                toLogin.current = true;
                close();
              }}
            >
              {t('title.login')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
