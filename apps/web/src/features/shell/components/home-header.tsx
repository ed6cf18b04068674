import { SHELL_SWITCHES } from '@h5/contract/shell-switches.ts';
import { lazy, Suspense, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBalance } from '../../../lib/account/format-balance.ts';
import { useBalanceHidden } from '../../../lib/account/balance-visibility.ts';
import { useUnreadMailCount } from '../../../lib/account/get-unread-mail-count.ts';
import { useRefreshWalletBalance, useWalletBalance } from '../../../lib/account/get-wallet-balance.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { shellSwitchOn, switchOn, useSwitches } from '../../../lib/system-status/use-switches.ts';
import { Icon, ICONS } from './icons.tsx';
import './shell.css';
import { useOnline } from '../../../lib/device/use-online.ts';

/** The mail-center module switch (platform-api §8): a module switch, so absent counts as on. */
const MAIL_CENTER = 'MAILCEN';
const BADGE_MAX = 99;

const loadHeaderMenu = () => import('./header-menu.tsx');
const HeaderMenu = lazy(loadHeaderMenu);

interface HomeHeaderProps {
  /** Opens the side menu (lobby spec §2.5). */
  onOpenMenu: () => void;
  menuOpen: boolean;
  menuButtonRef: Ref<HTMLButtonElement>;
  /** The language control (lobby spec §2.17), built by the app. */
  language: ReactNode;
}

/**
 * Lobby spec §2.3 on home: the menu button and the logo; for a member the mail icon (mail-center switch), the
 * total balance with its refresh and the withdraw shortcut; for a visitor login and register (direct-register
 * switch); the language control and the popover. Two rows, so a 360 px phone fits every item in both languages:
 * the bar (menu, logo, mail, language, popover) and the account row (balance or the way in).
 * Plain React and CSS: it is on the home route's first paint.
 */
export function HomeHeader({ onOpenMenu, menuOpen, menuButtonRef, language }: HomeHeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  const switches = useSwitches();
  const mailOn = switchOn(switches, MAIL_CENTER);
  const registerOn = shellSwitchOn(switches, SHELL_SWITCHES.directRegister);

  return (
    <div className="home-header">
      <div className="home-header__bar">
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button"
          aria-label={t('shell.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          data-testid="header-menu-button"
          onClick={onOpenMenu}
        >
          <Icon d={ICONS.menu} />
        </button>
        <Link to={PATHS.home} className="home-header__logo" aria-label={t('common.home')}>
          <img src={`${import.meta.env.BASE_URL}logo.svg`} alt="" width="32" height="32" />
        </Link>
        <div className="home-header__end">
          {session && mailOn && <MailLink />}
          {language}
          <HeaderMore />
        </div>
      </div>
      {session ? (
        <HeaderWallet />
      ) : (
        <div className="header-guest">
          <Link to={PATHS.login} className="header-link" data-testid="header-login-link">
            {t('auth.hd_login_button')}
          </Link>
          {registerOn && (
            <Link
              to={PATHS.register}
              className="header-link header-link--primary"
              data-testid="header-register-link"
            >
              {t('auth.hd_sign_button')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

/** Lobby spec §2.3: the mail icon with the unread count (the unread dot shows above 0). */
function MailLink() {
  const { t } = useTranslation();
  const { data: unread = 0 } = useUnreadMailCount();
  return (
    <Link
      to={PATHS.mail}
      className="icon-button"
      aria-label={unread > 0 ? t('shell.mailUnread', { count: unread }) : t('shell.mail')}
      data-testid="header-mail"
    >
      <Icon d={ICONS.mail} />
      {unread > 0 && (
        <span className="badge icon-button__badge" data-testid="header-mail-badge" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </Link>
  );
}

/**
 * Lobby spec §2.3, §4: the total balance with 2 decimals, hidden (a spinner) while it is fetched, masked when the
 * member chose to hide it; the refresh asks the server again; the withdraw shortcut.
 */
function HeaderWallet() {
  const { t } = useTranslation();
  const hidden = useBalanceHidden();
  const { data, isFetching, isError } = useWalletBalance();
  const refresh = useRefreshWalletBalance();
  // Offline, a refresh waits for the network: the amount shown is the last one known, and says so (issue 19).
  const online = useOnline();

  let amount: ReactNode;
  if (isFetching) {
    amount = (
      <span className="header-wallet__spinner" role="status" data-testid="header-balance-loading">
        <span className="visually-hidden">{t('shell.refreshingBalance')}</span>
      </span>
    );
  } else if (isError || !data) {
    amount = <span data-testid="header-balance-error">{t('shell.balanceUnavailable')}</span>;
  } else if (hidden) {
    amount = (
      <span data-testid="header-balance-hidden">
        <span aria-hidden="true">••••••</span>
        <span className="visually-hidden">{t('shell.balanceHidden')}</span>
      </span>
    );
  } else {
    amount = (
      <span
        data-testid="header-balance"
        className={online ? undefined : 'header-wallet__stale'}
        title={online ? undefined : t('shell.balanceStale')}
      >
        {formatBalance(data.sumBalance, data.currencySymbol)}
        {!online && <span className="visually-hidden"> ({t('shell.balanceStale')})</span>}
      </span>
    );
  }

  return (
    <div className="header-wallet" data-testid="header-wallet">
      <div className="header-wallet__balance">
        <span className="header-wallet__label">{t('shell.totalBalance')}</span>
        <span className="header-wallet__amount">{amount}</span>
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={t('shell.refreshBalance')}
        data-testid="header-balance-refresh"
        onClick={() => void refresh()}
      >
        <span className={isFetching ? 'icon-spin' : undefined}>
          <Icon d={ICONS.refresh} size={20} />
        </span>
      </button>
      <Link to={PATHS.withdraw} className="header-wallet__withdraw" data-testid="header-withdraw">
        <Icon d={ICONS.withdraw} size={18} />
        {t('title.withdraw')}
      </Link>
    </div>
  );
}

/** The popover trigger; the popover's code loads on first open (it is not needed for the first paint). */
function HeaderMore() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  return (
    <div className="header-more" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="icon-button"
        aria-label={t('shell.more')}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="header-more"
        // Start fetching the popover's code as the finger goes down, before the click.
        onPointerDown={() => void loadHeaderMenu()}
        onClick={() => {
          setOpen((o) => !o);
        }}
      >
        <Icon d={ICONS.more} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <HeaderMenu
            id={menuId}
            rootRef={rootRef}
            onClose={(focusTrigger) => {
              setOpen(false);
              if (focusTrigger) triggerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
