import type { RegisterRules } from '@h5/contract/endpoints/system.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes/paths.ts';
import { Checkbox } from '../../../lib/ui/antd.ts';
import { AUTH } from '../constants.ts';
import { useRegisterFlow } from '../hooks/use-register-flow.ts';
import { checkByRule } from '../register/register-fields.ts';
import { CaptchaField } from './captcha-field.tsx';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { FormSubmit } from './form-submit.tsx';
import { RegisterOptionalFields } from './register-optional-fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { TabBar } from './tab-bar.tsx';
import { TextField } from './text-field.tsx';

/** The registration form, built from the merchant's rules; what it does is {@link useRegisterFlow}. */
export function RegisterForm({ rules }: { rules: RegisterRules }) {
  const { t } = useTranslation();
  const flow = useRegisterFlow(rules);
  const { mode, dialingCode, setDialingCode } = flow;
  const { control, getValues, trigger, setValue, formState } = flow.form;
  const [agreed, setAgreed] = useState(true);

  const smsField = flow.needsSms && (
    <SmsCodeField
      control={control}
      name="verificationCode"
      testId="register-sms-code"
      getCodeTestId="register-get-code"
      idleLabel={t('auth.fetchCode')}
      sms={flow.sms}
      onGetCode={() => void flow.getCode()}
      required
      disabled={!flow.codeSent}
    />
  );

  return (
    <>
      {flow.tabs && (
        <TabBar
          label={t('auth.registerMethodPicker')}
          value={mode}
          onChange={flow.switchMode}
          tabs={[
            { key: 'username', label: t('auth.userRegister'), testId: 'register-tab-username' },
            { key: 'mobile', label: t('auth.mobileRegister'), testId: 'register-tab-mobile' },
          ]}
        />
      )}
      <form noValidate onSubmit={(event) => void flow.submit(event)} data-testid="register-form">
        {mode === 'username' ? (
          <TextField
            control={control}
            name="username"
            testId="register-username"
            required
            label={t('auth.in_register_user')}
            placeholder={t('auth.enterUsername')}
            autoComplete="username"
            maxLength={rules.username?.maxLength || 64}
            validate={(v) => checkByRule(t, rules.username)(v.trim())}
          />
        ) : (
          <>
            <TextField
              control={control}
              name="mobilePhone"
              testId="register-mobile"
              type="tel"
              inputMode="numeric"
              required
              label={t('auth.in_register_mobile')}
              placeholder={t('auth.enterMobile')}
              autoComplete="tel-national"
              maxLength={AUTH.phoneMaxLength}
              validate={(v) => (v === '' ? t('errors.not_empty') : checkByRule(t, rules.mobileNum)(v))}
              start={
                <DialingCodeSelect
                  value={dialingCode}
                  onChange={setDialingCode}
                  testId="register-dialing-code"
                />
              }
            />
            {smsField}
          </>
        )}
        {flow.needsPassword && (
          <>
            <TextField
              control={control}
              name="password"
              testId="register-password"
              type="password"
              revealable
              required
              label={t('auth.in_increase_password')}
              placeholder={t('auth.enterPassword')}
              autoComplete="new-password"
              maxLength={rules.password?.maxLength || 64}
              validate={checkByRule(t, rules.password)}
              onValueChange={() => {
                // Changing the password re-checks the confirmation (accounts spec §5).
                if (getValues('confirmPassword')) void trigger('confirmPassword');
              }}
            />
            <TextField
              control={control}
              name="confirmPassword"
              testId="register-confirm-password"
              type="password"
              revealable
              required
              label={t('auth.confirmPassword')}
              placeholder={t('auth.enterConfirmPassword')}
              autoComplete="new-password"
              maxLength={rules.password?.maxLength || 64}
              validate={(v, values) => {
                if (v === '') return t('errors.not_empty');
                return v === values.password ? true : t('errors.inconsistent_twice');
              }}
            />
          </>
        )}
        <RegisterOptionalFields
          control={control}
          rules={rules}
          context={{ mode, usernameSms: flow.usernameSms }}
          dialingCode={dialingCode}
          onDialingCode={setDialingCode}
        />
        {mode === 'username' && smsField}
        {flow.showAffiliate && (
          <TextField
            control={control}
            name="affiliateCode"
            testId="register-affiliateCode"
            required={Boolean(rules.affiliateCode?.required)}
            label={t('auth.in_increase_affiliateCode')}
            maxLength={rules.affiliateCode?.maxLength || 64}
            validate={(v) => checkByRule(t, rules.affiliateCode)(v.trim())}
          />
        )}
        {flow.captchaOn && (
          <CaptchaField
            control={control}
            name="captcha"
            scope="register"
            testId="register-captcha"
            required
            emptyMessage={t('errors.writeTheCode')}
            onCode={(code) => {
              setValue('captcha', code);
            }}
          />
        )}
        <Checkbox
          checked={agreed}
          onChange={setAgreed}
          className="auth-agreement"
          data-testid="register-agreement"
        >
          {t('auth.local_terms_content')}{' '}
          {/* A new tab, so the form filled so far stays (issue 19); the tap opens the terms, not the checkbox. */}
          <a
            href={PATHS.userAgreement}
            target="_blank"
            rel="noopener"
            className="auth-link"
            data-testid="register-agreement-link"
            onClick={(event) => {
              event.stopPropagation();
            }}
          >
            {t('auth.local_terms_link')}
          </a>
        </Checkbox>
        <FormSubmit
          testId="register"
          error={flow.formError}
          submitting={formState.isSubmitting}
          disabled={!agreed}
        >
          {t('auth.hd_sign_button')}
        </FormSubmit>
      </form>
      <p className="auth-footer">
        <Link to={PATHS.login} className="auth-link" data-testid="register-login-link">
          {t('auth.in_already_account')}
        </Link>
      </p>
    </>
  );
}
