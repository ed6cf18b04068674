import { useEffect, useRef, useState } from 'react';
import { useFocusFirstInvalid } from '../../../components/form-field.tsx';

/**
 * The state every security-centre form keeps: its field errors, the message above its buttons, and focus (on its
 * first `firstField` when it opens, on the first invalid field after `showErrors`).
 */
export function useSecurityForm<E>(noErrors: E, firstField: 'input' | 'select' = 'input') {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<E>(noErrors);
  const [formError, setFormError] = useState<{ message: string; detail: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(formRef, attempt);
  useEffect(() => {
    formRef.current?.querySelector(firstField)?.focus();
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    formRef,
    errors,
    setErrors,
    formError,
    setFormError,
    /** Moves focus to the first invalid field (after setting the errors). */
    showErrors: () => {
      setAttempt((n) => n + 1);
    },
  };
}
