import type { SocialProvider } from '@h5/contract/endpoints/social.ts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { registerMethod } from '../../../../lib/device/environment.ts';
import { returnTarget } from '../../../../lib/routes/return-target.ts';
import { SOCIAL_NAMES, useOfferedProviders } from '../../../../lib/social/offered-providers.ts';
import { Button } from '../../../../lib/ui/antd.ts';
import { readAffiliateParams } from '../../affiliate-params.ts';
import { useBeginSocialSignIn } from '../hooks/use-begin-social-sign-in.ts';
import { failureText } from '../social-callback.ts';
import { FailureMessage } from './failure-message.tsx';
import { SocialIcon } from './social-icon.tsx';
import './social.css';

/**
 * The social sign-in buttons of the login and register screens (accounts spec §2: facebook, google and telegram,
 * after an 'or' divider). A button shows when its switch is on AND the server says the provider is configured;
 * none shows (nor the divider) until both are known, or when the server cannot be asked.
 */
export function SocialButtons() {
  const { t } = useTranslation('social');
  const { offered } = useOfferedProviders();
  const { search } = useLocation();
  const { begin, opening, error } = useBeginSocialSignIn();

  if (offered.length === 0) return null;

  const pick = (provider: SocialProvider) => {
    // A first sign-in registers under the inviter of the link the visitor came by (kept by readAffiliateParams).
    const { affiliateCode, referralCode } = readAffiliateParams(search);
    begin({ provider, affiliateCode, referralCode, registerMethod: registerMethod() }, returnTarget(search));
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
            aria-label={t('signInWith', { provider: SOCIAL_NAMES[provider] })}
            loading={opening === provider}
            disabled={opening !== null && opening !== provider}
            onClick={() => {
              pick(provider);
            }}
          >
            <span className="social__label">
              <SocialIcon provider={provider} />
              {SOCIAL_NAMES[provider]}
            </span>
          </Button>
        ))}
      </div>
      {opening !== null && (
        <p className="visually-hidden" role="status">
          {t('opening', { provider: SOCIAL_NAMES[opening] })}
        </p>
      )}
      {error !== null && <FailureMessage text={failureText(error)} testId="social-start-error" />}
    </div>
  );
}
