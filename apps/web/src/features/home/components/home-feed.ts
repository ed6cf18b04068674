/**
 * The parts of home that draw the announcements, the member info and the winner board: one chunk, requested as
 * soon as the page has rendered (in parallel with the data it waits for), so none of it delays the first paint.
 */
export { HotMatchTicker } from './hot-match-ticker.tsx';
export { MemberStrip } from './member-strip.tsx';
export { NoticeBody } from './notice-bar.tsx';
export { PopupSlot } from './popup-slot.tsx';
export { WinnerBoardSection } from './winner-board-section.tsx';
