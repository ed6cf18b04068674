import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/session-store.ts';
import { useSwitches } from '../../../lib/system-status/use-switches.ts';
import { openOverlay } from '../../../lib/ui/overlays.ts';
import { DIALOG_MASK_GUARD_MS } from '../constants.ts';
import { visibleSideMenuEntries, type SideMenuEntryId } from '../side-menu-entries.ts';
import { Icon } from './icons.tsx';
import { MENU_ICONS, type MenuIconName } from './menu-icons.ts';
import { signOutFromShell } from './sign-out.ts';
import './side-menu.css';

/** What a section placed in the side menu gets: a way to close the menu when it navigates. */
export interface SideMenuSectionProps {
  onNavigate: () => void;
}

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  /** Runs after the panel has closed (and the page behind is no longer inert): the shell refocuses the menu button. */
  onClosed?: () => void;
  /**
   * Lobby spec §2.5 "a HOT category plus the game categories": the games feature's section, passed in by the app
   * (features do not import each other). Rendered above the shortcut entries; nothing until the games issue.
   */
  gameSection?: ComponentType<SideMenuSectionProps> | null;
}

const ENTRY_ICONS: Record<SideMenuEntryId, MenuIconName> = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  share: 'share',
  vip: 'crown',
  rewardCenter: 'trophy',
  mission: 'target',
  manualRebate: 'rebate',
  appDownload: 'download',
};

/**
 * Lobby spec §2.5: the left panel over a mask. A modal `<dialog>`: the page behind is inert, focus moves into the
 * panel on open (its close button) and Escape closes it. It closes on navigation (the shell closes it when the
 * path changes; an entry also closes it, in case it is the current page), on a mask click (ignored for 300 ms
 * after opening, lobby spec §9) and on logout. Loaded on first open.
 */
export default function SideMenu({ open, onClose, onClosed, gameSection: GameSection }: SideMenuProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openedAt = useRef(0);
  const session = useSession();
  const entries = visibleSideMenuEntries(useSwitches(), session !== null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openedAt.current = performance.now();
      dialog.showModal();
      // React's autoFocus runs before the dialog is open, and the browser's own choice depends on what the panel
      // holds by then (the games section may already be loaded): the close button gets focus explicitly.
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      onClosed?.();
    }
  }, [open, onClosed]);

  return (
    <dialog
      ref={dialogRef}
      className="side-menu"
      aria-label={t('shell.sideMenuLabel')}
      data-testid="side-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Handled here rather than by the browser's own cancel, so React state decides and the shell's `open`
        // and the element never disagree.
        event.preventDefault();
        onClose();
      }}
      onCancel={(event) => {
        // Other close requests (Android's back gesture on a modal dialog): the same way out.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog box is the mask; the panel is its child, so a click on the dialog itself is outside the panel.
        if (event.target !== event.currentTarget) return;
        if (performance.now() - openedAt.current < DIALOG_MASK_GUARD_MS) return;
        onClose();
      }}
    >
      <nav className="side-menu__panel" aria-label={t('shell.sideMenuLabel')}>
        <div className="side-menu__head">
          <img src={`${import.meta.env.BASE_URL}logo.svg`} alt="" width="32" height="32" />
          <button
            type="button"
            className="icon-button side-menu__close"
            aria-label={t('shell.closeMenu')}
            data-testid="side-menu-close"
            ref={closeRef}
            onClick={onClose}
          >
            <Icon d={MENU_ICONS.close} />
          </button>
        </div>
        {GameSection && (
          // Its own boundary: a section still loading must not hide the shortcuts.
          <Suspense fallback={null}>
            <GameSection onNavigate={onClose} />
          </Suspense>
        )}
        {entries.length > 0 && (
          <section className="side-menu__section" aria-labelledby="side-menu-shortcuts">
            <h2 id="side-menu-shortcuts" className="side-menu__heading">
              {t('shell.shortcuts')}
            </h2>
            <ul className="side-menu__list">
              {entries.map(({ id, target }) => (
                <li key={id}>
                  {'path' in target ? (
                    <Link
                      to={target.path}
                      className="side-menu__item"
                      data-testid={`side-menu-${id}`}
                      onClick={onClose}
                    >
                      <Icon d={MENU_ICONS[ENTRY_ICONS[id]]} size={22} />
                      {t(`shell.sideMenu.${id}`)}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className="side-menu__item"
                      data-testid={`side-menu-${id}`}
                      onClick={() => {
                        onClose();
                        openOverlay(target.overlay);
                      }}
                    >
                      <Icon d={MENU_ICONS[ENTRY_ICONS[id]]} size={22} />
                      {t(`shell.sideMenu.${id}`)}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        {session && (
          <button
            type="button"
            className="side-menu__item side-menu__logout"
            data-testid="side-menu-sign-out"
            onClick={() => {
              onClose();
              void signOutFromShell();
            }}
          >
            <Icon d={MENU_ICONS.logout} size={22} />
            {t('auth.signOut')}
          </button>
        )}
      </nav>
    </dialog>
  );
}
