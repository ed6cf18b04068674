import * as z from 'zod/mini';
import { announcements } from './endpoints/content.ts';
import { systemStatus } from './endpoints/system.ts';
import { LANGUAGES } from './languages.ts';

/**
 * What the platform server puts into the page it serves, so the first screen need not ask for it (issue 11, no
 * request chain): `<script type="application/json" id="h5-boot">`. A data block, not a script: the CSP that forbids
 * inline scripts does not apply to it. The same values the endpoints answer, in the language of `language`.
 * Only in pages a browser navigated to, never in the copy the service worker stores (it would go stale there).
 */
export const BOOT_DATA_ELEMENT_ID = 'h5-boot';

/** The cookie that tells the server the visitor's language before any script ran (the client keeps it in step). */
export const LANGUAGE_COOKIE = 'h5_lang';

/** The query of the home feed (lobby spec §7 "Announcements (home)"): the web app asks it, the server embeds it. */
export const HOME_FEED_QUERY = { types: 'B,PL,PU,H', platform: 'M', groupName: 'm_home' } as const;

export const bootData = z.object({
  language: z.enum(LANGUAGES),
  /** `getSystemStatus`'s value. */
  status: z.optional(systemStatus),
  /** `getAnnouncements`'s value for a guest with HOME_FEED_QUERY, on the pages that show it. */
  homeFeed: z.optional(announcements),
});
export type BootData = z.infer<typeof bootData>;
