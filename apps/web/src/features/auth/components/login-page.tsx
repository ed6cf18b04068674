import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageBar } from '../../../components/page-bar.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { rememberLoginPassword } from '../../../lib/session/login-password.ts';
import { sessionFromLogin, setSession } from '../../../lib/session/session-store.ts';
import { STORAGE_KEYS } from '../../../lib/storage/keys.ts';
import { writeItem } from '../../../lib/storage/storage.ts';
import { switchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { Button, Checkbox, Toast } from '../../../lib/ui/antd.ts';
import { useFreePlayLogin } from '../api/free-play-login.ts';
import { captchaKey } from '../api/get-captcha.ts';
import { useRegisterRules } from '../api/get-register-rules.ts';
import { login } from '../api/login.ts';
import { sendSmsNoLogin } from '../api/send-sms-no-login.ts';
import { AUTH } from '../constants.ts';
import { errorText } from '../error-text.ts';
import { useDialingCode } from '../hooks/use-dialing-code.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import {
  forgetRememberedLogin,
  loadRememberedLogin,
  saveRememberedLogin,
  type LoginMethod,
} from '../remember/remembered-login.ts';
import { loginRule, ruleCheck } from '../validation/rules.ts';
import { CaptchaField } from './captcha-field.tsx';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { InsecureContextNotice } from './insecure-context-notice.tsx';
import { TabBar } from './tab-bar.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { FormSubmit } from './form-submit.tsx';
import { TextField } from './text-field.tsx';
import './auth.css';

interface LoginValues {
  username: string;
  password: string;
  mobileNum: string;
  smsCode: string;
  captcha: string;
}

const EMPTY: LoginValues = { username: '', password: '', mobileNum: '', smsCode: '', captcha: '' };

/**
 * Social sign-in (accounts spec §2): a button shows only when its switch is on AND a provider is configured here.
 * No provider flow exists yet (a later issue), so every entry is null and no button or "or" divider renders.
 * A provider plugs in by replacing null with its start function.
 */
type SocialStart = () => void;
const SOCIAL_PROVIDERS: readonly { id: string; switchId: string; start: SocialStart | null }[] = [
  { id: 'facebook', switchId: 'FACEBOOKLOGIN3', start: null },
  { id: 'google', switchId: 'GOOGLELOGIN3', start: null },
  { id: 'telegram', switchId: 'TELEGRAMLOGIN3', start: null },
];

/** `/m/login` (accounts spec §2, §4, §5). */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const switches = useSwitches();
  const { data: rules } = useRegisterRules();
  const smsLoginOn = switchOn(switches, 'MOBILEVERCODELOGIN3');
  const freePlayOn = switchOn(switches, 'FREEPLAY3');
  const social = SOCIAL_PROVIDERS.filter((p) => p.start !== null && switchOn(switches, p.switchId));

  const [method, setMethod] = useState<LoginMethod>('username');
  const [remember, setRemember] = useState(false);
  const [dialingCode, setDialingCode] = useDialingCode();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const freePlay = useFreePlayLogin();
  const sms = useSmsSender(sendSmsNoLogin);

  const form = useForm<LoginValues>({ mode: 'onTouched', defaultValues: EMPTY });
  const { control, handleSubmit, setValue, getValues, trigger, formState } = form;

  // Remembered credentials of the method on screen, reloaded on every tab switch (accounts spec §4).
  useEffect(() => {
    let live = true;
    void loadRememberedLogin(method).then((record) => {
      if (!live) return;
      setRemember(record !== null);
      if (method === 'username') {
        setValue('username', record?.username ?? '');
        setValue('password', record?.password ?? '');
      } else {
        setValue('mobileNum', record?.username ?? '');
        setValue('smsCode', '');
        if (record?.countryDialingCode) setDialingCode(record.countryDialingCode);
      }
    });
    return () => {
      live = false;
    };
  }, [method, setValue, setDialingCode]);

  // Language change: re-validate the filled fields, debounced 200 ms (accounts spec §4).
  useEffect(() => {
    const timer = setTimeout(() => {
      const filled = (Object.keys(EMPTY) as (keyof LoginValues)[]).filter(
        (name) => getValues(name) !== '' && formState.touchedFields[name],
      );
      if (filled.length) void trigger(filled);
    }, AUTH.languageRevalidateMs);
    return () => {
      clearTimeout(timer);
    };
    // Only the language starts this; the fields are read when the timer fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n.language]);

  const refreshCaptcha = useCallback(() => {
    setValue('captcha', '');
    void queryClient.refetchQueries({ queryKey: captchaKey('login') });
  }, [queryClient, setValue]);

  const switchMethod = (next: LoginMethod) => {
    setFormError(null);
    setMethod(next);
    if (captchaShown) refreshCaptcha();
  };

  const finish = (result: Awaited<ReturnType<typeof login>>, password: string | null) => {
    setSession(sessionFromLogin(result));
    rememberLoginPassword(password);
    if (result.passwordExpired) void navigate(`${PATHS.changePassword}?expired=1`, { replace: true });
    else void navigate(PATHS.home, { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const byUsername = method === 'username';
    try {
      const result = await login({
        username: byUsername ? values.username.trim() : values.mobileNum,
        password: byUsername ? values.password : values.smsCode,
        captcha: captchaShown ? values.captcha : null,
        type: method,
        ...(byUsername ? {} : { countryDialingCode: dialingCode }),
      });
      if (remember) {
        await saveRememberedLogin({
          type: method,
          username: byUsername ? values.username.trim() : values.mobileNum,
          password: byUsername ? values.password : '',
          countryDialingCode: byUsername ? '' : dialingCode,
        });
      } else {
        forgetRememberedLogin(method);
      }
      finish(result, byUsername ? values.password : null);
    } catch (error) {
      const flagged =
        isApiError(error) &&
        typeof error.value === 'object' &&
        error.value !== null &&
        'captcha' in error.value &&
        error.value.captcha === true;
      // The captcha appears once the server asks for it, and a new picture follows every failed attempt.
      if (flagged && !captchaShown) {
        setCaptchaShown(true);
        setValue('captcha', '');
      } else if (captchaShown) {
        refreshCaptcha();
      }
      setFormError(errorText(t, error));
    }
  });

  const onFreePlay = () => {
    setFormError(null);
    freePlay.mutate(undefined, {
      onSuccess: (result) => {
        writeItem('session', STORAGE_KEYS.trialUser, result.userName);
        finish(result, null);
      },
      onError: (error) => {
        Toast.show({ content: errorText(t, error) });
      },
    });
  };

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
            onChange={switchMethod}
            tabs={[
              { key: 'username', label: t('auth.in_increase_username'), testId: 'login-tab-username' },
              { key: 'sms', label: t('auth.in_increase_mobileNum'), testId: 'login-tab-sms' },
            ]}
          />
        )}
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={formState.isSubmitting}>
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
          {captchaShown && (
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
            <Checkbox checked={remember} onChange={setRemember} data-testid="login-remember">
              {t('auth.in_remember_password')}
            </Checkbox>
            <Link to={PATHS.forget} className="auth-link" data-testid="login-forgot-link">
              {t('auth.in_forget_password')}
            </Link>
          </div>
          <FormSubmit testId="login" error={formError} submitting={formState.isSubmitting}>
            {t('auth.hd_login_button')}
          </FormSubmit>
        </form>
        {freePlayOn && (
          <Button
            block
            fill="outline"
            color="primary"
            className="auth-secondary"
            loading={freePlay.isPending}
            data-testid="login-test-play"
            onClick={onFreePlay}
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
        {social.length > 0 && (
          <>
            <p className="auth-divider">{t('auth.or')}</p>
            <div className="auth-social">
              {social.map((p) => (
                <Button key={p.id} data-testid={`login-social-${p.id}`} onClick={p.start ?? undefined}>
                  {p.id}
                </Button>
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
