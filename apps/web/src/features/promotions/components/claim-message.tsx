import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/error-message.ts';

/**
 * The result of a claim beside its button: a polite status for a success, an alert with the server's localised
 * message (or the transport message) for a failure.
 */
export function ClaimMessage({
  success,
  error,
  testId,
}: {
  success?: string;
  error?: unknown;
  testId: string;
}) {
  const { t } = useTranslation('promotions');
  if (error !== undefined) {
    return (
      <p className="promo-message promo-message--error" role="alert" data-testid={`${testId}-error`}>
        {errorMessage(t, error)}
      </p>
    );
  }
  if (success === undefined) return null;
  return (
    <p className="promo-message" role="status" data-testid={`${testId}-done`}>
      {success}
    </p>
  );
}
