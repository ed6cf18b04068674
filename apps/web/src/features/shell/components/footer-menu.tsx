import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUnclaimedPromotionCount } from '../../../lib/account/get-unclaimed-promotion-count.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { Icon, ICONS } from './icons.tsx';
import './shell.css';

type FooterItemId = 'home' | 'activity' | 'deposit' | 'inviteFriends' | 'mine';

const ITEMS: readonly { id: FooterItemId; path: string; icon: keyof typeof ICONS }[] = [
  { id: 'home', path: PATHS.home, icon: 'home' },
  { id: 'activity', path: PATHS.activity, icon: 'gift' },
  { id: 'deposit', path: PATHS.deposit, icon: 'deposit' },
  { id: 'inviteFriends', path: PATHS.inviteFriends, icon: 'users' },
  { id: 'mine', path: PATHS.mine, icon: 'user' },
];

/** Counts above this show as "99+" so the badge keeps its size. */
const BADGE_MAX = 99;

/**
 * Lobby spec §2.4: home, activities, the centre deposit button, invite friends and members with the badge of
 * unclaimed promotions (members only). The current page's item is marked (`aria-current="page"`).
 */
export function FooterMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '').toLowerCase();
  const session = useSession();
  const { data: unclaimed = 0 } = useUnclaimedPromotionCount();
  const badge = session && unclaimed > 0 ? unclaimed : 0;

  return (
    <nav className="footer-menu" aria-label={t('shell.footerLabel')} data-testid="footer-menu">
      <ul className="footer-menu__list">
        {ITEMS.map(({ id, path, icon }) => {
          const active = current === path.toLowerCase();
          return (
            <li key={id} className="footer-menu__item">
              <Link
                to={path}
                className={
                  id === 'deposit' ? 'footer-menu__link footer-menu__link--centre' : 'footer-menu__link'
                }
                aria-current={active ? 'page' : undefined}
                data-testid={`footer-${id}`}
              >
                <span className="footer-menu__icon">
                  <Icon d={ICONS[icon]} size={id === 'deposit' ? 26 : 22} />
                  {id === 'mine' && badge > 0 && (
                    <span
                      className="badge footer-menu__badge"
                      data-testid="footer-mine-badge"
                      aria-hidden="true"
                    >
                      {badge > BADGE_MAX ? `${BADGE_MAX}+` : badge}
                    </span>
                  )}
                </span>
                <span className="footer-menu__label">{t(`shell.footer.${id}`)}</span>
                {id === 'mine' && badge > 0 && (
                  <span className="visually-hidden">{t('shell.unclaimedPromotions', { count: badge })}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
