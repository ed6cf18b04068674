import { FUNDS_PASSWORD_PATTERN } from '@h5/contract/endpoints/money.ts';
import { SECURITY_QUESTION_COUNT } from '@h5/contract/endpoints/security.ts';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, FundsPasswordField, InputField, SelectField } from '../../../components/form-field.tsx';
import { moneyErrorText } from '../../../lib/money/money-error.ts';
import { useMoneyChanged } from '../../../lib/money/money-keys.ts';
import type { SecurityCenter } from '../api/get-security-center.ts';
import { useSetSecurityQuestions } from '../api/set-security-questions.ts';
import { ANSWER_MAX, answerValid, questionProblems } from '../security-rules.ts';
import { FormActions } from './form-actions.tsx';
import { useSecurityForm } from '../hooks/use-security-form.ts';

const SLOTS = Array.from({ length: SECURITY_QUESTION_COUNT }, (_, index) => index);

interface Errors {
  questions: (string | null)[];
  answers: (string | null)[];
  fundsPassword?: string;
}

const NO_ERRORS: Errors = { questions: [], answers: [] };

interface SecurityQuestionsFormProps {
  questions: SecurityCenter['questions'];
  /** The member's current choice, preselected when changing. */
  chosenQuestionIds: readonly number[];
  onSaved: () => void;
  onCancel: () => void;
}

/** Two different questions of the offered ones, their answers, confirmed by the funds password. */
export function SecurityQuestionsForm({
  questions,
  chosenQuestionIds,
  onSaved,
  onCancel,
}: SecurityQuestionsFormProps) {
  const { t } = useTranslation('withdraw');
  const save = useSetSecurityQuestions();
  const moneyChanged = useMoneyChanged();
  const offered = new Set(questions.map((q) => q.id));
  const [chosen, setChosen] = useState<(number | null)[]>(() =>
    SLOTS.map((index) => {
      const id = chosenQuestionIds[index];
      return id !== undefined && offered.has(id) ? id : null;
    }),
  );
  const [answers, setAnswers] = useState<string[]>(() => SLOTS.map(() => ''));
  const [fundsPassword, setFundsPassword] = useState('');
  const { formRef, errors, setErrors, formError, setFormError, showErrors } = useSecurityForm<Errors>(
    NO_ERRORS,
    'select',
  );

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFormError(null);
    const found: Errors = {
      questions: questionProblems(chosen).map((problem) =>
        problem === 'missing'
          ? t('validation.question')
          : problem === 'same'
            ? t('validation.questionsDistinct')
            : null,
      ),
      answers: answers.map((answer) => (answerValid(answer) ? null : t('validation.answer'))),
    };
    if (!FUNDS_PASSWORD_PATTERN.test(fundsPassword)) found.fundsPassword = t('validation.fundsPassword');
    setErrors(found);
    const ids = chosen.filter((id): id is number => id !== null);
    if (
      found.questions.some(Boolean) ||
      found.answers.some(Boolean) ||
      found.fundsPassword ||
      ids.length !== SLOTS.length
    ) {
      showErrors();
      return;
    }
    save.mutate(
      {
        fundsPassword,
        answers: ids.map((questionId, index) => ({ questionId, answer: (answers[index] ?? '').trim() })),
      },
      {
        onSuccess: () => {
          void moneyChanged();
          onSaved();
        },
        onError: (error) => {
          const text = moneyErrorText(t, error);
          if (text.field === 'fundsPassword') {
            setFundsPassword('');
            setErrors({
              ...NO_ERRORS,
              fundsPassword: text.detail ? `${text.message} ${text.detail}` : text.message,
            });
            showErrors();
          } else {
            setFormError({ message: text.message, detail: text.detail });
          }
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate data-testid="questions-form" onSubmit={submit}>
      <p className="security-form__intro">{t('security.questions.intro')}</p>
      {SLOTS.map((index) => {
        const n = index + 1;
        return (
          <div key={index} className="security-form__pair">
            <SelectField
              id={`questions-question-${String(n)}`}
              label={t('security.questions.question', { n })}
              error={errors.questions[index]}
              value={chosen[index] === null ? '' : String(chosen[index])}
              onChange={(event) => {
                const value = event.target.value;
                setChosen((current) =>
                  current.map((id, i) => (i === index ? (value === '' ? null : Number(value)) : id)),
                );
                setErrors((current) => ({ ...current, questions: [] }));
              }}
            >
              <option value="" disabled>
                {t('security.questions.questionPlaceholder')}
              </option>
              {questions.map((question) => (
                <option key={question.id} value={question.id}>
                  {question.text}
                </option>
              ))}
            </SelectField>
            <InputField
              id={`questions-answer-${String(n)}`}
              label={t('security.questions.answer', { n })}
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
          </div>
        );
      })}
      <FundsPasswordField
        id="questions-password"
        label={t('form.fundsPassword')}
        error={errors.fundsPassword}
        value={fundsPassword}
        onChange={(event) => {
          setFundsPassword(event.target.value);
          setErrors(({ fundsPassword: _gone, ...rest }) => rest);
        }}
      />
      <FormMessage testId="questions-error" message={formError?.message ?? null} detail={formError?.detail} />
      <FormActions testId="questions" busy={save.isPending} onCancel={onCancel} />
    </form>
  );
}
