import type { RegisterRules } from '@h5/contract/endpoints/system.ts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterValues } from '../register/register-body.ts';
import {
  optionalFieldCheck,
  optionalFieldRequired,
  shownOptionalFields,
  type OptionalFieldsContext,
} from '../register/register-fields.ts';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { TextField } from './text-field.tsx';

interface RegisterOptionalFieldsProps {
  control: Control<RegisterValues>;
  rules: RegisterRules;
  context: OptionalFieldsContext;
  /** The mobile number's dialing code, shared with the mobile tab. */
  dialingCode: string;
  onDialingCode: (code: string) => void;
}

/** The optional registration fields the merchant's rules switch on, one row of `OPTIONAL_FIELDS` each. */
export function RegisterOptionalFields(props: RegisterOptionalFieldsProps) {
  const { t } = useTranslation();
  const { control, rules, context } = props;
  return shownOptionalFields(rules, context).map((spec) => {
    const phone = spec.type === 'tel';
    return (
      <TextField
        key={spec.name}
        control={control}
        name={spec.name}
        testId={`register-${spec.name}`}
        required={optionalFieldRequired(spec, rules, context)}
        label={t(`auth.${spec.label}`)}
        type={spec.type}
        revealable={spec.type === 'password'}
        inputMode={spec.inputMode}
        placeholder={phone ? t('auth.enterMobile') : undefined}
        maxLength={rules[spec.name]?.maxLength || spec.maxLength}
        start={
          phone && (
            <DialingCodeSelect
              value={props.dialingCode}
              onChange={props.onDialingCode}
              testId={`register-${spec.name}-dialing-code`}
            />
          )
        }
        validate={optionalFieldCheck(t, spec, rules, context)}
      />
    );
  });
}
