import { BOOT_DATA_ELEMENT_ID, type BootData } from '@h5/contract/boot-data.ts';
import type { Preload } from './landing.ts';

/** Runtime configuration handed to the web app in `<meta name="app-config">` (the built file carries defaults). */
export interface WebRuntimeConfig {
  readonly apiBaseUrl: string;
  readonly merchant: string;
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
}

/** What a page served to a navigation carries beyond the configuration (issue 11: no request chain). */
export interface PageHead {
  /** `<link rel="modulepreload">` / `<link rel="preload">` for what the first screen needs. */
  readonly preloads?: readonly Preload[];
  /** Embedded as a JSON data block (BOOT_DATA_ELEMENT_ID). */
  readonly bootData?: BootData;
  /**
   * Home's first banner, drawn in the static splash where the page will show it: the largest paint happens when
   * the HTML and the picture are there, not after the app's code has run.
   */
  readonly splashBanner?: string;
}

/** JSON that cannot end its `<script>` element or open a comment: every `<` escaped. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function preloadTag({ href, as, highPriority }: Preload): string {
  const url = escapeAttribute(href);
  if (as === 'script') return `<link rel="modulepreload" crossorigin href="${url}">`;
  const priority = highPriority ? ' fetchpriority="high"' : '';
  return `<link rel="preload" as="${as}"${as === 'style' ? ' crossorigin' : ''}${priority} href="${url}">`;
}

const HEAD_CLOSE = /<\/head>/i;
/** The static splash of index.html (apps/web/index.html). */
const SPLASH_OPEN = /<div class="splash"[^>]*>/;

/** Adds the preloads and the boot data at the end of `<head>` (after the entry's own tags). */
export function renderPageHead(html: string, head: PageHead): string {
  const tags = (head.preloads ?? []).map(preloadTag);
  if (head.bootData !== undefined) {
    tags.push(
      `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptJson(head.bootData)}</script>`,
    );
  }
  let page = html;
  if (head.splashBanner !== undefined && SPLASH_OPEN.test(page)) {
    const banner = `<img class="splash__banner" src="${escapeAttribute(head.splashBanner)}" alt="" width="750" height="300" fetchpriority="high">`;
    page = page.replace(SPLASH_OPEN, (open) => `${open}\n        ${banner}`);
  }
  if (tags.length === 0 || !HEAD_CLOSE.test(page)) return page;
  return page.replace(HEAD_CLOSE, () => `  ${tags.join('\n    ')}\n  </head>`);
}

const APP_CONFIG_META = /<meta\b(?=[^>]*\bname\s*=\s*["']?app-config["'\s>/])[^>]*>/i;
const HEAD_OPEN = /<head\b[^>]*>/i;

/**
 * Puts the runtime configuration into index.html: replaces the `app-config` meta the build wrote, or adds one
 * at the top of `<head>`. A meta tag rather than an inline script, so the CSP can forbid inline scripts.
 */
export function renderIndexHtml(template: string, config: WebRuntimeConfig): string {
  const tag = `<meta name="app-config" content="${escapeAttribute(JSON.stringify(config))}">`;
  if (APP_CONFIG_META.test(template)) return template.replace(APP_CONFIG_META, () => tag);
  if (HEAD_OPEN.test(template)) return template.replace(HEAD_OPEN, (head) => `${head}\n    ${tag}`);
  return `${tag}\n${template}`;
}
