import { isAbsolute, resolve } from 'node:path';

// `import.meta.dirname` is apps/server/src under tsx and the tests, and apps/server/dist in the built server
// (build.mjs bundles this file into dist/main.mjs): one folder under apps/server either way, so the paths below
// hold for both. A build that moved the bundle elsewhere would have to move these too.

/** The repository root; relative paths in the configuration are resolved from here, never from the cwd. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** The server package folder (apps/server). */
export const SERVER_ROOT = resolve(import.meta.dirname, '..');

export function resolveFromRepo(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}
