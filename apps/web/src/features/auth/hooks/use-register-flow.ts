import type { RegisterRules } from '@h5/contract/endpoints/system.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { deviceId } from '../../../lib/device/device-id.ts';
import { registerMethod } from '../../../lib/device/environment.ts';
import { switchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { Toast } from '../../../lib/ui/antd.ts';
import { readAffiliateParams } from '../affiliate-params.ts';
import { checkAffiliate, useAffiliateCheck } from '../api/check-affiliate.ts';
import { captchaKey } from '../api/get-captcha.ts';
import { register, type RegisterMode } from '../api/register.ts';
import { sendSmsRegister } from '../api/send-sms-register.ts';
import { AUTH } from '../constants.ts';
import { EMPTY_REGISTER_VALUES, toRegisterBody, type RegisterValues } from '../register/register-body.ts';
import { useDialingCode } from './use-dialing-code.ts';
import { useSignIn } from './use-sign-in.ts';
import { useSmsSender } from './use-sms-sender.ts';
import { useTimeout } from './use-timeout.ts';

/**
 * The registration form's state and what its buttons do (accounts spec §2, §4, §8): the method tab and which parts
 * of the form it shows (by the switches), the landing link's invitation codes and their check, the SMS code, and
 * the submit, which ends in {@link useSignIn}.
 */
export function useRegisterFlow(rules: RegisterRules) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const switches = useSwitches();
  const usernameOn = switchOn(switches, 'USERNAMEREG3');
  const mobileOn = switchOn(switches, 'MOBILENUMREG3');
  const [mode, setMode] = useState<RegisterMode>(mobileOn && !usernameOn ? 'mobile' : 'username');
  const [dialingCode, setDialingCode] = useDialingCode();
  const [codeSent, setCodeSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const sms = useSmsSender(sendSmsRegister);
  const form = useForm<RegisterValues>({ mode: 'onTouched', defaultValues: EMPTY_REGISTER_VALUES });
  const { setValue, getValues, trigger, setFocus } = form;
  // Both cleared on unmount.
  const copyLater = useTimeout();
  const focusLater = useTimeout();

  const affiliate = useMemo(() => readAffiliateParams(search), [search]);
  const fromLink = Boolean(affiliate.affiliateCode || affiliate.referralCode);
  const affiliateCheck = useAffiliateCheck(
    fromLink
      ? { code: affiliate.affiliateCode, domain: affiliate.domain, referralCode: affiliate.referralCode }
      : null,
  );
  const linkValid = affiliateCheck.data === true;
  const showAffiliate = Boolean(rules.affiliateCode?.enabled) && !linkValid;
  const captchaOn = Boolean(rules.captcha?.enabled);
  const needsPassword = mode === 'username' || switchOn(switches, 'MOBILENUMPASSREG3');
  const usernameSms = mode === 'username' && switchOn(switches, 'REGMOBVERF3');
  const needsSms = mode === 'mobile' || usernameSms;
  const phoneField = mode === 'mobile' ? 'mobilePhone' : 'mobileNum';

  const switchMode = (next: RegisterMode) => {
    const typed = next === 'mobile' ? getValues('mobileNum') : getValues('mobilePhone');
    setMode(next);
    setFormError(null);
    // The typed phone number follows to the other tab after 150 ms (accounts spec §4).
    copyLater(() => {
      if (typed) setValue(next === 'mobile' ? 'mobilePhone' : 'mobileNum', typed);
    }, AUTH.tabCopyDelayMs);
  };

  const getCode = async () => {
    if (!(await trigger(phoneField))) return;
    if (await sms.sendCode({ mobileNum: getValues(phoneField), countryDialingCode: dialingCode }))
      setCodeSent(true);
  };

  /** An invitation code the visitor typed is checked before registering (accounts spec §4, §8). */
  const typedCodeAccepted = async (typed: string): Promise<boolean> => {
    if (!showAffiliate || !typed) return true;
    const valid = await checkAffiliate({ code: typed, domain: affiliate.domain }).catch(() => false);
    if (valid) return true;
    Toast.show({
      icon: 'fail',
      content: t('errors.invitation_code_error'),
      duration: AUTH.invitationToastMs,
    });
    focusLater(() => {
      setFocus('affiliateCode');
    }, AUTH.invitationToastMs);
    return false;
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (!(await typedCodeAccepted(values.affiliateCode.trim()))) return;
    const body = toRegisterBody(values, {
      mode,
      needsPassword,
      needsSms,
      captchaOn,
      dialingCode,
      affiliate,
      linkValid,
      hostname: window.location.hostname,
      registerMethod: registerMethod(),
      deviceId: deviceId(),
    });
    try {
      const result = await register({ mode, body });
      Toast.show({ icon: 'success', content: t('auth.registeredSuccess'), duration: AUTH.successToastMs });
      signIn(result, body.password || null);
    } catch (error) {
      // A captcha is single use: a new one for the next attempt.
      if (captchaOn) {
        setValue('captcha', '');
        void queryClient.refetchQueries({ queryKey: captchaKey('register') });
      }
      setFormError(errorMessage(t, error));
    }
  });

  return {
    form,
    mode,
    /** Both methods are on: the tabs show. */
    tabs: usernameOn && mobileOn,
    switchMode,
    dialingCode,
    setDialingCode,
    sms,
    codeSent,
    getCode,
    needsPassword,
    needsSms,
    usernameSms,
    showAffiliate,
    captchaOn,
    formError,
    submit,
  };
}
