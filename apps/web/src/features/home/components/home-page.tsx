import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
      <p className="home__intro">{t('home.intro', { site })}</p>
      {!session && (
        <nav className="home__actions">
          <Link className="button button--primary" to="/m/login">
            {t('auth.hd_login_button')}
          </Link>
          <Link className="button" to="/m/register">
            {t('auth.hd_sign_button')}
          </Link>
        </nav>
      )}
    </section>
  );
}
