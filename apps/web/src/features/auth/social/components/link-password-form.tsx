import type { SocialProvider } from '@h5/contract/endpoints/social.ts';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, InputField, useFocusFirstInvalid } from '../../../../components/form-field.tsx';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { errorMessage } from '../../../../lib/api/error-message.ts';
import { registerMethod } from '../../../../lib/device/environment.ts';
import { PATHS, withQuery } from '../../../../lib/routes/paths.ts';
import { SOCIAL_NAMES } from '../../../../lib/social/offered-providers.ts';
import { SOCIAL_WEB } from '../constants.ts';
import { useBeginSocialSignIn } from '../hooks/use-begin-social-sign-in.ts';

/** The contract's longest password (`startSocialSignIn.link.password`). */
const PASSWORD_MAX = 64;
/** The server's code for a wrong account password (the other refusals, a lock among them, are the form's). */
const WRONG_PASSWORD = 'social.link.password';

interface LinkPasswordFormProps {
  provider: SocialProvider;
  /** The form's element id (the Link button's `aria-controls`). */
  id: string;
  onCancel: () => void;
}

/**
 * Asks the account password before linking (issue 17: "linking to an existing account needs its password"), then
 * leaves for the provider as the login buttons do; the callback brings the member back to the linked-accounts page.
 * The server checks the password under the login guard: a wrong one is the field's error, a lock (too many wrong
 * passwords, shared with the login's count) or any other refusal is the form's, in the server's words.
 */
export function LinkPasswordForm({ provider, id, onCancel }: LinkPasswordFormProps) {
  const { t } = useTranslation('social');
  const { begin, opening, error } = useBeginSocialSignIn();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  const wrongPassword = isApiError(error) && error.errorCode === WRONG_PASSWORD;
  const formError = error !== null && !wrongPassword ? errorMessage(t, error) : null;

  const refused = (refusal: Error) => {
    // The password field again: emptied and marked when it was the wrong one.
    if (isApiError(refusal) && refusal.errorCode === WRONG_PASSWORD) {
      setPassword('');
      setFieldError(errorMessage(t, refusal));
      setAttempt((n) => n + 1);
    } else {
      formRef.current?.querySelector('input')?.focus();
    }
  };

  const busy = opening !== null;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setFieldError(t('link.passwordRequired'));
      setAttempt((n) => n + 1);
      return;
    }
    setFieldError(null);
    begin(
      { provider, affiliateCode: '', referralCode: '', registerMethod: registerMethod(), link: { password } },
      withQuery(PATHS.socialAccounts, { [SOCIAL_WEB.linkedParam]: provider }),
      refused,
    );
  };

  return (
    <form
      ref={formRef}
      id={id}
      noValidate
      className="social-link-form"
      data-testid={`social-link-form-${provider}`}
      aria-label={t('link.formLabel', { provider: SOCIAL_NAMES[provider] })}
      onSubmit={submit}
    >
      <p className="social-link-form__intro">{t('link.intro', { provider: SOCIAL_NAMES[provider] })}</p>
      <InputField
        id="social-link-password"
        type="password"
        label={t('link.password')}
        error={fieldError}
        value={password}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        onChange={(event) => {
          setPassword(event.target.value);
          setFieldError(null);
        }}
      />
      <FormMessage testId="social-link-error" message={formError} />
      <div className="social-link-form__actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          data-testid="social-link-cancel"
          onClick={onCancel}
        >
          {t('link.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          aria-busy={busy}
          data-busy={busy ? '' : undefined}
          disabled={busy}
          data-testid="social-link-submit"
        >
          {t('link.submit', { provider: SOCIAL_NAMES[provider] })}
        </button>
      </div>
    </form>
  );
}
