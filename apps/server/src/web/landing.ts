import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, type Language } from '@h5/contract/languages.ts';
import { HOME_PAGE, PAGE_ALIASES } from '@h5/contract/page-aliases.ts';
import * as z from 'zod';

/**
 * `.vite/landing.json` of the web build (apps/web/scripts/landing-preloads.mjs): for each page of the route table,
 * the files it needs before it can render, and the language files. Read once at start.
 */
const landingFile = z.object({
  pages: z.record(
    z.string(),
    z.object({ js: z.array(z.string()), css: z.array(z.string()), namespaces: z.array(z.string()) }),
  ),
  locales: z.record(z.string(), z.record(z.string(), z.string())),
});
export type LandingFiles = z.infer<typeof landingFile>;

const ALIASES: ReadonlyMap<string, string> = new Map(
  PAGE_ALIASES.map(({ from, to }) => [from.toLowerCase(), to]),
);

/** undefined when the build has no landing file (an older build): the page is then served without hints. */
export function readLandingFiles(file: string): LandingFiles | undefined {
  if (!existsSync(file)) return undefined;
  return landingFile.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The page a path shows, as the client's router decides it: its own, an alias's target, else home. */
export function landingPage(files: LandingFiles, pathname: string): string {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const page = ALIASES.get(path) ?? path;
  return page in files.pages ? page : HOME_PAGE;
}

export interface Preload {
  readonly href: string;
  readonly as: 'script' | 'style' | 'image';
  readonly highPriority?: boolean;
}

/** The page's code and styles, and the language files it needs (the main one and its extra namespaces). */
export function pagePreloads(files: LandingFiles, page: string, language: Language): Preload[] {
  const entry = files.pages[page];
  if (!entry) return [];
  const locales = files.locales[language] ?? files.locales[DEFAULT_LANGUAGE] ?? {};
  const localeFiles = ['translation', ...entry.namespaces].flatMap((ns) => locales[ns] ?? []);
  return [
    ...[...entry.js, ...localeFiles].map((href) => ({ href, as: 'script' as const })),
    ...entry.css.map((href) => ({ href, as: 'style' as const })),
  ];
}
