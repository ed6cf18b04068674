import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../__tests__/test-app.ts';
import { PLAY_ENTRY, readPlayBundle } from '../play-bundle.ts';

let temp: { dir: string; remove: () => void };
beforeAll(() => {
  temp = makeTempDir();
});
afterAll(() => {
  temp.remove();
});

/** A build folder whose `.vite/manifest.json` holds `manifest`. */
function build(name: string, manifest: string): string {
  const dist = join(temp.dir, name);
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, '.vite', 'manifest.json'), manifest);
  return dist;
}

describe('readPlayBundle', () => {
  it('names the game page’s hashed script and styles as the server serves them, under /m/', async () => {
    const dist = build(
      'built',
      JSON.stringify({
        'index.html': { file: 'assets/index-X1.js', isEntry: true, css: ['assets/index-X2.css'] },
        [PLAY_ENTRY]: { file: 'assets/play-P1.js', isEntry: true, css: ['assets/play-P2.css'] },
        _shared: { file: 'assets/shared-S1.js' },
      }),
    );
    expect(await readPlayBundle(dist)).toEqual({
      script: '/m/assets/play-P1.js',
      styles: ['/m/assets/play-P2.css'],
    });
  });

  it('is undefined without a build or without the game page in it', async () => {
    expect(await readPlayBundle(join(temp.dir, 'nothing'))).toBeUndefined();
    const appOnly = build('app-only', JSON.stringify({ 'index.html': { file: 'a.js', isEntry: true } }));
    expect(await readPlayBundle(appOnly)).toBeUndefined();
  });

  it('refuses a manifest that is not Vite’s', async () => {
    await expect(readPlayBundle(build('broken', '{"src/play/play.ts": {"css": 1}}'))).rejects.toThrow();
    await expect(readPlayBundle(build('not-json', 'nope'))).rejects.toThrow();
  });
});
