import type { ComponentType } from 'react';
import type { SideMenuSectionProps } from '../../features/shell/components/side-menu.tsx';

/**
 * The side menu's game section (lobby spec §2.5: the HOT category plus the game categories), from the games
 * feature. The shell renders it above the shortcut entries, in its own Suspense boundary, and passes
 * `onNavigate`, which closes the menu. Give it a `lazy(() => import(…))` component so its code loads with the
 * menu, never with the home route. Null until the games server answers the vendor configuration
 * (`GCSGAME_newGameVendor` is still `function.not.available`, which would log a 400 at every menu opening).
 */
export const SIDE_MENU_GAME_SECTION: ComponentType<SideMenuSectionProps> | null = null;
