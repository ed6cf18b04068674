/**
 * Small stroke icons of the shell (24 × 24, `currentColor`), drawn by one path each. Decorative: the button or link
 * around each one has the accessible name. These are the first paint's; the side menu and popover bring their own
 * (menu-icons.ts) in their lazily loaded code.
 */
export const ICONS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  refresh: 'M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5',
  withdraw: 'M12 13V3M8 7l4-4 4 4M4 15v5h16v-5',
  deposit: 'M12 3v10M8 9l4 4 4-4M4 15v5h16v-5',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  gift: 'M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9C10 5 6 5 7 8M12 9c2-4 6-4 5-1',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3.5 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
} as const;

/** `d`: the path, from {@link ICONS} or `MENU_ICONS`. */
export function Icon({ d, size = 24 }: { d: string; size?: number }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
