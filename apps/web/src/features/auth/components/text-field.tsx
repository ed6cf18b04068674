import { useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path, type RefCallBack } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input, type InputRef } from '../../../lib/ui/antd.ts';

export interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Stable id: `data-testid` of the field block; the input's id is `<testId>-input`. */
  testId: string;
  /** Marks the field with an asterisk (accounts spec §2). */
  required?: boolean;
  validate?: (value: string, values: T) => true | string;
  placeholder?: string;
  type?: 'text' | 'password' | 'tel' | 'email';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
  disabled?: boolean;
  readOnly?: boolean;
  /** Show/hide toggle for passwords (accounts spec §4). */
  revealable?: boolean;
  /** Before the input (dialing-code picker). */
  start?: ReactNode;
  /** After the input (captcha image, get-code button). */
  end?: ReactNode;
  onValueChange?: (value: string) => void;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One labelled form field on react-hook-form with antd-mobile's Input; the error shows under the field. */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { control, name, label, testId, required = false, validate, revealable = false } = props;
  const inputId = `${testId}-input`;
  const errorId = `${testId}-error`;
  const type = props.type === 'password' && revealable && shown ? 'text' : (props.type ?? 'text');
  return (
    <Controller
      control={control}
      name={name}
      rules={validate ? { validate: (value: unknown, values: T) => validate(asText(value), values) } : {}}
      render={({ field, fieldState }) => (
        <div className={`field${fieldState.error ? ' field--error' : ''}`} data-testid={testId}>
          <label className="field__label" htmlFor={inputId}>
            {label}
            {required && (
              <span className="field__required" aria-label={t('common.required')}>
                *
              </span>
            )}
          </label>
          <div className="field__row">
            {props.start}
            <FieldInput
              id={inputId}
              fieldRef={field.ref}
              invalid={Boolean(fieldState.error)}
              describedBy={fieldState.error?.message ? errorId : undefined}
              className="field__input"
              name={field.name}
              value={asText(field.value)}
              onChange={(value) => {
                field.onChange(value);
                props.onValueChange?.(value);
              }}
              onBlur={field.onBlur}
              type={type}
              inputMode={props.inputMode}
              autoComplete={props.autoComplete}
              maxLength={props.maxLength}
              placeholder={props.placeholder}
              disabled={props.disabled}
              readOnly={props.readOnly}
              clearable={!props.readOnly && !props.disabled}
            />
            {revealable && (
              <button
                type="button"
                className="field__toggle"
                data-testid={`${testId}-toggle`}
                aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
                aria-pressed={shown}
                onClick={() => {
                  setShown((s) => !s);
                }}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path
                    d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                  />
                  <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
                  {!shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
                </svg>
              </button>
            )}
            {props.end}
          </div>
          {fieldState.error?.message && (
            <p className="field__error" id={errorId} role="alert" data-testid={errorId}>
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}

/**
 * antd-mobile's Input puts `aria-*` props on its wrapper, not on the `<input>`: the error state is set on the native
 * element here (`aria-invalid`, and `aria-describedby` naming the error text under the field).
 */
function FieldInput({
  fieldRef,
  invalid,
  describedBy,
  ...rest
}: Omit<ComponentProps<typeof Input>, 'ref'> & {
  fieldRef: RefCallBack;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const handle = useRef<InputRef | null>(null);
  useLayoutEffect(() => {
    const native = handle.current?.nativeElement;
    if (!native) return;
    if (invalid) native.setAttribute('aria-invalid', 'true');
    else native.removeAttribute('aria-invalid');
    if (describedBy) native.setAttribute('aria-describedby', describedBy);
    else native.removeAttribute('aria-describedby');
  }, [invalid, describedBy]);
  return (
    <Input
      {...rest}
      ref={(instance) => {
        handle.current = instance;
        fieldRef(
          instance
            ? {
                focus: () => {
                  instance.focus();
                },
              }
            : null,
        );
      }}
    />
  );
}
