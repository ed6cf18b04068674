/**
 * Lobby spec §2.1: addresses that show another page (the redirect keeps the query string: affiliate codes on the
 * register links), and where an unknown page lands (platform-api §12 #13). Here so that the web app's router and
 * the server, which preloads what the landing page needs, agree on it.
 */
export const HOME_PAGE = '/m/home';

export const PAGE_ALIASES: readonly { readonly from: string; readonly to: string }[] = [
  { from: '/', to: HOME_PAGE },
  { from: '/m', to: HOME_PAGE },
  { from: '/m/index', to: HOME_PAGE },
  { from: '/m/index.html', to: HOME_PAGE },
  { from: '/register.html', to: '/m/register' },
  { from: '/m/register.html', to: '/m/register' },
  { from: '/m/member/home', to: '/m/mine' },
];
