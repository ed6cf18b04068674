import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../../lib/session/get-member-info.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { daysJoined } from '../home-rules.ts';
import './member-strip.css';

/** Trial (free-play) accounts (accounts spec §6). */
const TRIAL_TYPE = 4;

/**
 * The member strip (lobby spec §2.6): account, VIP label and days joined from the member info. While it loads,
 * or if it fails, the session's user name stands alone (the strip never blocks home).
 */
export function MemberStrip() {
  const { t } = useTranslation();
  const session = useSession();
  const { data: member } = useMemberInfo();
  // Read once per visit: the count of days does not need to tick while home is open.
  const [now] = useState(() => Date.now());
  const account = member?.account ?? session?.userName ?? '';
  const trial = (member?.type ?? session?.type) === TRIAL_TYPE;
  const label = member?.clubLabel.labelName.trim();
  return (
    <section className="home-member" aria-label={t('home.memberStrip')} data-testid="home-member">
      <span className="home-member__avatar" aria-hidden="true">
        {account.slice(0, 1).toUpperCase()}
      </span>
      <span className="home-member__text">
        <span className="home-member__account" data-testid="home-account">
          {account}
        </span>
        {/* A trial account is a visit, not a membership: no days joined (issue 19). */}
        {member && !trial && (
          <span className="home-member__days" data-testid="home-days">
            {t('member.daysJoined', { count: daysJoined(member.regDate, now) })}
          </span>
        )}
      </span>
      {trial ? (
        <span className="home-member__label" data-testid="home-vip">
          {t('home.trialAccount')}
        </span>
      ) : (
        label && (
          <span className="home-member__label" data-testid="home-vip">
            {label}
          </span>
        )
      )}
    </section>
  );
}
