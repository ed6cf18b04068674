import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, FundsPasswordField, InputField } from '../../../components/form-field.tsx';
import { moneyErrorText } from '../../../lib/money/money-error.ts';
import { useMoneyChanged } from '../../../lib/money/money-keys.ts';
import type { SecurityCenter } from '../api/get-security-center.ts';
import { useResetFundsPassword } from '../api/reset-funds-password.ts';
import { ANSWER_MAX, answerValid, newPasswordProblems } from '../security-rules.ts';
import { FormActions } from './form-actions.tsx';
import { useSecurityForm } from '../hooks/use-security-form.ts';

interface Errors {
  answers: (string | null)[];
  next?: string;
  confirm?: string;
}

const NO_ERRORS: Errors = { answers: [] };

interface ResetFundsPasswordFormProps {
  /** The member's two questions (id and text), in the order they were chosen. */
  questions: SecurityCenter['questions'];
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A forgotten funds password: the answers to the member's security questions and a new password. Wrong answers
 * count towards the same lock as wrong passwords: the refusal's tries left or unlock time is shown.
 */
export function ResetFundsPasswordForm({ questions, onSaved, onCancel }: ResetFundsPasswordFormProps) {
  const { t } = useTranslation('withdraw');
  const reset = useResetFundsPassword();
  const moneyChanged = useMoneyChanged();
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { formRef, errors, setErrors, formError, setFormError, showErrors } =
    useSecurityForm<Errors>(NO_ERRORS);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    setFormError(null);
    const problems = newPasswordProblems(next, confirm);
    const found: Errors = {
      answers: answers.map((answer) => (answerValid(answer) ? null : t('validation.answer'))),
      ...(problems.next ? { next: t('validation.newFundsPassword') } : {}),
      ...(problems.confirm ? { confirm: t('validation.passwordsDiffer') } : {}),
    };
    setErrors(found);
    if (found.answers.some(Boolean) || found.next || found.confirm) {
      showErrors();
      return;
    }
    reset.mutate(
      {
        answers: questions.map((question, index) => ({
          questionId: question.id,
          answer: (answers[index] ?? '').trim(),
        })),
        newPassword: next,
      },
      {
        onSuccess: () => {
          void moneyChanged();
          onSaved();
        },
        onError: (error) => {
          const text = moneyErrorText(t, error);
          if (text.field === 'newPassword') {
            setErrors({ ...NO_ERRORS, next: text.message });
            showErrors();
          } else {
            // A wrong answer is `funds.password.incorrect`: it concerns the answers as a whole, not one field.
            setFormError({ message: text.message, detail: text.detail });
          }
          if (text.field === 'fundsPassword') void moneyChanged();
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate data-testid="reset-form" onSubmit={submit}>
      <p className="security-form__intro">{t('security.reset.intro')}</p>
      {questions.map((question, index) => (
        <InputField
          key={question.id}
          id={`reset-answer-${String(index + 1)}`}
          label={question.text}
          error={errors.answers[index]}
          value={answers[index] ?? ''}
          maxLength={ANSWER_MAX}
          autoComplete="off"
          onChange={(event) => {
            const value = event.target.value;
            setAnswers((current) => current.map((answer, i) => (i === index ? value : answer)));
            setErrors((current) => ({
              ...current,
              answers: current.answers.map((e, i) => (i === index ? null : e)),
            }));
          }}
        />
      ))}
      <FundsPasswordField
        id="reset-new"
        label={t('security.fundsPassword.new')}
        hint={t('security.fundsPassword.newHint')}
        error={errors.next}
        value={next}
        onChange={(event) => {
          setNext(event.target.value);
          setErrors(({ next: _gone, ...rest }) => rest);
        }}
      />
      <FundsPasswordField
        id="reset-confirm"
        label={t('security.fundsPassword.confirm')}
        error={errors.confirm}
        value={confirm}
        onChange={(event) => {
          setConfirm(event.target.value);
          setErrors(({ confirm: _gone, ...rest }) => rest);
        }}
      />
      <FormMessage testId="reset-error" message={formError?.message ?? null} detail={formError?.detail} />
      <FormActions testId="reset" busy={reset.isPending} onCancel={onCancel} />
    </form>
  );
}
