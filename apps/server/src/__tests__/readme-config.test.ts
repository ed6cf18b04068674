import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARS } from '../config-vars.ts';
import { resolveFromRepo } from '../paths.ts';

// The README's configuration table must list exactly the variables the server reads, with their defaults.
describe('README configuration table', () => {
  const readme = readFileSync(resolveFromRepo('README.md'), 'utf8');
  const table = readme.slice(
    readme.indexOf('<!-- config-table:start -->'),
    readme.indexOf('<!-- config-table:end -->'),
  );
  const rows = new Map(
    [...table.matchAll(/^\|\s*`([A-Z_]+)`\s*\|\s*(?:`([^`]*)`|\(empty\))\s*\|/gm)].map((m) => [
      m[1],
      m[2] ?? '',
    ]),
  );

  it('documents every variable with its default, and nothing else', () => {
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(ENV_VARS.map((v) => [v.name, v.default])));
  });
});
