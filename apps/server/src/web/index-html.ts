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
