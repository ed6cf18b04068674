import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/error-message.ts';
import { Dialog, Toast } from '../../../lib/ui/antd.ts';
import type { SmsTarget } from '../api/send-sms-no-login.ts';
import { AUTH } from '../constants.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * Sending an SMS code (accounts spec §4, §8): loading toast "sms sending..." (up to 9999 s), then "sms sent" for
 * 1.5 s and the countdown of 60 × expiredMinutes s (default 60). A failure hides the loader and shows the server's
 * message in a warning dialog. Resolves whether the code was sent.
 */
export function useSmsSender(send: (target: SmsTarget) => Promise<{ expiredMinutes?: number | undefined }>) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const sendCode = async (target: SmsTarget): Promise<boolean> => {
    Toast.show({ icon: 'loading', content: t('auth.smsSending'), duration: AUTH.smsSendingToastMs });
    try {
      const { expiredMinutes } = await send(target);
      Toast.show({ icon: 'success', content: t('auth.smsSent'), duration: AUTH.successToastMs });
      countdown.start(
        expiredMinutes !== undefined && expiredMinutes > 0
          ? expiredMinutes * AUTH.smsSecondsPerMinute
          : AUTH.smsDefaultCountdownS,
      );
      return true;
    } catch (error) {
      Toast.clear();
      await Dialog.alert({ title: t('common.in_popup_prompt'), content: errorMessage(t, error) });
      return false;
    }
  };
  return { sendCode, seconds: countdown.seconds, running: countdown.running };
}
