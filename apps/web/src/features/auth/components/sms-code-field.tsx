import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AUTH } from '../constants.ts';
import { smsCodeCheck } from '../validation/rules.ts';
import { TextField } from './text-field.tsx';

export interface SmsCodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Field test id; the get-code link is `getCodeTestId`. */
  testId: string;
  getCodeTestId: string;
  /** The link's text before sending ('fetch verification code' on registration, 'get code' elsewhere). */
  idleLabel: string;
  sms: { running: boolean; seconds: number };
  onGetCode: () => void;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The SMS code input (numeric, at most 10 characters, accounts spec §5) with its get-code link, which becomes a
 * countdown of seconds while it cannot be used again (accounts spec §4).
 */
export function SmsCodeField<T extends FieldValues>(props: SmsCodeFieldProps<T>) {
  const { t } = useTranslation();
  const { sms } = props;
  return (
    <TextField
      control={props.control}
      name={props.name}
      testId={props.testId}
      inputMode="numeric"
      required={props.required}
      label={t('auth.smsCode')}
      placeholder={t('auth.enterSmsCode')}
      autoComplete="one-time-code"
      maxLength={AUTH.smsCodeMaxLength}
      disabled={props.disabled}
      validate={smsCodeCheck(t)}
      end={
        <button
          type="button"
          className="link-button"
          data-testid={props.getCodeTestId}
          disabled={sms.running}
          onClick={props.onGetCode}
        >
          {sms.running ? t('auth.resendIn', { seconds: sms.seconds }) : props.idleLabel}
        </button>
      }
    />
  );
}
