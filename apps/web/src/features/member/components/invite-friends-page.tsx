import { isTrial } from '@h5/contract/member-types.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useSwitches } from '../../../lib/system-status/use-switches.ts';
import { referralEnabled } from '../menu-entries.ts';
import { ReferralDetails } from './referral-popup.tsx';
import './member.css';

/**
 * `/m/inviteFriends` (lobby spec §2.4 footer, §2.11): the member's referral code and link with copy buttons.
 * Inviting friends needs the REFERRAL promotion, else `contact_service`. The footer links here for everyone, so a
 * guest stays on the page and is asked to log in (a code belongs to a member); a trial account gets `free_reject`.
 */
export default function InviteFriendsPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const switches = useSwitches();
  const session = useSession();
  if (!referralEnabled(switches)) {
    return (
      <p className="notice notice--error invite__off" role="alert" data-testid="invite-unavailable">
        {t('errors.contact_service', { ns: 'translation' })}
      </p>
    );
  }
  if (session && isTrial(session.type)) {
    return (
      <p className="notice notice--error invite__off" role="alert" data-testid="free-reject">
        {t('errors.free_reject', { ns: 'translation' })}
      </p>
    );
  }
  return (
    <section className="invite" data-testid="invite-page">
      <p className="invite__intro">{t('referral.inviteIntro')}</p>
      <div className="invite__card">
        {session ? (
          <ReferralDetails />
        ) : (
          <div className="referral__guest" data-testid="invite-guest">
            <p>{t('referral.loginFirst')}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void navigate(PATHS.login)}
            >
              {t('loginOrRegister')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
