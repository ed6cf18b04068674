import { FUNDS_PASSWORD_PATTERN } from '@h5/contract/endpoints/money.ts';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, FundsPasswordField, InputField } from '../../../components/form-field.tsx';
import { moneyErrorText } from '../../../lib/money/money-error.ts';
import { useMoneyChanged } from '../../../lib/money/money-keys.ts';
import { useSetFundsPassword } from '../api/set-funds-password.ts';
import { newPasswordProblems } from '../security-rules.ts';
import { FormActions } from './form-actions.tsx';
import { useSecurityForm } from '../hooks/use-security-form.ts';

/** The login password's longest length in the contract (`setFundsPassword.currentPassword`). */
const LOGIN_PASSWORD_MAX = 64;

type Field = 'current' | 'next' | 'confirm';
type Errors = Partial<Record<Field, string>>;

interface FundsPasswordFormProps {
  /** false: a first funds password, confirmed by the login password; true: a change, by the current one. */
  hasFundsPassword: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/** Sets the first funds password (confirmed by the login password) or changes it (by the current one). */
export function FundsPasswordForm({ hasFundsPassword, onSaved, onCancel }: FundsPasswordFormProps) {
  const { t } = useTranslation('withdraw');
  const save = useSetFundsPassword();
  const moneyChanged = useMoneyChanged();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { formRef, errors, setErrors, formError, setFormError, showErrors } = useSecurityForm<Errors>({});

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFormError(null);
    const found: Errors = {};
    if (hasFundsPassword ? !FUNDS_PASSWORD_PATTERN.test(current) : current === '')
      found.current = hasFundsPassword ? t('validation.fundsPassword') : t('validation.currentPassword');
    const problems = newPasswordProblems(next, confirm);
    if (problems.next) found.next = t('validation.newFundsPassword');
    if (problems.confirm) found.confirm = t('validation.passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showErrors();
      return;
    }
    save.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          void moneyChanged();
          onSaved();
        },
        onError: (error) => {
          const text = moneyErrorText(t, error);
          const message = text.detail ? `${text.message} ${text.detail}` : text.message;
          if (text.field === 'fundsPassword' || text.field === 'currentPassword') {
            setCurrent('');
            setErrors({ current: message });
            showErrors();
          } else if (text.field === 'newPassword') {
            setErrors({ next: message });
            showErrors();
          } else {
            setFormError({ message: text.message, detail: text.detail });
          }
        },
      },
    );
  };

  const clear = (field: Field) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  return (
    <form ref={formRef} noValidate data-testid="funds-password-form" onSubmit={submit}>
      {hasFundsPassword ? (
        <FundsPasswordField
          id="funds-password-current"
          label={t('security.fundsPassword.current')}
          error={errors.current}
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value);
            clear('current');
          }}
        />
      ) : (
        <InputField
          id="funds-password-current"
          type="password"
          label={t('security.fundsPassword.loginPassword')}
          hint={t('security.fundsPassword.loginPasswordHint')}
          error={errors.current}
          value={current}
          autoComplete="current-password"
          maxLength={LOGIN_PASSWORD_MAX}
          onChange={(event) => {
            setCurrent(event.target.value);
            clear('current');
          }}
        />
      )}
      <FundsPasswordField
        id="funds-password-new"
        label={t('security.fundsPassword.new')}
        hint={t('security.fundsPassword.newHint')}
        error={errors.next}
        value={next}
        onChange={(event) => {
          setNext(event.target.value);
          clear('next');
        }}
      />
      <FundsPasswordField
        id="funds-password-confirm"
        label={t('security.fundsPassword.confirm')}
        error={errors.confirm}
        value={confirm}
        onChange={(event) => {
          setConfirm(event.target.value);
          clear('confirm');
        }}
      />
      <FormMessage
        testId="funds-password-error"
        message={formError?.message ?? null}
        detail={formError?.detail}
      />
      <FormActions testId="funds-password" busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
