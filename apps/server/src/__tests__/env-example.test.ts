import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARS } from '../config-vars.ts';
import { resolveFromRepo } from '../paths.ts';

// `.env.example` lists every variable the server reads with its default (commented out or not), and compose.yaml's
// own variables; nothing else.
describe('.env.example', () => {
  const lines = readFileSync(resolveFromRepo('.env.example'), 'utf8').split('\n');
  const listed = new Map(
    lines.flatMap((line) => {
      const match = /^#?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      return match ? [[match[1] ?? '', match[2] ?? ''] as const] : [];
    }),
  );
  const compose = readFileSync(resolveFromRepo('compose.yaml'), 'utf8');

  it('lists every server variable with its default', () => {
    const servers = Object.fromEntries(ENV_VARS.map((v) => [v.name, listed.get(v.name)]));
    expect(servers).toEqual(Object.fromEntries(ENV_VARS.map((v) => [v.name, v.default])));
  });

  it('lists nothing else than the variables compose.yaml reads', () => {
    const known = new Set<string>(ENV_VARS.map((v) => v.name));
    const others = [...listed.keys()].filter((name) => !known.has(name));
    expect(others.filter((name) => !compose.includes(`\${${name}`))).toEqual([]);
  });
});
