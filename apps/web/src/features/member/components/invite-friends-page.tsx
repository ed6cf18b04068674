import { useTranslation } from 'react-i18next';
import { RequireSession } from '../../../components/require-session.tsx';
import { useSwitches } from '../../../lib/system-status/use-switches.ts';
import { referralEnabled } from '../menu-entries.ts';
import { ReferralDetails } from './referral-popup.tsx';
import './member.css';

/**
 * `/m/inviteFriends` (lobby §2.4, §2.11): the member's referral code and link with copy buttons. Inviting friends
 * needs the REFERRAL promotion; without it the page says `contact_service`.
 */
export default function InviteFriendsPage() {
  const { t } = useTranslation('member');
  const switches = useSwitches();
  if (!referralEnabled(switches)) {
    return (
      <p className="notice notice--error invite__off" role="alert" data-testid="invite-unavailable">
        {t('errors.contact_service', { ns: 'translation' })}
      </p>
    );
  }
  return (
    <RequireSession refuseTrial>
      <section className="invite" data-testid="invite-page">
        <p className="invite__intro">{t('referral.inviteIntro')}</p>
        <div className="invite__card">
          <ReferralDetails />
        </div>
      </section>
    </RequireSession>
  );
}
