/**
 * The agent's red envelope rain (issue 18, lobby spec §2.12 agent menu `/m/redRain`, switch AGENTMENU_REDRAIN3).
 * Neither spec describes the rain: the design is ours (docs/decisions.md "Red envelope rain (web)").
 */

/** The first element of every query key of the feature. */
export const RED_RAIN_KEY = 'red-rain';

/** Ours: how many envelopes fall at once, each in its own lane of the field (fewer when fewer are left). */
export const FALLING_ENVELOPES = 6;

/**
 * Ours: at zero each phone waits a random moment up to this long before asking what happens now, so a site's agents
 * do not all ask at the same instant.
 */
export const AT_ZERO_SPREAD_MS = 2000;

/** Countdowns move once a second. */
export const COUNTDOWN_TICK_MS = 1000;

export const MS_PER_SECOND = 1000;
export const SECONDS_PER_DAY = 86_400;

/** Amounts travel as pesos with two decimals; sums are counted in centavos. */
export const CENTAVOS_PER_PESO = 100;
