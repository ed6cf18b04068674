import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageBar } from '../../../components/page-bar.tsx';
import { PATHS } from '../../../lib/routes/paths.ts';
import { switchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { Button, Checkbox } from '../../../lib/ui/antd.ts';
import { SocialSignIn } from '../social/components/social-sign-in.tsx';
import { useRegisterRules } from '../api/get-register-rules.ts';
import { sendSmsNoLogin } from '../api/send-sms-no-login.ts';
import { AUTH } from '../constants.ts';
import { useLoginFlow } from '../hooks/use-login-flow.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { loginRule, ruleCheck } from '../validation/rules.ts';
import { CaptchaField } from './captcha-field.tsx';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { FormSubmit } from './form-submit.tsx';
import { InsecureContextNotice } from './insecure-context-notice.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { TabBar } from './tab-bar.tsx';
import { TextField } from './text-field.tsx';
import './auth.css';

/** `/m/login` (accounts spec §2, §4, §5): the form; what it does is {@link useLoginFlow}. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const switches = useSwitches();
  const { data: rules } = useRegisterRules();
  const smsLoginOn = switchOn(switches, 'MOBILEVERCODELOGIN3');
  const freePlayOn = switchOn(switches, 'FREEPLAY3');
  const flow = useLoginFlow();
  const { method, dialingCode, setDialingCode } = flow;
  const { control, setValue, getValues, trigger, formState } = flow.form;
  const sms = useSmsSender(sendSmsNoLogin);

  const onGetCode = async () => {
    if (!(await trigger('mobileNum'))) return;
    await sms.sendCode({ mobileNum: getValues('mobileNum'), countryDialingCode: dialingCode });
  };

  const usernameRule = ruleCheck(t, loginRule(rules, 'loginUsername'));
  const passwordRule = ruleCheck(t, loginRule(rules, 'loginPassword'));
  const mobileRule = ruleCheck(t, loginRule(rules, 'loginMobileNum'));

  return (
    <section className="auth-page" data-testid="login-page">
      <PageBar
        title={t('title.login')}
        backLabel={t('common.back')}
        onBack={() => {
          void navigate(PATHS.home);
        }}
      />
      <div className="auth-card">
        <InsecureContextNotice remembering />
        {smsLoginOn && (
          <TabBar
            label={t('auth.methodPicker')}
            value={method}
            onChange={flow.switchMethod}
            tabs={[
              { key: 'username', label: t('auth.in_increase_username'), testId: 'login-tab-username' },
              { key: 'sms', label: t('auth.in_increase_mobileNum'), testId: 'login-tab-sms' },
            ]}
          />
        )}
        <form noValidate onSubmit={(event) => void flow.submit(event)} aria-busy={formState.isSubmitting}>
          {method === 'username' ? (
            <>
              <TextField
                control={control}
                name="username"
                testId="login-username"
                label={t('auth.in_increase_username')}
                placeholder={t('auth.enterUsername')}
                autoComplete="username"
                maxLength={64}
                validate={(v) => usernameRule(v.trim())}
              />
              <TextField
                control={control}
                name="password"
                testId="login-password"
                type="password"
                revealable
                label={t('auth.in_increase_password')}
                placeholder={t('auth.enterPassword')}
                autoComplete="current-password"
                maxLength={64}
                validate={passwordRule}
              />
            </>
          ) : (
            <>
              <TextField
                control={control}
                name="mobileNum"
                testId="login-mobile"
                type="tel"
                inputMode="numeric"
                label={t('auth.in_increase_mobileNum')}
                placeholder={t('auth.enterMobile')}
                autoComplete="tel-national"
                maxLength={AUTH.phoneMaxLength}
                validate={mobileRule}
                start={
                  <DialingCodeSelect
                    value={dialingCode}
                    onChange={setDialingCode}
                    testId="login-dialing-code"
                  />
                }
              />
              <SmsCodeField
                control={control}
                name="smsCode"
                testId="login-sms-code"
                getCodeTestId="login-get-code"
                idleLabel={t('auth.in_get_verificationCode')}
                sms={sms}
                onGetCode={() => void onGetCode()}
              />
            </>
          )}
          {flow.captchaShown && (
            <CaptchaField
              control={control}
              name="captcha"
              scope="login"
              testId="login-captcha"
              emptyMessage={t('errors.enter_verification_code')}
              onCode={(code) => {
                setValue('captcha', code);
              }}
            />
          )}
          <div className="auth-row">
            <Checkbox checked={flow.remember} onChange={flow.setRemember} data-testid="login-remember">
              {t('auth.in_remember_password')}
            </Checkbox>
            <Link to={PATHS.forget} className="auth-link" data-testid="login-forgot-link">
              {t('auth.in_forget_password')}
            </Link>
          </div>
          <FormSubmit testId="login" error={flow.formError} submitting={formState.isSubmitting}>
            {t('auth.hd_login_button')}
          </FormSubmit>
        </form>
        {freePlayOn && (
          <Button
            block
            fill="outline"
            color="primary"
            className="auth-secondary"
            loading={flow.freePlayPending}
            data-testid="login-test-play"
            onClick={flow.startFreePlay}
          >
            {t('auth.testPlay')}
          </Button>
        )}
        <p className="auth-footer">
          {t('auth.no_account')}{' '}
          <Link to={PATHS.register} className="auth-link" data-testid="login-register-link">
            {t('auth.in_register_now')}
          </Link>
        </p>
        <SocialSignIn />
      </div>
    </section>
  );
}
