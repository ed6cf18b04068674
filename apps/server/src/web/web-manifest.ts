/**
 * The web app manifest of one merchant: the build's manifest (vite-plugin-pwa, apps/web/pwa.config.ts) with the
 * merchant's `name` as `name` and `short_name`. White-label: one build serves every merchant, and the installed
 * app must carry the name of the site it was installed from, as index.html carries its configuration.
 */
export type WebManifest = Readonly<Record<string, unknown>>;

/** Parses the built manifest; anything but a JSON object is a broken build. */
export function parseWebManifest(text: string): WebManifest {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('the web app manifest is not a JSON object');
  }
  return value as WebManifest;
}

export function renderWebManifest(template: WebManifest, siteName: string): string {
  const name = siteName.trim();
  if (name === '') return JSON.stringify(template);
  return JSON.stringify({ ...template, name, short_name: name });
}
