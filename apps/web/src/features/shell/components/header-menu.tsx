import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toggleBalanceHidden, useBalanceHidden } from '../../../lib/account/balance-visibility.ts';
import { useRefreshWalletBalance } from '../../../lib/account/get-wallet-balance.ts';
import { PATHS } from '../../../lib/routes/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { Icon } from './icons.tsx';
import { MENU_ICONS, type MenuIconName } from './menu-icons.ts';
import { signOutFromShell } from './sign-out.ts';
import './header-menu.css';

interface HeaderMenuProps {
  id: string;
  /** The trigger and the menu: a pointer down outside it closes the menu. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** `focusTrigger`: give focus back to the trigger (Escape, a chosen action that stays on the page). */
  onClose: (focusTrigger: boolean) => void;
}

/**
 * Lobby spec §2.3 popover: deposit, withdraw, refresh balance, hide or show balance, sign out (members) and help
 * center. Balance actions only for members (a visitor has no balance). A disclosure list like the language
 * picker: Escape or a press outside closes it. Loaded on first open.
 */
export default function HeaderMenu({ id, rootRef, onClose }: HeaderMenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  const hidden = useBalanceHidden();
  const refresh = useRefreshWalletBalance();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) onClose(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    listRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [rootRef, onClose]);

  const link = (to: string, label: string, icon: MenuIconName, testId: string) => (
    <li>
      <Link
        to={to}
        className="header-menu__item"
        data-testid={testId}
        onClick={() => {
          onClose(false);
        }}
      >
        <Icon d={MENU_ICONS[icon]} size={20} />
        {label}
      </Link>
    </li>
  );

  return (
    <ul id={id} ref={listRef} className="header-menu" aria-label={t('shell.more')} data-testid="header-menu">
      {link(PATHS.deposit, t('title.deposit'), 'deposit', 'header-menu-deposit')}
      {link(PATHS.withdraw, t('title.withdraw'), 'withdraw', 'header-menu-withdraw')}
      {session && (
        <>
          <li>
            <button
              type="button"
              className="header-menu__item"
              data-testid="header-menu-refresh"
              onClick={() => {
                onClose(true);
                void refresh();
              }}
            >
              <Icon d={MENU_ICONS.refresh} size={20} />
              {t('shell.refreshBalance')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="header-menu__item"
              data-testid="header-menu-toggle-balance"
              onClick={() => {
                onClose(true);
                toggleBalanceHidden();
              }}
            >
              <Icon d={hidden ? MENU_ICONS.eye : MENU_ICONS.eyeOff} size={20} />
              {hidden ? t('shell.showBalance') : t('shell.hideBalance')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="header-menu__item"
              data-testid="header-menu-sign-out"
              onClick={() => {
                onClose(true);
                void signOutFromShell();
              }}
            >
              <Icon d={MENU_ICONS.logout} size={20} />
              {t('auth.signOut')}
            </button>
          </li>
        </>
      )}
      {link(PATHS.help, t('title.help'), 'help', 'header-menu-help')}
    </ul>
  );
}
