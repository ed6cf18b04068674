import { SOCIAL_SWITCHES, type SocialProvider } from '@h5/contract/endpoints/social.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { registerMethod } from '../../../../lib/device/environment.ts';
import { switchOn, useSwitches } from '../../../../lib/system-status/use-switches.ts';
import { Button } from '../../../../lib/ui/antd.ts';
import { readAffiliateParams } from '../../affiliate-params.ts';
import { useSocialProviders } from '../api/get-social-providers.ts';
import { useStartSocialSignIn } from '../api/start-social-sign-in.ts';
import { failureText, keepReturnTarget, markTelegramStarted } from '../social-callback.ts';
import { FailureMessage } from './failure-message.tsx';
import { SocialIcon } from './social-icon.tsx';
import './social.css';

/** Brand names: the same in every language. */
const NAMES: Readonly<Record<SocialProvider, string>> = {
  facebook: 'Facebook',
  google: 'Google',
  telegram: 'Telegram',
};

/**
 * The social sign-in buttons of the login and register screens (accounts spec §2: facebook, google and telegram,
 * after an 'or' divider). A button shows when its switch is on AND the server says the provider is configured;
 * none shows (nor the divider) until both are known, or when the server cannot be asked.
 */
export function SocialButtons() {
  const { t } = useTranslation('social');
  const switches = useSwitches();
  const providers = useSocialProviders();
  const { search } = useLocation();
  const start = useStartSocialSignIn();
  const [opening, setOpening] = useState<SocialProvider | null>(null);

  const offered = (providers.data?.providers ?? []).filter((p) => switchOn(switches, SOCIAL_SWITCHES[p]));
  if (offered.length === 0) return null;

  const pick = (provider: SocialProvider) => {
    keepReturnTarget(search);
    setOpening(provider);
    // Every provider, Telegram too, starts on the server: the attempt it keeps (HttpOnly cookie) is the only one
    // the callback can finish. A first sign-in registers under the inviter of the link the visitor came by (kept by readAffiliateParams).
    const { affiliateCode, referralCode } = readAffiliateParams(search);
    start.mutate(
      { provider, affiliateCode, referralCode, registerMethod: registerMethod() },
      {
        onSuccess: ({ authorizationUrl }) => {
          if (provider === 'telegram') markTelegramStarted();
          window.location.assign(authorizationUrl);
        },
        onError: () => {
          setOpening(null);
        },
      },
    );
  };

  return (
    <div className="social" data-testid="social-sign-in">
      <p className="auth-divider">{t('or')}</p>
      <div className="auth-social">
        {offered.map((provider) => (
          <Button
            key={provider}
            className={`social__button social__button--${provider}`}
            data-testid={`social-${provider}`}
            aria-label={t('signInWith', { provider: NAMES[provider] })}
            loading={opening === provider}
            disabled={opening !== null && opening !== provider}
            onClick={() => {
              pick(provider);
            }}
          >
            <span className="social__label">
              <SocialIcon provider={provider} />
              {NAMES[provider]}
            </span>
          </Button>
        ))}
      </div>
      {opening !== null && (
        <p className="visually-hidden" role="status">
          {t('opening', { provider: NAMES[opening] })}
        </p>
      )}
      {start.isError && <FailureMessage text={failureText(start.error)} testId="social-start-error" />}
    </div>
  );
}
