import {
  useEffect,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  type SelectHTMLAttributes,
} from 'react';
import './form-field.css';

interface FieldFrameProps {
  /** The field block's `data-testid`; the control's id is `<id>-input`, its texts `<id>-hint` and `<id>-error`. */
  id: string;
  label: string;
  /** Shown under the control until an error replaces it. */
  hint?: string | null;
  error?: string | null;
  /** Beside the control (a quick-fill button). */
  end?: ReactNode;
}

/** The ids that describe a control: its error when there is one, else its hint. */
function describedBy(id: string, hint: string | null | undefined, error: string | null | undefined) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

function Frame({ id, label, hint, error, end, children }: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`} data-testid={id}>
      <label className="form-field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="form-field__row">
        {children}
        {end}
      </div>
      {error ? (
        <p className="form-field__error" id={`${id}-error`} role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : (
        hint && (
          <p className="form-field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

type InputFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & { ref?: Ref<HTMLInputElement> };

/** A labelled text input with its hint or error under it (`aria-invalid`, `aria-describedby`). */
export function InputField({ id, label, hint, error, end, ref, ...input }: InputFieldProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} end={end}>
      <input
        {...input}
        ref={ref}
        id={`${id}-input`}
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Frame>
  );
}

type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { ref?: Ref<HTMLSelectElement> };

/** A labelled native select (the phone's own picker), with its hint or error under it. */
export function SelectField({ id, label, hint, error, end, ref, children, ...select }: SelectFieldProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} end={end}>
      <select
        {...select}
        ref={ref}
        id={`${id}-input`}
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {children}
      </select>
    </Frame>
  );
}

/** The 6-digit funds password (accounts spec §3 `paymentPassword`): digits keypad, never saved by the browser. */
export function FundsPasswordField(props: Omit<InputFieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return (
    <InputField
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      pattern="[0-9]*"
      {...props}
    />
  );
}

interface FormMessageProps {
  testId: string;
  message: string | null;
  /** A second line: unlock time, tries left, turnover still to play. */
  detail?: string | null;
}

/** A form's own failure (not a field's), announced to screen readers. */
export function FormMessage({ testId, message, detail }: FormMessageProps) {
  if (!message) return null;
  return (
    <div className="form-message" role="alert" data-testid={testId}>
      <p>{message}</p>
      {detail && <p data-testid={`${testId}-detail`}>{detail}</p>}
    </div>
  );
}

/**
 * After a refused submit, focus goes to the first field marked invalid, so a keyboard or screen-reader user lands
 * on what to fix. `attempt` changes on every submit that found errors.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt]);
}
