import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { heldLoginPassword, rememberLoginPassword } from '../../../lib/session/login-password.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { STORAGE_KEYS } from '../../../lib/storage/keys.ts';
import { removeItem } from '../../../lib/storage/storage.ts';
import { Dialog, Toast } from '../../../lib/ui/antd.ts';
import { changePassword } from '../api/change-password.ts';
import { useRegisterRules } from '../api/get-register-rules.ts';
import { AUTH } from '../constants.ts';
import { useTimeout } from '../hooks/use-timeout.ts';
import { updateRememberedPassword } from '../remember/remembered-login.ts';
import { loginRule, ruleCheck, type FieldRule } from '../validation/rules.ts';
import { InsecureContextNotice } from './insecure-context-notice.tsx';
import { FormSubmit } from './form-submit.tsx';
import { TextField } from './text-field.tsx';
import './auth.css';

interface Values {
  username: string;
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const PASSWORD_DEFAULT: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 64,
  patternId: 0,
};

/** `/m/changePsw` (accounts spec §2, §4, §5); the route refuses guests and trial accounts (member page). */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const expired = params.get('expired') === '1';
  const { data: rules } = useRegisterRules();
  const [held] = useState(heldLoginPassword);
  const [formError, setFormError] = useState<string | null>(null);
  const later = useTimeout();
  const { control, handleSubmit, trigger, getValues, formState } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      username: session?.userName ?? '',
      oldPassword: '',
      newPassword: '',
      confirmNewPassword: '',
    },
  });

  const oldRule = loginRule(rules, 'loginPassword');
  const oldCheck = ruleCheck(t, oldRule);
  const newCheck = ruleCheck(t, rules?.password ?? PASSWORD_DEFAULT);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const oldPassword = held ?? values.oldPassword;
    // Same as the old one: a popup, no call (accounts spec §4).
    if (values.newPassword === oldPassword) {
      await Dialog.alert({ title: t('common.in_popup_prompt'), content: t('errors.samePassword') });
      return;
    }
    Toast.show({
      icon: 'loading',
      content: t('common.in_please_wait'),
      duration: AUTH.passwordChangeLoadingMs,
    });
    try {
      await changePassword({
        oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
    } catch (error) {
      Toast.clear();
      setFormError(errorMessage(t, error));
      return;
    }
    rememberLoginPassword(values.newPassword);
    removeItem('session', STORAGE_KEYS.psw);
    await updateRememberedPassword(values.username, values.newPassword);
    Toast.show({
      icon: 'success',
      content: t('auth.passwordChanged'),
      duration: AUTH.passwordChangedNoticeMs,
    });
    later(() => {
      void navigate(PATHS.home, { replace: true });
    }, AUTH.passwordChangedRedirectMs);
  });

  return (
    <section className="auth-page" data-testid="change-password-page">
      <div className="auth-card">
        {expired && (
          <p className="auth-notice" data-testid="change-password-expired">
            {t('auth.in_change_expired')}
          </p>
        )}
        <InsecureContextNotice />
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            control={control}
            name="username"
            testId="change-password-username"
            label={t('auth.in_increase_username')}
            readOnly
          />
          {held === null && (
            <TextField
              control={control}
              name="oldPassword"
              testId="change-password-old"
              type="password"
              revealable
              required={oldRule.required}
              label={t('auth.oldPassword')}
              autoComplete="current-password"
              maxLength={64}
              // Skipped when the rule is optional and the value empty (accounts spec §5).
              validate={(v) => (v === '' && !oldRule.required ? true : oldCheck(v))}
            />
          )}
          <TextField
            control={control}
            name="newPassword"
            testId="change-password-new"
            type="password"
            revealable
            required
            label={t('auth.newPassword')}
            autoComplete="new-password"
            maxLength={64}
            validate={newCheck}
            onValueChange={() => {
              if (getValues('confirmNewPassword')) void trigger('confirmNewPassword');
            }}
          />
          <TextField
            control={control}
            name="confirmNewPassword"
            testId="change-password-confirm"
            type="password"
            revealable
            required
            label={t('auth.confirmNewPassword')}
            autoComplete="new-password"
            maxLength={64}
            validate={(v, values) => {
              if (v === '') return t('errors.enterPassword');
              return v === values.newPassword ? true : t('errors.confirmNotMatched');
            }}
          />
          <FormSubmit testId="change-password" error={formError} submitting={formState.isSubmitting}>
            {t('common.submit')}
          </FormSubmit>
        </form>
      </div>
    </section>
  );
}
