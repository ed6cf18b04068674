import { z } from 'zod';
import { paymentConfig } from './payment-config.ts';
import { socialConfig } from './social-config.ts';
import { promotionConfig } from './promotion-config.ts';
import { supportConfig } from './support-config.ts';
import { LANGUAGES } from '@h5/contract/languages.ts';
import {
  RESOURCE_TYPES,
  customerService,
  mobileTemplate,
  registerRule,
  whitelabelNode,
} from '@h5/contract/endpoints/system.ts';

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, {
    error: 'expected a lower-case host name without port, e.g. "www.example.com"',
  });

const isCompilableRegex = (source: string): boolean => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

/**
 * A CDN base of `imageCDNs` / `launchGameCDNs`: a path on this site (`/cdn`) or an absolute http(s) URL. Not a
 * protocol-relative `//host` or `/\host` (a browser reads both as another host), no credentials, no blanks.
 */
export function isCdnBase(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (value === '' || /[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === ''
  );
}

/** A path below the merchant's first image CDN; absolute URLs and empty paths are kept as they are. */
export function imageUrl(cdns: readonly string[], path: string): string {
  if (path === '' || /^https?:\/\//.test(path)) return path;
  const cdn = (cdns[0] ?? '').replace(/\/+$/, '');
  return `${cdn}/${path.replace(/^\/+/, '')}`;
}

const cdnBase = z.string().refine(isCdnBase, {
  error: 'expected a path on this site starting with "/" (e.g. "/cdn") or an absolute http(s) URL',
});

/** The origins of the absolute CDN bases of these merchants, for the CSP (sorted, each once). */
export function cdnOrigins(merchants: readonly MerchantConfig[]): string[] {
  const origins = new Set<string>();
  for (const merchant of merchants) {
    for (const base of [...merchant.imageCDNs, ...merchant.launchGameCDNs]) {
      if (!base.startsWith('/')) origins.add(new URL(base).origin);
    }
  }
  return [...origins].sort();
}

/** A rule of platform-api §7 as an operator writes it: the pattern must compile and the lengths must agree. */
const merchantRegisterRule = z
  .strictObject(registerRule.shape)
  .refine((r) => r.acceptedPattern === '*' || isCompilableRegex(r.acceptedPattern), {
    error: 'acceptedPattern is not a valid regular expression (use "*" for anything)',
    path: ['acceptedPattern'],
  })
  .refine((r) => r.minLength <= r.maxLength, {
    error: 'minLength must not exceed maxLength',
    path: ['minLength'],
  });

/** One text per product language, all required so that no visitor sees an empty notice. */
const localisedText = z.strictObject(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
);

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A merchant configuration file (`merchants/<code>.json`). Strict objects: a misspelt key is an error at
 * start rather than a setting silently ignored.
 */
export const merchantConfig = z.strictObject({
  /** The `Merchant` header value; the file must be named `<code>.json`. */
  code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'expected 1-32 letters, digits, _ or -' }),
  /**
   * Merchant code the free-play (trial, type 4) accounts of this site are created under; a session of that code
   * is accepted on this merchant. Absent: free play is not available.
   */
  trialMerchantCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'expected 1-32 letters, digits, _ or -' })
    .optional(),
  /** Display name of the site, for operators and logs. */
  name: z.string().min(1),
  /** Host names that select this merchant for the served web app (runtime config of index.html). */
  domains: z.array(hostname),
  mainDomain: z.string(),
  domainRoute: z.array(z.string()),
  /** Reported as `location.country`: the server has no GeoIP database, so the operator's market is used. */
  country: z.string().regex(/^[A-Z]{2}$/, { error: 'expected an ISO 3166-1 alpha-2 code such as "PH"' }),
  whitelabel: whitelabelNode,
  register: z.record(z.string(), merchantRegisterRule),
  customerService: z.array(z.strictObject(customerService.shape)),
  resources: z.array(
    z.strictObject({ resourceType: z.enum(RESOURCE_TYPES), url: z.string().min(1), labelNameEn: z.string() }),
  ),
  /** Where the client loads images from; absolute ones have their origin added to the CSP's img-src. */
  imageCDNs: z.array(cdnBase),
  launchGameCDNs: z.array(cdnBase),
  mobileTemplate: z.strictObject(mobileTemplate.shape),
  paths: z.record(z.string(), z.string()),
  maintenance: z.boolean(),
  maintenanceMessage: localisedText,
  regionRestriction: z.boolean(),
  jackpot: z.number().nonnegative(),
  /** `GCS_merchantWallet.isSingle` and the currency of `/wps/v2/wallets/balance`. */
  wallet: z
    .strictObject({
      single: z.boolean(),
      currency: z.string().regex(/^[A-Z]{3}$/, { error: 'expected an ISO 4217 code such as "PHP"' }),
      currencySymbol: z.string().min(1).max(4),
    })
    .default({ single: true, currency: 'PHP', currencySymbol: '₱' }),
  analytics: z.strictObject({ gtagId: z.string() }),
  /** IANA time zone the merchant's calendar days are read in (agent KPI periods); Manila for the first market. */
  timeZone: z
    .string()
    .refine(isTimeZone, { error: 'expected an IANA time zone such as "Asia/Manila"' })
    .default('Asia/Manila'),
  /** Deposit channels, withdrawal rules and the operators who review them (payment-config.ts). */
  payments: paymentConfig.default(paymentConfig.parse({})),
  /** Activity center, rewards, rebates, missions and VIP levels (promotion-config.ts). */
  promotions: promotionConfig.default(promotionConfig.parse({})),
  /** Social sign-in providers (social-config.ts); none by default. */
  social: socialConfig.default({}),
  /** Customer-support channels and the in-app conversation (support-config.ts); absent: `customerService` as written. */
  support: supportConfig.optional(),
  /** Agent team reports (docs/decisions.md "Agent team reports"): whether team management shows members' balances. */
  agentTeam: z
    .strictObject({ showMemberBalance: z.boolean().default(false) })
    .default({ showMemberBalance: false }),
});

export type MerchantConfig = z.infer<typeof merchantConfig>;
