import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

/** platform-api §4.4 content types: B banners, PL player marquee, PU popups, PR promotions, H hot matches, A agent. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
/** Banner groups of the product (platform-api OP-14). */
export const BANNER_GROUPS = ['m_home', 'm_reg', 'm_game'] as const;

const image = z.object({ sequence: z.number(), url: z.string() });

export const banner = z.object({
  bannerId: z.number(),
  groupName: z.string(),
  title: z.string(),
  /** The banner image (first of `announcementImages`). */
  url: z.string(),
  announcementImages: z.array(image),
  linkageType: z.enum(['URL', 'P', 'G', '']),
  linkage: z.string(),
  roomId: z.string(),
  nodeId: z.string(),
  vendor: z.string(),
});
export type Banner = z.infer<typeof banner>;

export const playerNotice = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  announcementDisplaySpeed: z.number(),
  externalLink: z.string(),
});

export const popupItem = z.object({
  id: z.number(),
  title: z.string(),
  /** HTML: sanitise before rendering. */
  content: z.string(),
  /** A after login, B before login, F first login (lobby spec §4). */
  execution: z.enum(['A', 'B', 'F']),
  promotionType: z.string(),
});

export const promotionItem = z.object({
  id: z.number(),
  promotionType: z.string(),
  announcementImages: z.array(image),
  content: z.string(),
});

export const hotMatch = z.object({
  matchTime: z.number(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: z.string(),
  awayTeamImageUrl: z.string(),
  vendor: z.string(),
  roomId: z.string(),
  nodeId: z.string(),
  league: z.string(),
});

/** Agent notice (type A): for agent sessions only. */
export const agentNotice = z.object({
  id: z.number(),
  title: z.string(),
  /** HTML: sanitise before rendering. */
  content: z.string(),
  /** ms since the epoch. */
  createTime: z.number(),
  /** Read by the session member (MCSFE_readAnnouncement). */
  read: z.boolean(),
});
export type AgentNotice = z.infer<typeof agentNotice>;

export const announcements = z.object({
  banners: z.array(banner),
  player: z.array(playerNotice),
  popup: z.array(popupItem),
  promotion: z.array(promotionItem),
  hotMatch: z.array(hotMatch),
  /** Present only when `types` has `A`: the agent notices, newest first (empty for guests and non-agents). */
  agent: z.optional(z.array(agentNotice)),
  /** Present only when `types` has `A` (OP-14): unread agent notices of the session member. */
  footer: z.optional(z.object({ unreadCount: z.int().check(z.nonnegative()) })),
});
export type Announcements = z.infer<typeof announcements>;

export const getAnnouncements = defineEndpoint({
  name: 'getAnnouncements',
  summary:
    'Announcements of the requested types, in the request language; lists of types not asked for are empty',
  group: 'content',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  // Older builds use the MCS2_ name for the same function (platform-api §1).
  aliases: ['/wps/relay/MCS2_getListAnnouncements'],
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'optional',
  query: z.object({
    /** Comma list of ANNOUNCEMENT_TYPES. */
    types: z.string().check(z.regex(/^(B|PL|PU|PR|H|A)(,(B|PL|PU|PR|H|A))*$/)),
    /** `W` web or `M` mobile. */
    platform: z.enum(['W', 'M']),
    groupName: z.optional(z.string().check(z.maxLength(32))),
    merchantCode: z.optional(z.string().check(z.maxLength(32))),
    execution: z.optional(z.enum(['A', 'B', 'F'])),
  }),
  response: announcements,
});

export const reportBannerClick = defineEndpoint({
  name: 'reportBannerClick',
  summary:
    'Counts a click on a banner of the merchant (no known platform counterpart: docs/decisions.md "Shell and home (server)")',
  group: 'content',
  path: '/wps/relay/MCSFE_reportBannerClick',
  method: 'POST',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'optional',
  body: z.object({ bannerId: z.int().check(z.positive(), z.maximum(2_147_483_647)) }),
  response: z.null(),
});

/** Marks an agent notice read for the session member (no platform counterpart known). */
export const readAnnouncement = defineEndpoint({
  name: 'readAnnouncement',
  summary:
    'Marks an agent notice (type A) read for the session agent; answers the new unread count. Agents only',
  group: 'content',
  path: '/wps/relay/MCSFE_readAnnouncement',
  method: 'POST',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'required',
  body: z.object({ id: z.int().check(z.positive(), z.maximum(2_147_483_647)) }),
  response: z.object({ unreadCount: z.int().check(z.nonnegative()) }),
});
