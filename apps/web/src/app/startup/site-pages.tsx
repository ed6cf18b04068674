import type { SystemStatus } from '@h5/contract/endpoints/system.ts';
import { useTranslation } from 'react-i18next';
import { FullScreenMessage } from '../../components/full-screen-message.tsx';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { errorMessageKey } from '../../lib/api/error-message.ts';
import { useLanguage } from '../../lib/i18n/i18n.ts';
import { useChangeLanguage } from '../use-change-language.ts';

function CornerLanguagePicker() {
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  return <LanguagePicker value={language} onChange={changeLanguage} />;
}

/** Mode 1 (lobby spec §4): the maintenance notice, in the server's words when it sent some. */
export function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <FullScreenMessage
      testId="maintenance-page"
      title={t('errors.maintenance')}
      corner={<CornerLanguagePicker />}
    >
      <p className="full-screen__text">{status.maintenanceMessage.trim() || t('errors.info_maintenance')}</p>
    </FullScreenMessage>
  );
}

/** Mode 2 (lobby spec §4): access restricted for the visitor's location, with the IP the server saw. */
export function RestrictedPage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <FullScreenMessage testId="restricted-page" title={t('errors.blockip')} corner={<CornerLanguagePicker />}>
      <p className="full-screen__text">{t('errors.info_ip_block')}</p>
      {status.location.ip && (
        <p className="full-screen__detail">{t('errors.yourIp', { ip: status.location.ip })}</p>
      )}
    </FullScreenMessage>
  );
}

interface StartupErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The configuration could not be fetched: the spec's message for the kind of failure and one retry button. */
export function StartupError({ error, retrying, onRetry }: StartupErrorProps) {
  const { t } = useTranslation();
  const { key, serverMessage } = errorMessageKey(error);
  return (
    <FullScreenMessage
      testId="startup-error"
      tone="error"
      title={t(key)}
      actions={
        <button
          type="button"
          className="button button--primary"
          aria-busy={retrying}
          data-busy={retrying || undefined}
          onClick={onRetry}
        >
          {t('common.retry')}
        </button>
      }
    >
      {serverMessage && <p className="full-screen__text">{serverMessage}</p>}
    </FullScreenMessage>
  );
}
