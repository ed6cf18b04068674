import { isPayloadEncryptionAvailable } from '@h5/contract/encrypt-payload.ts';
import { useTranslation } from 'react-i18next';

/**
 * Without Web Crypto (not a secure context) the encrypted account calls cannot be made: said up front rather than
 * after a submit. On login, also that the password will not be remembered (only the user name is, docs/decisions.md).
 */
export function InsecureContextNotice({ remembering = false }: { remembering?: boolean }) {
  const { t } = useTranslation();
  if (isPayloadEncryptionAvailable()) return null;
  return (
    <p className="notice notice--error" role="alert" data-testid="insecure-context">
      {t('errors.insecureContext')}
      {remembering && ` ${t('remember_unavailable', { ns: 'forms' })}`}
    </p>
  );
}
