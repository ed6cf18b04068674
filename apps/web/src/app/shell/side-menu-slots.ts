import { lazy, type ComponentType } from 'react';
import type { SideMenuSectionProps } from '../../features/shell/components/side-menu.tsx';

/**
 * The side menu's game section (lobby spec §2.5: the HOT category plus the game categories), from the games
 * feature. The shell renders it above the shortcut entries, in its own Suspense boundary, and passes
 * `onNavigate`, which closes the menu. Lazy: its code loads when the menu first opens, never with the home route.
 */
export const SIDE_MENU_GAME_SECTION: ComponentType<SideMenuSectionProps> | null = lazy(
  () => import('../../features/games/components/side-menu-categories.tsx'),
);
