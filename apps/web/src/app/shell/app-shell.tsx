import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';
import { lastBackWasSwipe, trackBackSwipes } from '../../features/shell/back-swipe.ts';
import { LARGE_IPHONE_FOOTER_HEIGHT } from '../../features/shell/constants.ts';
import { FooterMenu } from '../../features/shell/components/footer-menu.tsx';
import { SideMenuHost } from '../../features/shell/components/side-menu-host.tsx';
import { isLargeScreenIphone } from '../../features/shell/device.ts';
import { PATHS } from '../../lib/routes/paths.ts';
import { useRouteEntry } from '../../lib/routes/route-entry.ts';
import { useSiteName } from '../../lib/system-status/get-system-status.ts';
import { AppHeader } from './app-header.tsx';
import { useOnline } from '../../lib/device/use-online.ts';
import { NeedsNetwork, NETWORK_ONLY_PATHS } from './needs-network.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { OverlayHost } from './overlay-host.tsx';
import { SIDE_MENU_GAME_SECTION } from './side-menu-slots.ts';
import './app-shell.css';

/** Read once: the device does not change during a visit. The footer's extra height goes to the CSS as a variable. */
const LARGE_IPHONE =
  typeof navigator !== 'undefined' &&
  isLargeScreenIphone(navigator.userAgent, window.screen.width, window.screen.height);
const LARGE_IPHONE_STYLE = { '--large-iphone-footer': LARGE_IPHONE_FOOTER_HEIGHT } as CSSProperties;

interface AppShellProps {
  /** Lobby spec §2.2 "optional home banner", between the header and the page; home only. */
  homeBanner?: ReactNode;
  /** Lobby spec §2.2 "home-only extra block", after the page; home only. */
  homeBlock?: ReactNode;
}

/**
 * Every page inside the shell (lobby spec §2.2): header and footer menu when the route shows them, the optional
 * home banner and home-only block, the page (fading in over 300 ms on a page change, not after a back swipe over
 * 100 px), the side menu, the document title.
 */
export function AppShell({ homeBanner, homeBlock }: AppShellProps) {
  const { t } = useTranslation();
  const route = useRouteEntry();
  const site = useSiteName();
  const location = useLocation();
  const navigationType = useNavigationType();
  const pageTitle = route ? t(`title.${route.title}`) : undefined;
  const isHome = route?.path === PATHS.home;
  const online = useOnline();
  const needsNetwork = !online && route !== undefined && NETWORK_ONLY_PATHS.has(route.path);
  // Lobby spec §2.5: the side menu closes on navigation. It is open for the path it was opened on, so a new path
  // closes it without an effect.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === location.pathname;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (pageTitle) document.title = t('common.documentTitle', { page: pageTitle, site });
  }, [pageTitle, site, t]);

  useEffect(() => trackBackSwipes(), []);

  const closeMenu = useCallback(() => {
    setMenuPath(null);
  }, []);
  // Back to the menu button, when it is still there (not after a navigation to a page without it).
  const menuClosed = useCallback(() => {
    menuButtonRef.current?.focus();
  }, []);

  // Decided once per page change (state derived during render, React's pattern for it): the very first page and a
  // swiped-back page appear without the fade; any later page fades, the first entry again included.
  const [page, setPage] = useState({ key: location.key, fade: false });
  if (page.key !== location.key) {
    setPage({
      key: location.key,
      fade: !(navigationType === NavigationType.Pop && lastBackWasSwipe()),
    });
  }
  const { fade } = page;

  return (
    <div
      className="app"
      data-large-iphone={LARGE_IPHONE || undefined}
      style={LARGE_IPHONE ? LARGE_IPHONE_STYLE : undefined}
    >
      <OfflineBanner />
      {route?.header && (
        <AppHeader
          title={route.title}
          isHome={isHome}
          menuOpen={menuOpen}
          onOpenMenu={() => {
            setMenuPath(location.pathname);
          }}
          menuButtonRef={menuButtonRef}
        />
      )}
      {isHome && homeBanner}
      <main key={location.pathname} className={fade ? 'app__main app__main--fade' : 'app__main'}>
        {needsNetwork && <NeedsNetwork />}
        <div className="app__page" hidden={needsNetwork}>
          <Outlet />
        </div>
      </main>
      {isHome && homeBlock}
      {route?.footer && <FooterMenu />}
      <SideMenuHost
        open={menuOpen}
        onClose={closeMenu}
        onClosed={menuClosed}
        gameSection={SIDE_MENU_GAME_SECTION}
      />
      <OverlayHost />
    </div>
  );
}
