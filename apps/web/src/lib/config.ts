import * as z from 'zod/mini';

/** What the page needs to talk to a platform server: where it is and which merchant (site) we are. */
export interface AppConfig {
  /** Prefix of every API path; "" means the page's own origin. */
  readonly apiBaseUrl: string;
  readonly merchant: string;
  /** The site's display name (page titles, welcome), when the server provides one. */
  readonly siteName?: string;
}

const appConfigSchema = z.object({
  apiBaseUrl: z.string().check(z.trim()),
  merchant: z.string().check(z.trim(), z.minLength(1)),
  siteName: z.optional(z.string().check(z.trim())),
});

/** Build-time defaults (VITE_API_BASE_URL, VITE_MERCHANT), used when the meta tag is missing or broken. */
const BUILD_DEFAULTS: AppConfig = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  merchant: import.meta.env.VITE_MERCHANT || 'demo',
};

/**
 * Reads `<meta name="app-config" content='{"apiBaseUrl":"","merchant":"demo"}'>`. The platform server rewrites
 * the content per request host; a missing, non-JSON or invalid value falls back to the build-time defaults.
 */
export function readAppConfig(doc: Document = document): AppConfig {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="app-config"]')?.content;
  if (!content) return BUILD_DEFAULTS;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return BUILD_DEFAULTS;
  }
  const parsed = appConfigSchema.safeParse(json);
  if (!parsed.success) return BUILD_DEFAULTS;
  const { apiBaseUrl, merchant, siteName } = parsed.data;
  return { apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''), merchant, ...(siteName ? { siteName } : {}) };
}

let cached: AppConfig | undefined;

/** The page's configuration, read once. */
export function appConfig(): AppConfig {
  cached ??= readAppConfig();
  return cached;
}
