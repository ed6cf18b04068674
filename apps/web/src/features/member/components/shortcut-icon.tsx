import type { ShortcutId } from '../menu-entries.ts';

/** Line icons of the member-center shortcuts, drawn inline (no icon font or image requests). */
const PATHS: Record<ShortcutId, string> = {
  vipHome: 'M4 11 12 4l8 7v8a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1z',
  activity: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  deposit: 'M12 4v12M7 11l5 5 5-5M5 20h14',
  withdraw: 'M12 20V8M7 13l5-5 5 5M5 4h14',
  securityCenter: 'M12 3 5 6v5c0 5 3 8 7 10 4-2 7-5 7-10V6zM9 12l2 2 4-4',
};

export function ShortcutIcon({ id }: { id: ShortcutId }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" focusable="false">
      <path
        d={PATHS[id]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
