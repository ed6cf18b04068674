import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { FullScreenMessage } from '../../components/full-screen-message.tsx';
import { errorMessageKey } from '../../lib/api/error-message.ts';

/**
 * A page that failed to load its code or to render: the spec's "loading failed, click to retry", never a blank
 * screen. Retry reloads the page, which fetches the page's code again (a failed chunk is usually a new deployment).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { key, serverMessage } = errorMessageKey(error);
  return (
    <FullScreenMessage
      testId="route-error"
      tone="error"
      title={serverMessage ?? t(key)}
      actions={
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('common.retry')}
        </button>
      }
    />
  );
}
