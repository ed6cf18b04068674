import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { backTarget } from './back-target.ts';

/** React Router numbers its history entries (`history.state.idx`); 0 means this is the first page of the visit. */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

/** The back action of the header and the inner-page bar (lobby spec §2.3). */
export function useBack(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    const target = backTarget(pathname, hasInAppHistory());
    void (target === 'history' ? navigate(-1) : navigate(target));
  }, [navigate, pathname]);
}
