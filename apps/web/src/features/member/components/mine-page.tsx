import { isTrial } from '@h5/contract/member-types.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageBar } from '../../../components/page-bar.tsx';
import { formatBalance } from '../../../lib/account/format-balance.ts';
import { useWalletBalance } from '../../../lib/account/get-wallet-balance.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useMemberInfo } from '../../../lib/session/get-member-info.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useSystemStatus } from '../../../lib/system-status/get-system-status.ts';
import { useSwitches } from '../../../lib/system-status/use-switches.ts';
import { Dialog, Toast } from '../../../lib/ui/antd.ts';
import { openOverlay } from '../../../lib/ui/overlays.ts';
import {
  referralEnabled,
  resolveAction,
  shortcutTarget,
  templateVersion,
  visibleEntries,
  visibleShortcuts,
  type MenuEntry,
} from '../menu-entries.ts';
import { ReferralPopup } from './referral-popup.tsx';
import { ShortcutIcon } from './shortcut-icon.tsx';
import './member.css';

/**
 * `/m/mine` and `/m/member/home` (lobby spec §2.11): the member center. Its own bar (the shell header is hidden
 * here) with back to home and settings; a guest prompt or the profile block; shortcuts; the entries whose
 * conditions hold. The free-play account (type 4) is refused with `free_reject`.
 */
export default function MinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const trial = session !== null && isTrial(session.type);

  return (
    <section className="mine" data-testid="mine-page">
      <PageBar
        title={t('title.mine')}
        backLabel={t('common.back')}
        onBack={() => void navigate(PATHS.home)}
        end={
          <button
            type="button"
            className="mine__settings"
            aria-label={t('title.settings')}
            data-testid="mine-settings"
            onClick={() => void navigate(PATHS.settings)}
          >
            <GearIcon />
          </button>
        }
      />
      {!trial && <MemberCenter />}
      {/* Accounts spec §6, lobby §2.11: a trial account may not use the member center. */}
      <Dialog
        visible={trial}
        content={<span data-testid="free-reject">{t('errors.free_reject')}</span>}
        actions={[{ key: 'ok', text: t('common.in_increase_submit') }]}
        onAction={() => void navigate(PATHS.home, { replace: true })}
      />
    </section>
  );
}

function MemberCenter() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const session = useSession();
  const switches = useSwitches();
  const { data: status } = useSystemStatus();
  const { data: member } = useMemberInfo();
  const [referralOpen, setReferralOpen] = useState(false);
  const sessionType = session?.type ?? null;
  const template = templateVersion(status?.info.mobileTemplate.mem_cen);
  const entries = visibleEntries({ sessionType, toUpline: member?.toUpline ?? '', switches });

  const activate = (entry: MenuEntry) => {
    const action = resolveAction(entry, sessionType);
    if (action.kind === 'route') {
      void navigate(action.to);
    } else if (action.kind === 'overlay') {
      openOverlay(action.name);
    } else if (!referralEnabled(switches)) {
      Toast.show({ content: t('errors.contact_service', { ns: 'translation' }) });
    } else {
      setReferralOpen(true);
    }
  };

  return (
    <div className="mine__body" data-template={template} data-testid="mine-body">
      {session ? (
        <ProfileBlock />
      ) : (
        <div className="mine__card mine__guest" data-testid="mine-guest">
          <p className="mine__guest-text">{t('guestPrompt')}</p>
          <button
            type="button"
            className="button button--primary"
            data-testid="mine-login"
            onClick={() => void navigate(PATHS.login)}
          >
            {t('loginOrRegister')}
          </button>
        </div>
      )}

      <nav className="mine__shortcuts" aria-label={t('shortcutsLabel')} data-testid="mine-shortcuts">
        {visibleShortcuts(switches).map((shortcut) => (
          <button
            key={shortcut.id}
            type="button"
            className="mine__shortcut"
            data-testid={`shortcut-${shortcut.id}`}
            onClick={() => void navigate(shortcutTarget(shortcut, sessionType))}
          >
            <span className="mine__shortcut-icon" aria-hidden="true">
              <ShortcutIcon id={shortcut.id} />
            </span>
            <span>{t(`shortcuts.${shortcut.id}`)}</span>
          </button>
        ))}
      </nav>

      <ul className="mine__list" data-testid="mine-entries">
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="mine__entry"
              data-testid={`entry-${entry.id}`}
              onClick={() => {
                activate(entry);
              }}
            >
              <span>{t(`entries.${entry.id}`)}</span>
              <span className="mine__chevron" aria-hidden="true">
                ›
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ReferralPopup
        open={referralOpen}
        onClose={() => {
          setReferralOpen(false);
        }}
      />
    </div>
  );
}

/** Account, VIP label and the balance with two decimals (lobby §2.6, §2.11). */
function ProfileBlock() {
  const { t } = useTranslation('member');
  const session = useSession();
  const member = useMemberInfo();
  const wallet = useWalletBalance();
  const account = member.data?.account ?? session?.userName ?? '';
  return (
    <div className="mine__card mine__profile" data-testid="mine-profile">
      <div className="mine__avatar" aria-hidden="true">
        {account.slice(0, 1).toUpperCase()}
      </div>
      <div className="mine__who">
        <p className="mine__account" data-testid="mine-account">
          {account}
        </p>
        {member.data && (
          <span className="mine__vip" data-testid="mine-vip">
            {member.data.clubLabel.labelName}
          </span>
        )}
      </div>
      <div className="mine__balance">
        <span className="mine__balance-label">{t('balance')}</span>
        <span className="mine__balance-value" data-testid="mine-balance">
          {wallet.data
            ? formatBalance(wallet.data.sumBalance, wallet.data.currencySymbol)
            : wallet.isError
              ? t('balanceUnavailable')
              : '…'}
        </span>
      </div>
    </div>
  );
}

function GearIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm7.4-2.5.1-1-.1-1 2-1.6-2-3.4-2.4 1a7 7 0 0 0-1.7-1L15 3h-4l-.3 2.5a7 7 0 0 0-1.7 1l-2.4-1-2 3.4L6.6 11l-.1 1 .1 1-2 1.6 2 3.4 2.4-1c.5.4 1.1.7 1.7 1L11 21h4l.3-2.5c.6-.3 1.2-.6 1.7-1l2.4 1 2-3.4-2-1.6Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
