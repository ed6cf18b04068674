import { lazy, Suspense, useState } from 'react';
import type { SideMenuProps } from './side-menu.tsx';

const SideMenu = lazy(() => import('./side-menu.tsx'));

/**
 * Mounts the side menu once it is first opened (its code is not on the first paint) and keeps it mounted after,
 * so later opens are instant.
 */
export function SideMenuHost(props: SideMenuProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideMenu {...props} />
    </Suspense>
  );
}
