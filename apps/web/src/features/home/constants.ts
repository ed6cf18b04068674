/** Home-screen constants of lobby spec §2.6, §2.9, §2.10, §2.16, §4 and §9. */

/** The announcement popup opens this long after its list arrives (lobby §4, §9). */
export const POPUP_OPEN_DELAY_MS = 500;

/** Banner carousel autoplay (lobby §2.6, §9). */
export const BANNER_AUTOPLAY_MS = 5_000;

/** Hot-match ticker autoplay and slide speed (lobby §2.9, §9). */
export const HOT_MATCH_AUTOPLAY_MS = 5_000;
export const HOT_MATCH_SPEED_MS = 500;
/** Hot-match start time format (lobby §2.9, §9). */
export const HOT_MATCH_TIME_FORMAT = 'MM/DD HH:mm';

/** Winner board (lobby §2.16, §9): entries requested, scrolling only above this many, slides shown, spacing px. */
export const WINNER_BOARD_LIMIT = 20;
export const WINNER_BOARD_SCROLL_ABOVE = 4;
export const WINNER_BOARD_VISIBLE = 3;
export const WINNER_BOARD_SPACING_PX = 20;

/** Jackpot display (lobby §4, §9): start range, increment range and the step delays. */
export const JACKPOT_START_MIN = 170_000_000;
export const JACKPOT_START_MAX = 250_000_000;
export const JACKPOT_STEP_MIN = 100;
export const JACKPOT_STEP_MAX = 500;
export const JACKPOT_DELAYS_MS = [3_000, 4_000, 5_000] as const;
/** A rolling digit column holds the ten digits 0–9 (lobby §4). */
export const JACKPOT_COLUMN_DIGITS = 10;

/** Balances are shown with two decimals (lobby §2.3, §9). */
export const BALANCE_DECIMALS = 2;

/**
 * Hot-match times are shown in the market's time zone (docs/decisions.md "Home, popups, download prompts and
 * service widget (web)"): a match starts at one instant, and the product's players and operators read it in
 * Philippine time whatever the phone's zone.
 */
export const HOT_MATCH_TIME_ZONE = 'Asia/Manila';

/** Marquee speed in px per second when a notice gives none (`announcementDisplaySpeed`). */
export const MARQUEE_DEFAULT_SPEED = 50;
/** Below-the-fold widgets start loading this far before they scroll into view. */
export const LAZY_WIDGET_MARGIN_PX = 200;
/** The jackpot digits roll for this long when the value changes. */
export const JACKPOT_ROLL_MS = 800;
/** The easing of a jackpot digit's roll: fast start, soft landing. */
export const JACKPOT_ROLL_EASING = 'cubic-bezier(0.2, 0.8, 0.2, 1)';
/**
 * The jackpot's steps are drawn this many at a time (about a minute at 3–5 s each), so the rolling of all of them is
 * handed to the compositor at once instead of waking the page's script and style for every step.
 */
export const JACKPOT_PLAN_STEPS = 15;
/** The hot-match ticker's slide easing. */
export const TICKER_EASING = 'ease';
/** Winner board scroll speed: seconds per row while it scrolls. */
export const WINNER_BOARD_SECONDS_PER_ROW = 2.5;
