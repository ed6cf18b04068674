import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Colours of the launch screen and the system bars: the brand colour of the splash in index.html and app.css. */
export const BRAND_COLOUR = '#0b1f3a';

/**
 * The build's default name. The platform server rewrites `name` and `short_name` per request with the merchant of
 * the request's host (apps/server/src/web/web-manifest.ts), as it does for the app-config meta: one build serves
 * every white-label merchant.
 */
const DEFAULT_NAME = 'H5';

/** Runtime cache of hashed files (lazy pages, locale files, images): a hashed name never changes content. */
export const ASSETS_CACHE = 'h5-assets';
/** Enough for every page and both languages of a few releases; older entries go first. */
const ASSETS_CACHE_MAX_ENTRIES = 300;
const ASSETS_CACHE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * What the entry loads on every start once the page is idle (the service worker's registration, the field-data
 * reporter): precached with the shell, so a start without a network asks nothing that is not there.
 */
const IDLE_TIME_CODE = /\/src\/(?:app\/pwa\/register-service-worker|lib\/vitals\/report-vitals)\.ts$/;

const APP_ENTRY = /\/index\.html$/;

/**
 * The main dictionary of each language: the offline banner, "no internet" and the start-up screens are in it, so an
 * offline start speaks the player's language even if the language was chosen without loading its file online
 * (issue 19, issue 17 #4). The page namespaces (games, member …) are cached at run time with their pages.
 */
const MAIN_DICTIONARY = /\/src\/locales\/(?:en|tl)\.json$/;

/**
 * The files the page needs before any route renders: index.html, the entry chunk and everything it imports
 * statically (with their CSS), the code it loads at idle on every start, both main dictionaries, and the logo of
 * the splash and error screens. Filled from the bundle, then used to keep the precache to that shell
 * (ARCHITECTURE.md: lazy chunks and the page namespaces of the locales are cached at run time).
 */
function shellFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>(['index.html', 'logo.svg']);
  const plugin: Plugin = {
    name: 'h5:pwa-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== 'chunk') return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const facade = chunk.facadeModuleId ?? '';
        // The app's entry, not the build's other one (the game page's script, src/play/, served outside /m/).
        if (
          (chunk.isEntry && APP_ENTRY.test(facade)) ||
          IDLE_TIME_CODE.test(facade) ||
          MAIN_DICTIONARY.test(facade)
        ) {
          visit(chunk.fileName);
        }
      }
    },
  };
  return { plugin, files };
}

/**
 * Web app manifest and service worker (vite-plugin-pwa, generateSW). See docs/decisions.md "PWA":
 * - precache: the shell only; navigations inside /m/ are answered with the precached index.html, so the app
 *   opens offline; the server renders that file per host, and a service worker belongs to one host, so the
 *   cached copy carries the configuration of its own merchant.
 * - run time: hashed files under /m/assets/ (lazy pages, locale files) cache-first.
 * - /wps and /lgw match no route: the service worker never answers or stores platform data; where the browser has
 *   static routes, everything outside /m/ bypasses the worker altogether (public/sw-routes.js).
 * - update: the new worker waits until the user accepts the refresh prompt (src/app/pwa/), which sends the
 *   generated worker's SKIP_WAITING message.
 */
export function pwa(): Plugin[] {
  const shell = shellFiles();
  return [
    shell.plugin,
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // Registered by src/app/pwa/register-service-worker.ts after the load event, without workbox-window.
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      integration: {
        // vite-plugin-pwa precaches the manifest; the server renders it per host (the merchant's name), so it is
        // left to the network like index.html's configuration is left to the server.
        beforeBuildServiceWorker(options) {
          options.workbox.additionalManifestEntries = options.workbox.additionalManifestEntries?.filter(
            (entry) => (typeof entry === 'string' ? entry : entry.url) !== options.manifestFilename,
          );
        },
      },
      manifest: {
        id: '/m/',
        name: DEFAULT_NAME,
        short_name: DEFAULT_NAME,
        // The package's description is not for users; a merchant-neutral one would say nothing.
        description: undefined,
        lang: 'fil',
        start_url: '/m/',
        scope: '/m/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BRAND_COLOUR,
        background_color: BRAND_COLOUR,
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        manifestTransforms: [
          (entries) => ({ manifest: entries.filter((entry) => shell.files.has(entry.url)) }),
        ],
        navigateFallback: 'index.html',
        // A path whose last segment has a dot is a file, never a page (the server's SPA fallback has the same rule).
        navigateFallbackDenylist: [/\/[^/?]+\.[^/?]+(?:\?.*)?$/],
        runtimeCaching: [
          {
            urlPattern: /\/m\/assets\/[^/?]+$/,
            handler: 'CacheFirst',
            options: {
              cacheName: ASSETS_CACHE,
              expiration: {
                maxEntries: ASSETS_CACHE_MAX_ENTRIES,
                maxAgeSeconds: ASSETS_CACHE_MAX_AGE_S,
                purgeOnQuotaError: true,
              },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        // The first install takes the open page at once, so the files it already loaded can be cached for offline use.
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        // One file, revalidated on each visit, instead of sw.js plus a workbox-<hash>.js at the root.
        inlineWorkboxRuntime: true,
        // Static routes: requests outside the app's own files go straight to the network (public/sw-routes.js).
        importScripts: ['sw-routes.js'],
      },
    }),
  ];
}
