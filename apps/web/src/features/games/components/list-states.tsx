import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { SpinLoading } from '../../../lib/ui/antd.ts';

/** The spinner of a list that is loading (lobby §2.8). */
export function ListSpinner({ label, testId }: { label: string; testId?: string }) {
  return (
    <div className="games-status" role="status" data-testid={testId}>
      <SpinLoading style={{ '--size': '28px' }} aria-hidden="true" />
      <span className="games-status__text">{label}</span>
    </div>
  );
}

/** "Loading failed, click to retry" (lobby §8) with the server's own message when it sent one. */
export function ListError({
  error,
  onRetry,
  retrying,
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="games-status" role="alert" data-testid={testId}>
      <p className="games-status__text">{errorMessage(t, error)}</p>
      <button type="button" className="button" disabled={retrying} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** The no-data picture of an empty list (lobby §2.6, §2.8). */
export function NoData({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="games-status games-status--empty" data-testid={testId}>
      <svg className="games-status__picture" viewBox="0 0 120 96" width="120" height="96" aria-hidden="true">
        <rect x="14" y="22" width="92" height="62" rx="8" fill="#e3e8f1" />
        <rect x="26" y="34" width="30" height="30" rx="5" fill="#c9d3e3" />
        <rect x="64" y="36" width="30" height="6" rx="3" fill="#c9d3e3" />
        <rect x="64" y="48" width="22" height="6" rx="3" fill="#c9d3e3" />
        <circle cx="88" cy="22" r="14" fill="#f5c542" />
        <path
          d="M82 22h12M88 16v12"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          transform="rotate(45 88 22)"
        />
      </svg>
      <p className="games-status__text">{text}</p>
    </div>
  );
}
