/** Feedback limits (lobby spec §5, §9 dictionary hints; issue #6): enforced here and by the server. */

/** Longest feedback text, in characters (code points). */
export const FEEDBACK_MAX_CHARS = 140;
/** At most this many images per feedback. */
export const FEEDBACK_MAX_IMAGES = 3;
/** Largest image accepted, in bytes (5 MB). */
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Accepted image types; the file's first bytes decide, not its name. */
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
