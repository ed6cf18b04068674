import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useMemberInfo } from '../../../lib/session/get-member-info.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useSiteName } from '../../../lib/system-status/get-system-status.ts';

/**
 * `/m/home` for now: a welcome with the site's name from its configuration and, for visitors, the way in.
 * Banners, notices, categories and the rest of lobby spec §2.6 come with later issues.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const site = useSiteName();
  const session = useSession();

  // Lobby spec §2.6: on entry the home screen scrolls to top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <section className="home" data-testid="home-page">
      <h1 className="home__title">{t('home.welcome')}</h1>
      {!session && <p className="home__intro">{t('home.intro', { site })}</p>}
      {session ? (
        <MemberState />
      ) : (
        <nav className="home__actions">
          <Link className="button button--primary" to={PATHS.login} data-testid="home-login-link">
            {t('auth.hd_login_button')}
          </Link>
          <Link className="button" to={PATHS.register} data-testid="home-register-link">
            {t('auth.hd_sign_button')}
          </Link>
        </nav>
      )}
    </section>
  );
}

/**
 * The logged-in state until the shell issue builds the real header: the account from `/wps/member/info` (the
 * session's user name while it loads or when it fails) and the way to settings. Kept tiny: it is on the home route.
 */
function MemberState() {
  const { t } = useTranslation();
  const session = useSession();
  const { data: member } = useMemberInfo();
  const name = member?.account ?? session?.userName ?? '';
  return (
    <div className="home__member" data-testid="home-member">
      <p className="home__intro" data-testid="home-account">
        {t('home.loggedInAs', { name })}
        {member?.type === 4 || session?.type === 4 ? ` · ${t('home.trialAccount')}` : ''}
      </p>
      <nav className="home__actions">
        <Link className="button" to={PATHS.settings} data-testid="home-settings-link">
          {t('title.settings')}
        </Link>
      </nav>
    </div>
  );
}
