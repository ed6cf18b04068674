import { isAbsolute, resolve } from 'node:path';

/** The repository root; relative paths in the configuration are resolved from here, never from the cwd. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** The server package folder (apps/server). */
export const SERVER_ROOT = resolve(import.meta.dirname, '..');

export function resolveFromRepo(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}
