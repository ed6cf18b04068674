import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunking } from './chunks.config.ts';
import { pwa } from './pwa.config.ts';
import { landingPreloads } from './scripts/landing-preloads.mjs';
import { precompress } from './scripts/precompress.mjs';

/** Attribute-safe JSON for the single-quoted `content` of the app-config meta tag. */
function metaJson(value: unknown): string {
  return JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
}

/**
 * Fills the build-time default of `<meta name="app-config">` from VITE_API_BASE_URL and VITE_MERCHANT (defaults
 * "" and "demo"). The platform server replaces the content per request with the API base URL and merchant of the
 * request's host, so one build serves every merchant.
 */
function appConfigMeta(): Plugin {
  let content = '';
  return {
    name: 'h5:app-config-meta',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      content = metaJson({ apiBaseUrl: env.VITE_API_BASE_URL ?? '', merchant: env.VITE_MERCHANT || 'demo' });
    },
    transformIndexHtml(html) {
      return html.replace(
        /<meta name="app-config" content='[^']*'\s*\/?>/,
        `<meta name="app-config" content='${content}' />`,
      );
    },
  };
}

/** The platform server of `npm run dev` (apps/server). */
const API_TARGET = 'http://127.0.0.1:8080';
const proxy = { '/wps': API_TARGET, '/lgw': API_TARGET };

const chunks = chunking();

/**
 * The build's entries: the app, and the script of the in-house game page the platform server writes at /play/game
 * (src/play/; the server finds its hashed names in `.vite/manifest.json` under its source path).
 */
const input = { index: 'index.html', play: 'src/play/play.ts' };

export default defineConfig({
  base: '/m/',
  plugins: [react(), appConfigMeta(), chunks.plugin, landingPreloads(), ...pwa(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input, output: { codeSplitting: chunks.codeSplitting } },
  },
  server: { proxy },
  preview: { proxy },
});
