import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/routes/paths.ts';

/** Back in history when the visit has an earlier in-app entry (React Router's `history.state.idx`), else home. */
export function useBackOrHome(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const idx = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : 0;
    void (typeof idx === 'number' && idx > 0 ? navigate(-1) : navigate(PATHS.home));
  }, [navigate]);
}
