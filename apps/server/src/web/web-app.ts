import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MerchantConfig } from '../domain/merchants/merchant-config.ts';
import type { MerchantDirectory } from '../domain/merchants/merchant-directory.ts';
import { decodedPathname, pathnameOf } from '../http/error-handler.ts';
import { LANGUAGE_COOKIE, type BootData } from '@h5/contract/boot-data.ts';
import { parseLanguage } from '@h5/contract/languages.ts';
import { HOME_PAGE } from '@h5/contract/page-aliases.ts';
import type { BootDataRequest } from './boot-data.ts';
import { renderIndexHtml, renderPageHead, type PageHead } from './index-html.ts';
import { landingPage, pagePreloads, readLandingFiles, type LandingFiles, type Preload } from './landing.ts';
import { parseWebManifest, renderWebManifest, type WebManifest } from './web-manifest.ts';

export interface WebAppOptions {
  readonly webDist: string;
  readonly apiBaseUrl: string;
  readonly merchants: MerchantDirectory;
  /** Used when the request's host matches no merchant's `domains`. */
  readonly defaultMerchant: string;
  /** What the first screen would ask this server for; not used when the app talks to another API server. */
  readonly bootData?: (request: BootDataRequest) => Promise<BootData>;
}

/** Vite builds with base `/m/`; everything of the app lives under this prefix. */
const APP_PREFIX = '/m';
/** Paths below `/m` that are index.html itself (the client router maps the aliases, lobby spec §1). */
const INDEX_PATHS = new Set(['', '/', '/index.html', '/register.html']);
/** Vite's hashed output: a changed file gets a new name, so these may be cached for good. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, manifest, icons) is revalidated on each use, so a deploy shows at once. */
const REVALIDATE = 'no-cache';
/** The web app manifest of vite-plugin-pwa (apps/web/pwa.config.ts), rendered per merchant. */
const MANIFEST_FILE = 'manifest.webmanifest';
const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

/**
 * Where a browser asking for an unknown page is sent (platform-api §12 #13). A fixed target: nothing of the
 * request goes into the `Location`, so it cannot be turned into an open redirect.
 */
export const UNKNOWN_PAGE_TARGET = `${APP_PREFIX}/home`;
/** Prefixes whose unknown paths keep the JSON 404 (the API, the docs, the CDN, the app's own files). */
const NOT_PAGE_PREFIXES = ['/wps', '/lgw', '/docs', '/cdn', APP_PREFIX];

/** The build's list of what each page needs first (apps/web/scripts/landing-preloads.mjs). */
const LANDING_FILE = '.vite/landing.json';

/**
 * A browser's navigation to the page, as opposed to a script's fetch of it (the service worker's precache):
 * `Sec-Fetch-Mode: navigate`, or, from a browser that does not send it, a request that accepts HTML.
 */
function isNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return acceptsHtml(request.headers.accept);
}

/** Whether an `Accept` header lists `text/html` (with a non-zero quality). */
function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'text/html') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * An unmatched request that a browser makes for a page: GET or HEAD, accepting HTML, outside the API, the docs,
 * the CDN and the app. Such a request is redirected to {@link UNKNOWN_PAGE_TARGET}; anything else (API clients,
 * scripts, images) keeps the JSON 404. The path is read decoded, as the router reads it.
 */
export function isUnknownPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = decodedPathname(request.url);
  if (NOT_PAGE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  return acceptsHtml(request.headers.accept);
}

/** A path whose decoded segments hold no `.`, `..`, empty segment or backslash. */
function isCanonical(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return false;
  return decoded
    .split('/')
    .slice(1)
    .every(
      (segment, index, all) =>
        (segment !== '' || index === all.length - 1) && segment !== '.' && segment !== '..',
    );
}

/**
 * Serves the built web app: `/`, `/register.html`, `/m`, `/m/*` (SPA fallback for extension-less paths),
 * precompressed `.br`/`.gz` siblings, and index.html with the runtime configuration of the request's merchant.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist: options.webDist }, 'web app not built: /m/ answers 503 until it is');
    const notBuilt = (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `The web app has not been built: ${indexFile} is missing.\n` +
            'Run `npm run build` (or `npm start`, which builds it), then restart the server.\n' +
            'The API under /wps/ works without it.\n',
        );
    for (const url of ['/', '/register.html', APP_PREFIX, `${APP_PREFIX}/*`]) app.get(url, notBuilt);
    return;
  }

  const template = readFileSync(indexFile, 'utf8');
  const renderings = new Map<string, string>();
  const indexFor = (merchant: string): string => {
    let html = renderings.get(merchant);
    if (html === undefined) {
      html = renderIndexHtml(template, { apiBaseUrl: options.apiBaseUrl, merchant });
      renderings.set(merchant, html);
    }
    return html;
  };

  const merchantOf = (request: FastifyRequest) =>
    options.merchants.forHost(request.hostname) ?? options.merchants.get(options.defaultMerchant);

  let landing: LandingFiles | undefined;
  try {
    landing = readLandingFiles(join(options.webDist, LANDING_FILE));
  } catch (error) {
    // Served without preloads: the app still works, its first screen only waits longer.
    app.log.warn(
      { err: error, webDist: options.webDist },
      'landing.json of the web build not readable: no preloads',
    );
  }
  const { bootData } = options;
  const embedsData = bootData !== undefined && options.apiBaseUrl === '';

  /**
   * A navigation gets the first screen's needs in its head (issue 11): its page's code and the language files as
   * preloads, the site configuration and (on home) the guest feed as data, the first banner as a high-priority
   * image. Other fetches of index.html (the service worker's precache) get the plain file: a stored copy must not
   * carry data that goes stale.
   */
  const pageHead = async (
    request: FastifyRequest,
    merchant: MerchantConfig | undefined,
  ): Promise<PageHead> => {
    if (!isNavigation(request)) return {};
    const language = parseLanguage(request.cookies[LANGUAGE_COOKIE]);
    const page = landing ? landingPage(landing, decodedPathname(request.url)) : undefined;
    const preloads: Preload[] = landing && page ? pagePreloads(landing, page, language) : [];
    if (!embedsData || merchant === undefined) return { preloads };
    let data: BootData;
    try {
      data = await bootData({ merchant, language, ip: request.ip, homeFeed: page === HOME_PAGE });
    } catch (error) {
      // The data only saves requests: a failing database must not turn the page into an error, the app asks itself.
      request.log.warn({ err: error }, 'boot data not available: page served without it');
      return { preloads };
    }
    const [banner] = data.homeFeed?.banners ?? [];
    if (!banner?.url) return { preloads, bootData: data };
    preloads.unshift({ href: banner.url, as: 'image', highPriority: true });
    return { preloads, bootData: data, splashBanner: banner.url };
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const merchant = merchantOf(request);
    const html = indexFor(merchant?.code ?? options.defaultMerchant);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'Host, Cookie, Sec-Fetch-Mode')
      .send(renderPageHead(html, await pageHead(request, merchant)));
  };

  const manifestFile = join(options.webDist, MANIFEST_FILE);
  let manifest: WebManifest | undefined;
  if (existsSync(manifestFile)) {
    try {
      manifest = parseWebManifest(readFileSync(manifestFile, 'utf8'));
    } catch (error) {
      // Served as the build wrote it: the app still works, it only installs under the build's name.
      app.log.warn({ err: error, manifestFile }, 'web app manifest not readable: served unchanged');
    }
  }
  const manifests = new Map<string, string>();
  const sendManifest = (template: WebManifest, request: FastifyRequest, reply: FastifyReply) => {
    const merchant = merchantOf(request);
    const key = merchant?.code ?? '';
    let body = manifests.get(key);
    if (body === undefined) {
      body = renderWebManifest(template, merchant?.name ?? '');
      manifests.set(key, body);
    }
    return reply.type(MANIFEST_TYPE).header('cache-control', REVALIDATE).header('vary', 'Host').send(body);
  };

  await app.register(fastifyStatic, {
    root: options.webDist,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'ignore',
  });

  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    // The raw, still percent-encoded path goes to the file lookup, which decodes it once.
    const path = pathnameOf(request.url).slice(APP_PREFIX.length);
    if (INDEX_PATHS.has(path)) return sendIndex(request, reply);
    // `/assets/%2e%2e/index.html` must not reach index.html under the immutable header: only canonical paths.
    if (!isCanonical(path)) {
      reply.callNotFound();
      return reply;
    }
    const isAsset = path.startsWith(HASHED_ASSETS);
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    // A client-side route has no extension; a missing file (above all a stale hashed asset) must stay a 404,
    // never index.html, or the browser would run HTML as a script.
    if (!isAsset && !lastSegment.includes('.')) return sendIndex(request, reply);
    reply.header('cache-control', isAsset ? IMMUTABLE : REVALIDATE);
    return reply.sendFile(path);
  };

  if (manifest !== undefined) {
    const template = manifest;
    app.get(`${APP_PREFIX}/${MANIFEST_FILE}`, (request, reply) => sendManifest(template, request, reply));
  }
  app.get('/', sendIndex);
  app.get('/register.html', sendIndex);
  app.get(APP_PREFIX, sendIndex);
  app.get(`${APP_PREFIX}/*`, sendApp);
}
