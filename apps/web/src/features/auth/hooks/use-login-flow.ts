import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { Toast } from '../../../lib/ui/antd.ts';
import { captchaKey } from '../api/get-captcha.ts';
import { asksForCaptcha, login } from '../api/login.ts';
import { AUTH } from '../constants.ts';
import {
  forgetRememberedLogin,
  loadRememberedLogin,
  saveRememberedLogin,
  type LoginMethod,
} from '../remember/remembered-login.ts';
import { useDialingCode } from './use-dialing-code.ts';
import { useFreePlay, useSignIn } from './use-sign-in.ts';

export interface LoginValues {
  username: string;
  password: string;
  mobileNum: string;
  smsCode: string;
  captcha: string;
}

const EMPTY: LoginValues = { username: '', password: '', mobileNum: '', smsCode: '', captcha: '' };

/**
 * What another screen hands the login page when it sends the player there (router state): the password was just set
 * by phone but the automatic login did not go through, so the page says so and shows the captcha when the server
 * asked for one.
 */
export interface LoginHandOver {
  readonly passwordChanged: true;
  readonly captcha: boolean;
}

function handOverOf(state: unknown): LoginHandOver | null {
  if (typeof state !== 'object' || state === null) return null;
  const { passwordChanged, captcha } = state as Partial<LoginHandOver>;
  return passwordChanged === true ? { passwordChanged, captcha: captcha === true } : null;
}

/**
 * The login screen's state and what its buttons do (accounts spec §4, §8): the method on screen and its remembered
 * record, the captcha once the server asks for it, the submit and test play, both ending in {@link useSignIn}.
 */
export function useLoginFlow() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const freePlay = useFreePlay();
  const [method, setMethod] = useState<LoginMethod>('username');
  const [remember, setRemember] = useState(false);
  const [dialingCode, setDialingCode] = useDialingCode();
  const handOver = handOverOf(useLocation().state);
  const [captchaShown, setCaptchaShown] = useState(handOver?.captcha ?? false);
  const [formError, setFormError] = useState<string | null>(handOver ? t('auth.passwordChangedLogin') : null);
  const form = useForm<LoginValues>({ mode: 'onTouched', defaultValues: EMPTY });
  const { setValue, getValues, trigger, formState } = form;

  const passwordChanged = handOver !== null;
  // Remembered credentials of the method on screen, reloaded on every tab switch (accounts spec §4). The record is
  // read asynchronously (it is decrypted): a field the player typed into meanwhile keeps what they typed (issue 17
  // #5: a fast login was sent with the fields this effect had just emptied).
  useEffect(() => {
    let live = true;
    const before = getValues();
    const fill = (name: keyof LoginValues, value: string) => {
      if (getValues(name) === before[name]) setValue(name, value);
    };
    void loadRememberedLogin(method).then((record) => {
      if (!live) return;
      setRemember(record !== null);
      if (method === 'username') {
        fill('username', record?.username ?? '');
        // After a new password, a remembered one is the old one.
        fill('password', passwordChanged ? '' : (record?.password ?? ''));
      } else {
        fill('mobileNum', record?.username ?? '');
        fill('smsCode', '');
        if (record?.countryDialingCode) setDialingCode(record.countryDialingCode);
      }
    });
    return () => {
      live = false;
    };
  }, [method, getValues, setValue, setDialingCode, passwordChanged]);

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

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const byUsername = method === 'username';
    const username = byUsername ? values.username.trim() : values.mobileNum;
    try {
      const result = await login({
        username,
        password: byUsername ? values.password : values.smsCode,
        captcha: captchaShown ? values.captcha : null,
        type: method,
        ...(byUsername ? {} : { countryDialingCode: dialingCode }),
      });
      if (remember) {
        await saveRememberedLogin({
          type: method,
          username,
          password: byUsername ? values.password : '',
          countryDialingCode: byUsername ? '' : dialingCode,
        });
      } else {
        forgetRememberedLogin(method);
      }
      signIn(result, byUsername ? values.password : null);
    } catch (error) {
      // The captcha appears once the server asks for it, and a new picture follows every failed attempt.
      if (asksForCaptcha(error) && !captchaShown) {
        setCaptchaShown(true);
        setValue('captcha', '');
      } else if (captchaShown) {
        refreshCaptcha();
      }
      setFormError(errorMessage(t, error));
    }
  });

  const startFreePlay = () => {
    setFormError(null);
    freePlay.start((error) => {
      Toast.show({ content: errorMessage(t, error) });
    });
  };

  return {
    form,
    method,
    switchMethod,
    remember,
    setRemember,
    dialingCode,
    setDialingCode,
    captchaShown,
    formError,
    submit,
    startFreePlay,
    freePlayPending: freePlay.isPending,
  };
}
