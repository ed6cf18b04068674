import type { SocialProvider } from '@h5/contract/endpoints/social.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '../../../../components/load-state.tsx';
import { moneyTime } from '../../../../lib/money/money-time.ts';
import { PATHS } from '../../../../lib/routes/paths.ts';
import { useLinkedSocialAccounts } from '../api/get-linked-social-accounts.ts';
import { SOCIAL_WEB } from '../constants.ts';
import { SOCIAL_NAMES, useOfferedProviders } from '../../../../lib/social/offered-providers.ts';
import { LinkPasswordForm } from './link-password-form.tsx';
import { SocialIcon } from './social-icon.tsx';
import '../../../../components/card-list.css';
import './social.css';

/** The provider the callback came back from (`?linked=`), when it is one. */
function justLinked(search: string): SocialProvider | null {
  const value = new URLSearchParams(search).get(SOCIAL_WEB.linkedParam);
  return value !== null && value in SOCIAL_NAMES ? (value as SocialProvider) : null;
}

/**
 * `/m/socialAccounts` (issue 17 item 2), from the security centre: the providers this site offers, each linked
 * (the name or e-mail the provider gave, and since when) or with a Link button that asks the account password and
 * leaves for the provider. The callback brings the member back here with `?linked=<provider>`, which says so once
 * the list confirms it.
 */
export default function LinkedAccountsPage() {
  const { t } = useTranslation('social');
  const navigate = useNavigate();
  const { search } = useLocation();
  const { query: providers, offered, switchesOff, switchesKnown } = useOfferedProviders();
  const linked = useLinkedSocialAccounts();
  const [success] = useState(() => justLinked(search));
  const [open, setOpen] = useState<SocialProvider | null>(null);
  const formId = useId();
  const successRef = useRef<HTMLParagraphElement>(null);
  const linkButtons = useRef(new Map<SocialProvider, HTMLButtonElement>());

  useEffect(() => {
    // The message is kept in state: a reload or a shared address does not say it again.
    if (success !== null) void navigate(PATHS.socialAccounts, { replace: true });
  }, [success, navigate]);

  const accounts = linked.data?.accounts;
  const confirmed = success !== null && accounts?.some((a) => a.provider === success) === true;
  useEffect(() => {
    if (confirmed) successRef.current?.focus();
  }, [confirmed]);

  const providersPending = !switchesKnown || (!switchesOff && providers.isPending);
  if (providersPending || linked.isPending) return <LoadingState testId="social-accounts-loading" />;
  if ((!switchesOff && providers.data === undefined) || accounts === undefined) {
    return (
      <ErrorState
        error={providers.error ?? linked.error}
        retrying={providers.isFetching || linked.isFetching}
        onRetry={() => {
          if (providers.isError) void providers.refetch();
          if (linked.isError) void linked.refetch();
        }}
        testId="social-accounts-error"
      />
    );
  }

  const close = (provider: SocialProvider) => {
    setOpen(null);
    linkButtons.current.get(provider)?.focus();
  };

  return (
    <section className="social-accounts" data-testid="social-accounts-page">
      {confirmed && (
        <p
          ref={successRef}
          tabIndex={-1}
          className="social-accounts__saved"
          role="status"
          data-testid="social-accounts-linked"
        >
          {t('accounts.linkedNow', { provider: SOCIAL_NAMES[success] })}
        </p>
      )}
      {offered.length === 0 ? (
        <p className="social-accounts__empty" data-testid="social-accounts-empty">
          {t('accounts.none')}
        </p>
      ) : (
        <>
          <p className="social-accounts__intro">{t('accounts.intro')}</p>
          <ul className="card-list" aria-label={t('accounts.listLabel')}>
            {offered.map((provider) => {
              const account = accounts.find((a) => a.provider === provider);
              const name = SOCIAL_NAMES[provider];
              return (
                <li key={provider} className="card-list__row" data-testid={`social-account-${provider}`}>
                  <div className="card-list__head">
                    <SocialIcon provider={provider} />
                    <div className="social-accounts__text">
                      <h2 className="social-accounts__name">{name}</h2>
                      {account === undefined ? (
                        <p
                          className="social-accounts__state"
                          data-testid={`social-account-${provider}-state`}
                        >
                          {t('accounts.notLinked')}
                        </p>
                      ) : (
                        <p
                          className="social-accounts__state"
                          data-testid={`social-account-${provider}-state`}
                        >
                          {t('accounts.linked', { date: moneyTime(account.linkedAt) })}
                          {(account.displayName || account.email) && (
                            <span className="social-accounts__who">
                              {[account.displayName, account.email].filter(Boolean).join(' · ')}
                            </span>
                          )}
                        </p>
                      )}
                    </div>
                    {account === undefined && (
                      <button
                        type="button"
                        className="social-accounts__action"
                        ref={(button) => {
                          if (button) linkButtons.current.set(provider, button);
                          else linkButtons.current.delete(provider);
                        }}
                        aria-label={t('accounts.linkAction', { provider: name })}
                        aria-expanded={open === provider}
                        aria-controls={open === provider ? formId : undefined}
                        data-testid={`social-account-${provider}-link`}
                        onClick={() => {
                          setOpen((current) => (current === provider ? null : provider));
                        }}
                      >
                        {t('accounts.link')}
                      </button>
                    )}
                  </div>
                  {open === provider && account === undefined && (
                    <LinkPasswordForm
                      id={formId}
                      provider={provider}
                      onCancel={() => {
                        close(provider);
                      }}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
