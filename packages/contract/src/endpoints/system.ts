import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';

/** platform-api §8: the white-label switch tree; `enabled: "1"` means on. */
export interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes: WhitelabelNode[];
}
export const whitelabelNode: z.ZodMiniType<WhitelabelNode> = z.object({
  modId: z.string(),
  enabled: z.string(),
  get childrenNodes() {
    return z.array(whitelabelNode);
  },
});

/** platform-api §7: one field's registration rule. */
export const registerRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  /** Regex source; `"*"` means anything. */
  acceptedPattern: z.string(),
  minLength: z.int().check(z.nonnegative()),
  maxLength: z.int().check(z.nonnegative()),
  /** Error text key `reg_pattern_<patternId>`. */
  patternId: z.int().check(z.nonnegative()),
  key: z.optional(z.string()),
  type: z.optional(z.string()),
});
export type RegisterRule = z.infer<typeof registerRule>;

/** platform-api §7: rules keyed by field name. */
export const registerRules = z.record(z.string(), registerRule);
export type RegisterRules = z.infer<typeof registerRules>;

/** platform-api §4.4 `resourceType` values. */
export const RESOURCE_TYPES = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'TELEGRAM',
  'TELEGRAM1',
  'TELEGRAM2',
  'FACEBOOK',
  'FACEBOOK1',
  'FACEBOOK2',
  'WHATSAPP',
  'INSTAGRAM',
] as const;

export const resource = z.object({
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resource>;

/**
 * Customer-service entry. The existing platform DES-encrypts `path` (platform-api §5, OP-27); our server sends
 * it plain and says so with `encrypted: false`. Clients decrypt only when `encrypted` is not false.
 */
export const customerService = z.object({
  title: z.string(),
  path: z.string(),
  encrypted: z.optional(z.boolean()),
  /**
   * Ours (issue 17): what the entry opens (one of `CUSTOMER_SERVICE_KINDS`, endpoints/support.ts), so the app can
   * show its icon and open `tel:`, `mailto:` and `viber:` links, which it follows only for those kinds. `chat`: the
   * in-app conversation. Absent from the platform. A plain string, so that a kind added later cannot make an older
   * app refuse the whole configuration: the app treats a kind it does not know as a web link.
   */
  kind: z.optional(z.string()),
});
export type CustomerService = z.infer<typeof customerService>;

/** OP-22: member-center and deposit-detail template flags, "1" = new template. */
export const mobileTemplate = z.object({ mem_cen: z.string(), dep_func: z.string() });

export const systemInfo = z.object({
  customerService: z.array(customerService),
  domainRoute: z.array(z.string()),
  mainDomain: z.string(),
  /**
   * Ours (issue 19): the site's display name for the browser tab's title. Optional: a platform server that does not
   * send it leaves the title to `mainDomain`.
   */
  siteName: z.optional(z.string()),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  resources: z.array(resource),
  whitelabel: whitelabelNode,
  register: registerRules,
  mobileTemplate,
  /** OP-22: product-defined named paths (e.g. the user agreement); empty when the operator sets none. */
  paths: z.record(z.string(), z.string()),
  /** Lobby spec §3: a jackpot display value configured by the operator; 0 means "generate locally" (OP-26). */
  jackpot: z.number().check(z.nonnegative()),
});
export type SystemInfo = z.infer<typeof systemInfo>;

export const systemStatus = z.object({
  info: systemInfo,
  location: z.object({ ip: z.string(), country: z.string() }),
  /** Truthy → maintenance page (mode 1, wins over region restriction). */
  maintenance: z.boolean(),
  /** The maintenance notice in the request's language; empty when none. */
  maintenanceMessage: z.string(),
  /** Truthy → IP-restricted page (mode 2). */
  regionRestriction: z.boolean(),
});
export type SystemStatus = z.infer<typeof systemStatus>;

export const getSystemStatus = defineEndpoint({
  name: 'getSystemStatus',
  summary: 'Site configuration, location and the maintenance and region-restriction flags',
  group: 'system',
  path: '/wps/v2/system/status',
  aliases: ['/wps/system/status'],
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'none',
  response: systemStatus,
});

export const getWhitelabel = defineEndpoint({
  name: 'getWhitelabel',
  summary: 'The white-label switch tree',
  group: 'system',
  path: '/wps/system/whitelabel',
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'none',
  response: whitelabelNode,
});

export const getRegisterRules = defineEndpoint({
  name: 'getRegisterRules',
  summary: 'Registration rules keyed by field name',
  group: 'system',
  path: '/wps/system/setting/register',
  method: 'GET',
  moduleId: 'REG3',
  encrypted: false,
  token: 'none',
  response: registerRules,
});

export const country = z.object({
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
  /** Name in the request's language. */
  countryName: z.string(),
  /** Digits only, without `+`. */
  dialingCode: z.string().check(z.regex(/^\d{1,4}$/)),
});
export type Country = z.infer<typeof country>;

export const getCountries = defineEndpoint({
  name: 'getCountries',
  summary: 'Dialing codes for the phone-number pickers',
  group: 'system',
  path: '/wps/system/country',
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'none',
  response: z.array(country),
});

export const getHealth = defineEndpoint({
  name: 'getHealth',
  summary: 'Liveness and database check',
  group: 'system',
  path: '/wps/health',
  method: 'GET',
  moduleId: null,
  encrypted: false,
  token: 'none',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() }),
});

/** platform-api §4.4 help center item; `children` has the same shape. */
export interface HelpItem {
  title: string;
  /** HTML: sanitise before rendering. */
  content: string;
  /** CSS colour of the item's header, '' for the default. */
  bgColor: string;
  lang: string;
  /** Only displayed items are answered, so always true; kept for the platform's shape. */
  display: boolean;
  /** Topic: aboutus, deposit, withdraw, game, faqs, security, responsible, contact … */
  tag: string;
  children: HelpItem[];
}
export const helpItem: z.ZodMiniType<HelpItem> = z.object({
  title: z.string(),
  content: z.string(),
  bgColor: z.string(),
  lang: z.string(),
  display: z.boolean(),
  tag: z.string(),
  get children() {
    return z.array(helpItem);
  },
});

/** OP-19: the platform sends `lang` (+ `device`), the product `language`; either is read, then the header. */
export const getHelpCenter = defineEndpoint({
  name: 'getHelpCenter',
  summary:
    'Help-center articles of the merchant in a language (`lang`, else `language`, else the Language header), in order',
  group: 'system',
  path: '/wps/system/helpCenter',
  method: 'GET',
  moduleId: 'COMM3',
  encrypted: false,
  token: 'none',
  query: z.object({
    lang: z.optional(z.string().check(z.maxLength(8))),
    language: z.optional(z.string().check(z.maxLength(8))),
    /** `WEB` on the platform; accepted and ignored (one set of articles for every device). */
    device: z.optional(z.string().check(z.maxLength(16))),
  }),
  response: z.array(helpItem),
});
