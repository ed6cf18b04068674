import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod';

/** The web build's manifest (Vite): each entry's hashed output file and the CSS it needs. */
const MANIFEST_FILE = '.vite/manifest.json';
/** The game page's entry in the manifest (apps/web/vite.config.ts `input.play`). */
export const PLAY_ENTRY = 'src/play/play.ts';
/** Vite's `base`: the build's files are served under /m/ (web-app.ts), hashed ones with a year's cache. */
const BASE = '/m/';

const manifest = z.record(
  z.string(),
  z.object({ file: z.string(), css: z.array(z.string()).optional(), isEntry: z.boolean().optional() }),
);

/** The hashed files of the in-house game page, as the page links them. */
export interface PlayBundle {
  readonly script: string;
  readonly styles: readonly string[];
}

/**
 * The game page's script and styles from the web build (apps/web/src/play/), read once at start; undefined when
 * the build is missing or has no such entry. Throws on a manifest that is not Vite's.
 */
export async function readPlayBundle(webDist: string): Promise<PlayBundle | undefined> {
  const file = join(webDist, MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  const entry = manifest.parse(JSON.parse(await readFile(file, 'utf8')))[PLAY_ENTRY];
  if (entry?.isEntry !== true) return undefined;
  return { script: BASE + entry.file, styles: (entry.css ?? []).map((css) => BASE + css) };
}
