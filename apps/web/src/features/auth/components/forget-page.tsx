import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { switchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { Toast } from '../../../lib/ui/antd.ts';
import { forgotPasswordByEmail } from '../api/forgot-password-by-email.ts';
import { useRegisterRules } from '../api/get-register-rules.ts';
import { asksForCaptcha, login } from '../api/login.ts';
import { sendSmsNoLogin } from '../api/send-sms-no-login.ts';
import { setPasswordByPhone } from '../api/set-password-by-phone.ts';
import { AUTH, SAME_AS_OLD_ERROR } from '../constants.ts';
import { useBackOrHome } from '../hooks/use-back-or-home.ts';
import { useDialingCode } from '../hooks/use-dialing-code.ts';
import type { LoginHandOver } from '../hooks/use-login-flow.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { useTimeout } from '../hooks/use-timeout.ts';
import { FORGOT_EMAIL_PATTERN, loginRule, ruleCheck } from '../validation/rules.ts';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { InsecureContextNotice } from './insecure-context-notice.tsx';
import { TabBar } from './tab-bar.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { FormSubmit } from './form-submit.tsx';
import { TextField } from './text-field.tsx';
import './auth.css';

type FindType = 'phone' | 'email';

/** `/m/forget` (accounts spec §2, §4, §5, §8): by e-mail, or by mobile when CHNGPASSVERIF3 is on (then the default). */
export default function ForgetPage() {
  const { t } = useTranslation();
  const switches = useSwitches();
  const phoneOn = switchOn(switches, 'CHNGPASSVERIF3');
  const [chosen, setChosen] = useState<FindType | null>(null);
  const findType: FindType = phoneOn ? (chosen ?? 'phone') : 'email';
  return (
    <section className="auth-page" data-testid="forget-page">
      <div className="auth-card">
        <p className="auth-intro">{t('auth.in_please_ways')}</p>
        <InsecureContextNotice />
        {phoneOn && (
          <TabBar
            label={t('auth.findTypePicker')}
            value={findType}
            onChange={setChosen}
            tabs={[
              { key: 'phone', label: t('auth.byPhone'), testId: 'forget-tab-phone' },
              { key: 'email', label: t('auth.byEmail'), testId: 'forget-tab-email' },
            ]}
          />
        )}
        {findType === 'email' ? <EmailForm /> : <PhoneForm />}
      </div>
    </section>
  );
}

function EmailForm() {
  const { t } = useTranslation();
  const back = useBackOrHome();
  const later = useTimeout();
  const { data: rules } = useRegisterRules();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    mode: 'onTouched',
    defaultValues: { username: '', email: '' },
  });
  const usernameCheck = ruleCheck(t, loginRule(rules, 'loginUsername'));
  const onSubmit = handleSubmit(async ({ username, email }) => {
    setFormError(null);
    Toast.show({ icon: 'loading', content: t('common.in_please_wait'), duration: 0 });
    try {
      await forgotPasswordByEmail({ username: username.trim(), email: email.trim() });
    } catch (error) {
      Toast.clear();
      setFormError(errorMessage(t, error));
      return;
    }
    Toast.show({ icon: 'success', content: t('auth.in_been_out'), duration: AUTH.beenOutMs });
    later(back, AUTH.beenOutMs);
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        control={control}
        name="username"
        testId="forget-username"
        required
        label={t('auth.in_increase_username')}
        placeholder={t('auth.enterUsername')}
        autoComplete="username"
        maxLength={64}
        validate={(v) => usernameCheck(v.trim())}
      />
      <TextField
        control={control}
        name="email"
        testId="forget-email"
        type="email"
        inputMode="email"
        required
        label={t('auth.email')}
        autoComplete="email"
        maxLength={254}
        validate={(v) => {
          if (v.trim() === '') return t('errors.not_empty');
          return FORGOT_EMAIL_PATTERN.test(v.trim()) ? true : t('errors.in_email_incorrect');
        }}
      />
      <FormSubmit
        testId="forget"
        submitTestId="forget-email-submit"
        error={formError}
        submitting={formState.isSubmitting}
      >
        {t('common.submit')}
      </FormSubmit>
    </form>
  );
}

function PhoneForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { data: rules } = useRegisterRules();
  const [dialingCode, setDialingCode] = useDialingCode();
  const [formError, setFormError] = useState<string | null>(null);
  const sms = useSmsSender(sendSmsNoLogin);
  const { control, handleSubmit, formState, trigger, getValues, setValue } = useForm({
    mode: 'onTouched',
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '' },
  });
  const mobileRule = loginRule(rules, 'loginMobileNum');
  const mobileCheck = ruleCheck(t, mobileRule);
  const passwordCheck = ruleCheck(t, rules?.password ?? loginRule(rules, 'loginPassword'));

  const onGetCode = async () => {
    if (!(await trigger('mobileNum'))) return;
    await sms.sendCode({ mobileNum: getValues('mobileNum'), countryDialingCode: dialingCode });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await setPasswordByPhone({ ...values, countryDialingCode: dialingCode });
    } catch (error) {
      // accounts spec §8: same as old → clear the password; anything else → clear the SMS code.
      if (isApiError(error) && error.errorCode === SAME_AS_OLD_ERROR) setValue('newPassword', '');
      else setValue('verificationCode', '');
      setFormError(errorMessage(t, error));
      return;
    }
    try {
      // Logged in with the mobile number (and its dialing code) as username and the new password (`type: ""`,
      // platform-api §4.1).
      const result = await login({
        username: values.mobileNum,
        password: values.newPassword,
        captcha: null,
        type: '',
        countryDialingCode: dialingCode,
      });
      signIn(result, values.newPassword);
    } catch (error) {
      // The password is changed; only the login did not follow (a captcha, a busy server). The login page says so:
      // an error set here would vanish with this page.
      const handOver: LoginHandOver = { passwordChanged: true, captcha: asksForCaptcha(error) };
      void navigate(PATHS.login, { state: handOver });
    }
  });

  // Submit stays disabled until a field is touched and while any field has an error (accounts spec §5).
  const touched = Object.keys(formState.touchedFields).length > 0 || formState.isDirty;
  const hasErrors = Object.keys(formState.errors).length > 0;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        control={control}
        name="mobileNum"
        testId="forget-mobile"
        type="tel"
        inputMode="numeric"
        required
        label={t('auth.in_increase_mobileNum')}
        placeholder={t('auth.enterMobile')}
        autoComplete="tel-national"
        maxLength={AUTH.phoneMaxLength}
        // The error names the minimum length of the rule that checks the number (accounts spec §5).
        validate={(v) =>
          mobileCheck(v) === true
            ? true
            : t('error_phone_min_length', { ns: 'forms', min: mobileRule.minLength })
        }
        start={
          <DialingCodeSelect value={dialingCode} onChange={setDialingCode} testId="forget-dialing-code" />
        }
      />
      <SmsCodeField
        control={control}
        name="verificationCode"
        testId="forget-sms-code"
        getCodeTestId="forget-get-code"
        idleLabel={t('auth.in_get_verificationCode')}
        sms={sms}
        onGetCode={() => void onGetCode()}
        required
      />
      <TextField
        control={control}
        name="newPassword"
        testId="forget-new-password"
        type="password"
        revealable
        required
        label={t('auth.newPassword')}
        autoComplete="new-password"
        maxLength={64}
        validate={passwordCheck}
      />
      <FormSubmit
        testId="forget"
        submitTestId="forget-phone-submit"
        error={formError}
        submitting={formState.isSubmitting}
        disabled={!touched || hasErrors}
      >
        {t('common.submit')}
      </FormSubmit>
    </form>
  );
}
