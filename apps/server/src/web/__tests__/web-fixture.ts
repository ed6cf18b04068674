import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { WhitelabelNode } from '@h5/contract/endpoints/system.ts';
import { makeMerchantsDir, makeTempDir, readDemoMerchant } from '../../__tests__/test-app.ts';
import type { LandingFiles } from '../landing.ts';

export const INDEX = `<!doctype html>
<html lang="fil">
  <head>
    <meta charset="UTF-8" />
    <meta name="app-config" content='{"apiBaseUrl":"","merchant":"demo"}'>
    <script type="module" crossorigin src="/m/assets/app-Ab12Cd.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
export const APP_JS = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
export const MANIFEST = JSON.stringify({
  name: 'H5',
  short_name: 'H5',
  start_url: '/m/',
  scope: '/m/',
  display: 'standalone',
  icons: [{ src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
});

/** What the build's landing-preloads plugin writes (apps/web/scripts/landing-preloads.mjs), in small. */
export const LANDING: LandingFiles = {
  pages: {
    '/m/home': { js: ['/m/assets/home-H1.js'], css: ['/m/assets/home-H1.css'], namespaces: [] },
    '/m/login': {
      js: ['/m/assets/login-L1.js', '/m/assets/form-kit-K1.js'],
      css: ['/m/assets/login-L1.css'],
      namespaces: ['forms'],
    },
    '/m/register': { js: ['/m/assets/register-R1.js'], css: [], namespaces: ['forms'] },
    '/m/mine': { js: ['/m/assets/mine-M1.js'], css: [], namespaces: [] },
  },
  locales: {
    TY: { translation: '/m/assets/tl-T1.js', forms: '/m/assets/forms-tl-T2.js' },
    EN: { translation: '/m/assets/en-E1.js', forms: '/m/assets/forms-en-E2.js' },
  },
};
/** The merchant whose COMM3 module (status and announcements) is switched off, chosen by host name. */
export const COMM_OFF_HOST = 'commoff.localhost';

/**
 * A web build in small (index.html, hashed assets with their precompressed siblings, service worker, manifest,
 * landing.json) and the merchant files of demo, acme (by host name) and commoff, in a temporary folder.
 */
export function makeWebBuild(): { dir: string; dist: string; merchantsDir: string; remove: () => void } {
  const temp = makeTempDir();
  const dist = join(temp.dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'landing.json'), JSON.stringify(LANDING));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), MANIFEST);
  // The build precompresses the manifest too; the merchant's rendering must win over these siblings.
  writeFileSync(join(dist, 'manifest.webmanifest.br'), brotliCompressSync(MANIFEST));
  writeFileSync(join(dist, 'manifest.webmanifest.gz'), gzipSync(MANIFEST));
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'style-Zz9.css'), 'body{margin:0}');
  const demo = readDemoMerchant();
  const off = (node: WhitelabelNode, id: string): WhitelabelNode => ({
    ...node,
    enabled: node.modId === id ? '0' : node.enabled,
    childrenNodes: node.childrenNodes.map((child) => off(child, id)),
  });
  const merchantsDir = makeMerchantsDir(temp.dir, {
    'acme.json': {
      ...demo,
      code: 'acme',
      name: 'Acme',
      domains: ['play.acme.example', 'acme.localhost'],
    },
    'commoff.json': {
      ...demo,
      code: 'commoff',
      domains: [COMM_OFF_HOST],
      whitelabel: off(demo.whitelabel, 'COMM3'),
    },
  });
  return { dir: temp.dir, dist, merchantsDir, remove: temp.remove };
}

/** The runtime configuration of a served index.html. */
export const configIn = (html: string) => {
  const match = /<meta name="app-config" content="([^"]*)">/.exec(html);
  const content = match?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return content === undefined ? undefined : (JSON.parse(content) as unknown);
};

export const linkTags = (html: string) => html.match(/<link\b[^>]*>/g) ?? [];
