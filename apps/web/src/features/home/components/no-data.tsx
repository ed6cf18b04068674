import { useTranslation } from 'react-i18next';
import './no-data.css';

/** The spec's "no data" placeholder (lobby spec §2.6): an image and the `in_no_data` message. */
export function NoData({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="no-data" data-testid={testId}>
      <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true">
        <rect x="6" y="10" width="52" height="32" rx="4" fill="#dfe4ec" />
        <path d="M6 18h52" stroke="#c3cad6" strokeWidth="2" />
        <circle cx="22" cy="30" r="4" fill="#c3cad6" />
        <path d="M30 34l6-7 8 9" stroke="#c3cad6" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <p className="no-data__text">{t('common.in_no_data')}</p>
    </div>
  );
}
