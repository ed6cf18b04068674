import type { LoginResult } from '@h5/contract/endpoints/session.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageBar } from '../../../../components/page-bar.tsx';
import { PATHS, withQuery } from '../../../../lib/routes/paths.ts';
import { rememberLoginPassword } from '../../../../lib/session/login-password.ts';
import { sessionFromLogin, setSession } from '../../../../lib/session/session-store.ts';
import { Button, SpinLoading } from '../../../../lib/ui/antd.ts';
import { finishSocialSignIn } from '../api/finish-social-sign-in.ts';
import { telegramSignIn } from '../api/telegram-sign-in.ts';
import { SOCIAL_WEB, type FailureText } from '../constants.ts';
import {
  failureText,
  readCallback,
  isLinking,
  keepLinking,
  takeReturnTarget,
  takeTelegramStarted,
} from '../social-callback.ts';
import { FailureMessage } from './failure-message.tsx';
import './social.css';

class NotStartedHere extends Error {}

type Phase = { name: 'working' } | { name: 'failed'; text: FailureText } | { name: 'nothing' };

/**
 * `/m/social/callback`: where Google and Facebook (code and state, or an error) and Telegram's login page (its
 * signed data) send the player back. The answer goes to the server once; the address loses the code at once (no
 * code in history or in a shared link); then the session is stored and the player goes to the page the login was
 * opened for, or home. A failure says why and offers the login page again (the linked-accounts page after a link).
 */
export default function SocialCallbackPage() {
  const { t } = useTranslation('social');
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const [phase, setPhase] = useState<Phase>(() =>
    readCallback(search, hash).kind === 'none' ? { name: 'nothing' } : { name: 'working' },
  );
  const sent = useRef(false);
  // A link began on the linked-accounts page: a failure leads back there, not to the login page.
  const [linking] = useState(isLinking);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Once, even when React mounts the page twice in development: a code can be exchanged only once.
    if (sent.current) return;
    sent.current = true;
    const data = readCallback(search, hash);
    if (data.kind === 'none') return;
    window.history.replaceState(window.history.state, '', SOCIAL_WEB.callbackPath);
    keepLinking(false);
    const answer: Promise<LoginResult> =
      data.kind === 'redirect'
        ? finishSocialSignIn(data.query)
        : takeTelegramStarted()
          ? telegramSignIn({ auth: data.auth })
          : // Telegram data this tab did not ask for: a link made by someone else, who would sign the player in
            // to their own account. Never sent.
            Promise.reject(new NotStartedHere());
    answer.then(
      (login) => {
        setSession(sessionFromLogin(login));
        rememberLoginPassword(null);
        const to = login.passwordExpired
          ? withQuery(PATHS.changePassword, { expired: '1' })
          : (takeReturnTarget() ?? PATHS.home);
        // After a link, back from the linked-accounts page leads to the security centre it was opened from (the
        // app starts anew here, after the provider's pages).
        if (linking && !login.passwordExpired) void navigate(PATHS.securityCenter, { replace: true });
        void navigate(to, { replace: !linking || login.passwordExpired });
      },
      (error: unknown) => {
        setPhase({
          name: 'failed',
          text: error instanceof NotStartedHere ? { social: 'state' } : failureText(error),
        });
      },
    );
  }, [search, hash, navigate, linking]);

  useEffect(() => {
    if (phase.name !== 'working') heading.current?.focus();
  }, [phase.name]);

  const toLogin = () => {
    void navigate(linking ? PATHS.socialAccounts : PATHS.login, { replace: true });
  };

  return (
    <section className="auth-page" data-testid="social-callback">
      <PageBar
        title={t('title.socialSignIn', { ns: 'translation' })}
        backLabel={t('common.back', { ns: 'translation' })}
        onBack={toLogin}
      />
      <div className="auth-card social-callback">
        {phase.name === 'working' ? (
          <div role="status" className="social-callback" data-testid="social-callback-working">
            <SpinLoading />
            <p>{t('callback.working')}</p>
          </div>
        ) : (
          <>
            <h2 className="social-callback__heading" ref={heading} tabIndex={-1}>
              {t('callback.failed')}
            </h2>
            {phase.name === 'failed' ? (
              <FailureMessage text={phase.text} testId="social-callback-error" />
            ) : (
              <p className="notice notice--error" role="alert" data-testid="social-callback-error">
                {t('callback.nothing')}
              </p>
            )}
            <div className="social-callback__actions">
              <Button block color="primary" data-testid="social-callback-login" onClick={toLogin}>
                {linking ? t('callback.backToLinked') : t('callback.retry')}
              </Button>
              <Button
                block
                fill="outline"
                data-testid="social-callback-home"
                onClick={() => {
                  void navigate(PATHS.home, { replace: true });
                }}
              >
                {t('callback.home')}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
