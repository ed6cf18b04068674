import { OPTIONAL_REGISTER_FIELDS, type RegisterBody } from '@h5/contract/endpoints/register.ts';
import type { RegisterRule, RegisterRules } from '@h5/contract/endpoints/system.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageBar } from '../../../components/page-bar.tsx';
import { deviceId } from '../../../lib/device/device-id.ts';
import { registerMethod } from '../../../lib/device/environment.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { rememberLoginPassword } from '../../../lib/session/login-password.ts';
import { sessionFromLogin, setSession } from '../../../lib/session/session-store.ts';
import { switchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { Button, Checkbox, SpinLoading, Toast } from '../../../lib/ui/antd.ts';
import { checkAffiliate, useAffiliateCheck } from '../api/check-affiliate.ts';
import { captchaKey } from '../api/get-captcha.ts';
import { useRegisterAnnouncements } from '../api/get-register-announcements.ts';
import { useRegisterRules } from '../api/get-register-rules.ts';
import { register, type RegisterMode } from '../api/register.ts';
import { sendSmsRegister } from '../api/send-sms-register.ts';
import { readAffiliateParams } from '../affiliate-params.ts';
import { AUTH } from '../constants.ts';
import { errorText } from '../error-text.ts';
import { useDialingCode } from '../hooks/use-dialing-code.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { useTimeout } from '../hooks/use-timeout.ts';
import { ruleCheck } from '../validation/rules.ts';
import { CaptchaField } from './captcha-field.tsx';
import { DialingCodeSelect } from './dialing-code-select.tsx';
import { InsecureContextNotice } from './insecure-context-notice.tsx';
import { RegisterBanners } from './register-banners.tsx';
import { TabBar } from './tab-bar.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { TextField } from './text-field.tsx';
import './auth.css';

/**
 * The optional fields of accounts spec §2 in screen order (the contract's order), each shown by its rule. The
 * invitation code has its own place in the form (it hides when the link's code is valid).
 */
const OPTIONAL_FIELDS = OPTIONAL_REGISTER_FIELDS.filter(
  (name): name is Exclude<(typeof OPTIONAL_REGISTER_FIELDS)[number], 'affiliateCode'> =>
    name !== 'affiliateCode',
);
type OptionalField = (typeof OPTIONAL_FIELDS)[number];

export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  /** The mobile tab's phone number (the username tab's optional one is `mobileNum`). */
  mobilePhone: string;
  verificationCode: string;
  captcha: string;
  affiliateCode: string;
  paymentPassword: string;
  idNumber: string;
  qqNum: string;
  facebook: string;
  wechat: string;
  line: string;
  whatsapp: string;
  zalo: string;
  email: string;
  nickname: string;
  payeeName: string;
  mobileNum: string;
  recommenderId: string;
}

const EMPTY: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  mobilePhone: '',
  verificationCode: '',
  captcha: '',
  affiliateCode: '',
  paymentPassword: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  mobileNum: '',
  recommenderId: '',
};

const LABELS: Record<OptionalField, `auth.${string}`> = {
  paymentPassword: 'auth.paymentPassword',
  idNumber: 'auth.idNumber',
  qqNum: 'auth.qqNum',
  facebook: 'auth.facebook',
  wechat: 'auth.wechat',
  line: 'auth.line',
  whatsapp: 'auth.whatsapp',
  zalo: 'auth.zalo',
  email: 'auth.email',
  nickname: 'auth.nickname',
  payeeName: 'auth.payeeName',
  mobileNum: 'auth.in_increase_mobileNum',
  recommenderId: 'auth.recommenderId',
};

/** `/m/register` and its aliases (accounts spec §2, §4, §5, §8). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rules = useRegisterRules();
  const announcements = useRegisterAnnouncements();
  return (
    <section className="auth-page auth-page--register" data-testid="register-page">
      <PageBar
        title={t('title.register')}
        backLabel={t('common.back')}
        onBack={() => {
          void navigate(PATHS.home);
        }}
      />
      <div className="auth-logo">
        <img src={`${import.meta.env.BASE_URL}logo.svg`} alt="" width="64" height="64" />
      </div>
      {announcements.data && announcements.data.length > 0 && (
        <RegisterBanners banners={announcements.data} label={t('auth.registerAnnouncements')} />
      )}
      <div className="auth-card">
        <InsecureContextNotice />
        {rules.data ? (
          <RegisterForm rules={rules.data} />
        ) : rules.isError ? (
          <button
            type="button"
            className="notice notice--error"
            data-testid="register-rules-retry"
            onClick={() => void rules.refetch()}
          >
            {errorText(t, rules.error)}
          </button>
        ) : (
          <div className="auth-row" role="status" aria-label={t('common.loading')}>
            <SpinLoading />
          </div>
        )}
      </div>
    </section>
  );
}

function RegisterForm({ rules }: { rules: RegisterRules }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const switches = useSwitches();
  const usernameOn = switchOn(switches, 'USERNAMEREG3');
  const mobileOn = switchOn(switches, 'MOBILENUMREG3');
  const bothOn = usernameOn && mobileOn;
  const [mode, setMode] = useState<RegisterMode>(mobileOn && !usernameOn ? 'mobile' : 'username');
  const [dialingCode, setDialingCode] = useDialingCode();
  const [agreed, setAgreed] = useState(true);
  const [codeSent, setCodeSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const affiliate = useMemo(() => readAffiliateParams(search), [search]);
  const affiliateQuery = affiliate.affiliateCode || affiliate.referralCode ? affiliate : null;
  const affiliateCheck = useAffiliateCheck(
    affiliateQuery
      ? {
          code: affiliateQuery.affiliateCode,
          domain: affiliateQuery.domain,
          referralCode: affiliateQuery.referralCode,
        }
      : null,
  );
  const urlCodeValid = affiliateCheck.data === true;
  const affiliateRule = rules.affiliateCode;
  const showAffiliate = Boolean(affiliateRule?.enabled) && !urlCodeValid;

  const captchaOn = Boolean(rules.captcha?.enabled);
  const sms = useSmsSender(sendSmsRegister);
  const mobilePasswordOn = switchOn(switches, 'MOBILENUMPASSREG3');
  const usernameSmsOn = switchOn(switches, 'REGMOBVERF3');
  const needsPassword = mode === 'username' || mobilePasswordOn;
  // REGMOBVERF3: the username tab needs a mobile number and its SMS code whatever the mobileNum rule says (the
  // server requires both whenever the switch is on).
  const usernameSms = mode === 'username' && usernameSmsOn;
  const needsSms = mode === 'mobile' || usernameSms;

  const form = useForm<RegisterValues>({ mode: 'onTouched', defaultValues: EMPTY });
  const { control, handleSubmit, setValue, getValues, trigger, setFocus, formState } = form;

  // Both cleared on unmount.
  const copyLater = useTimeout();
  const focusLater = useTimeout();

  const switchMode = (next: RegisterMode) => {
    const typed = next === 'mobile' ? getValues('mobileNum') : getValues('mobilePhone');
    setMode(next);
    setFormError(null);
    // The typed phone number follows to the other tab after 150 ms (accounts spec §4).
    copyLater(() => {
      if (typed) setValue(next === 'mobile' ? 'mobilePhone' : 'mobileNum', typed);
    }, AUTH.tabCopyDelayMs);
  };

  const refreshCaptcha = () => {
    setValue('captcha', '');
    void queryClient.refetchQueries({ queryKey: captchaKey('register') });
  };

  const phoneField = mode === 'mobile' ? 'mobilePhone' : 'mobileNum';
  const onGetCode = async () => {
    if (!(await trigger(phoneField))) return;
    if (await sms.sendCode({ mobileNum: getValues(phoneField), countryDialingCode: dialingCode }))
      setCodeSent(true);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    // An invitation code the visitor typed is checked before registering (accounts spec §4, §8).
    if (showAffiliate && values.affiliateCode.trim()) {
      const valid = await checkAffiliate({
        code: values.affiliateCode.trim(),
        domain: affiliate.domain,
      }).catch(() => false);
      if (!valid) {
        Toast.show({
          icon: 'fail',
          content: t('errors.invitation_code_error'),
          duration: AUTH.invitationToastMs,
        });
        focusLater(() => {
          setFocus('affiliateCode');
        }, AUTH.invitationToastMs);
        return;
      }
    }
    const mobile = mode === 'mobile' ? values.mobilePhone : values.mobileNum;
    const password = needsPassword ? values.password : '';
    const body: RegisterBody = {
      username: mode === 'mobile' ? values.mobilePhone : values.username.trim(),
      password,
      confirmPassword: password,
      paymentPassword: values.paymentPassword,
      idNumber: values.idNumber,
      qqNum: values.qqNum,
      facebook: values.facebook,
      wechat: values.wechat,
      line: values.line,
      whatsapp: values.whatsapp,
      zalo: values.zalo,
      email: values.email.trim(),
      nickname: values.nickname,
      payeeName: values.payeeName,
      mobileNum: mobile,
      countryDialingCode: mobile ? dialingCode : '',
      recommenderId: values.recommenderId,
      // The link's codes only when the check accepted them (an invalid link shows the field instead); the server
      // takes the first non-empty of affiliateCode and referralCode.
      affiliateCode: values.affiliateCode.trim() || (urlCodeValid ? affiliate.affiliateCode : ''),
      referralCode: urlCodeValid ? affiliate.referralCode : '',
      captcha: captchaOn ? values.captcha : '',
      verificationCode: needsSms ? values.verificationCode : '',
      domain: affiliate.domain,
      registerUrl: window.location.hostname,
      registerMethod: registerMethod(),
      type: AUTH.registerType,
      login: true,
      loginDeviceId: deviceId(),
    };
    try {
      const result = await register({ mode, body });
      Toast.show({ icon: 'success', content: t('auth.registeredSuccess'), duration: AUTH.successToastMs });
      setSession(sessionFromLogin(result));
      rememberLoginPassword(password || null);
      void navigate(PATHS.home, { replace: true });
    } catch (error) {
      if (captchaOn) refreshCaptcha();
      setFormError(errorText(t, error));
    }
  });

  const check = (rule: RegisterRule | undefined, fallback?: string) =>
    rule ? ruleCheck(t, rule, fallback) : () => true as const;
  /** A field's format message when its rule has no pattern text of its own (accounts spec §5). */
  const formatMessages: Partial<Record<OptionalField, string>> = {
    payeeName: t('in_payeeName_incorrect', { ns: 'forms' }),
  };
  const optional = OPTIONAL_FIELDS.filter((name) =>
    name === 'mobileNum'
      ? mode === 'username' && (rules.mobileNum?.enabled || usernameSms)
      : rules[name]?.enabled,
  );
  const requiredField = (name: OptionalField) =>
    Boolean(rules[name]?.required) || (name === 'mobileNum' && usernameSms);
  /** The username tab's mobile number: required with REGMOBVERF3; the rule when it is on, else digits (≤ 20). */
  const mobileNumCheck = (v: string): true | string => {
    if (v === '') return usernameSms || rules.mobileNum?.required ? t('errors.not_empty') : true;
    if (rules.mobileNum?.enabled) return check(rules.mobileNum)(v);
    return /^\d{1,20}$/.test(v) ? true : t('errors.error_phone_number_limit');
  };

  const smsField = needsSms && (
    <SmsCodeField
      control={control}
      name="verificationCode"
      testId="register-sms-code"
      getCodeTestId="register-get-code"
      idleLabel={t('auth.fetchCode')}
      sms={sms}
      onGetCode={() => void onGetCode()}
      required
      disabled={!codeSent}
    />
  );

  return (
    <>
      {bothOn && (
        <TabBar
          label={t('auth.registerMethodPicker')}
          value={mode}
          onChange={switchMode}
          tabs={[
            { key: 'username', label: t('auth.userRegister'), testId: 'register-tab-username' },
            { key: 'mobile', label: t('auth.mobileRegister'), testId: 'register-tab-mobile' },
          ]}
        />
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="register-form">
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
            validate={(v) => check(rules.username)(v.trim())}
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
              validate={(v) => (v === '' ? t('errors.not_empty') : check(rules.mobileNum)(v))}
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
        {needsPassword && (
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
              validate={check(rules.password)}
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
              validate={(v, values) =>
                v === ''
                  ? t('errors.not_empty')
                  : v === values.password
                    ? true
                    : t('errors.inconsistent_twice')
              }
            />
          </>
        )}
        {optional.map((name) => (
          <TextField
            key={name}
            control={control}
            name={name}
            testId={`register-${name}`}
            required={requiredField(name)}
            label={t(LABELS[name] as 'auth.email')}
            type={
              name === 'paymentPassword'
                ? 'password'
                : name === 'mobileNum'
                  ? 'tel'
                  : name === 'email'
                    ? 'email'
                    : 'text'
            }
            revealable={name === 'paymentPassword'}
            inputMode={name === 'mobileNum' ? 'numeric' : undefined}
            placeholder={name === 'mobileNum' ? t('auth.enterMobile') : undefined}
            maxLength={rules[name]?.maxLength || (name === 'mobileNum' ? AUTH.phoneMaxLength : undefined)}
            start={
              name === 'mobileNum' ? (
                <DialingCodeSelect
                  value={dialingCode}
                  onChange={setDialingCode}
                  testId="register-mobileNum-dialing-code"
                />
              ) : undefined
            }
            validate={(v) =>
              name === 'mobileNum'
                ? mobileNumCheck(v)
                : check(rules[name], formatMessages[name])(name === 'email' ? v.trim() : v)
            }
          />
        ))}
        {mode === 'username' && smsField}
        {showAffiliate && (
          <TextField
            control={control}
            name="affiliateCode"
            testId="register-affiliateCode"
            required={Boolean(affiliateRule?.required)}
            label={t('auth.in_increase_affiliateCode')}
            maxLength={affiliateRule?.maxLength || 64}
            validate={(v) => check(affiliateRule)(v.trim())}
          />
        )}
        {captchaOn && (
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
          {t('auth.local_terms_content')} {t('auth.local_terms_link')}
        </Checkbox>
        {formError && (
          <p className="notice notice--error" role="alert" data-testid="register-error">
            {formError}
          </p>
        )}
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          disabled={!agreed}
          loading={formState.isSubmitting}
          data-testid="register-submit"
        >
          {t('auth.hd_sign_button')}
        </Button>
      </form>
      <p className="auth-footer">
        <Link to={PATHS.login} className="auth-link" data-testid="register-login-link">
          {t('auth.in_already_account')}
        </Link>
      </p>
    </>
  );
}
