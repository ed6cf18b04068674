import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { constants as zlib } from 'node:zlib';
import { ENDPOINTS } from '@h5/contract/endpoint-table.ts';
import { apiOrigin, type Config } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { unitOfWork } from './db/unit-of-work.ts';
import { agentRepository } from './domain/agent/agent-repository.ts';
import { contentRepository } from './domain/content/content-repository.ts';
import { feedbackDir, moveFeedbackFilesIntoDatabase } from './domain/content/feedback.ts';
import { gamesRepository } from './domain/games/games-repository.ts';
import { loadCountryCatalog } from './domain/merchants/countries.ts';
import { cdnOrigins } from './domain/merchants/merchant-config.ts';
import { loadMerchantDirectory } from './domain/merchants/merchant-directory.ts';
import { merchantsRepository } from './domain/merchants/merchants-repository.ts';
import { depositRepository } from './domain/payments/deposit-repository.ts';
import { promotionsRepository } from './domain/promotions/promotions-repository.ts';
import { walletRepository } from './domain/wallet/wallet-repository.ts';
import { FundsGuard } from './domain/withdrawals/funds-guard.ts';
import { withdrawalsRepository } from './domain/withdrawals/withdrawals-repository.ts';
import { accountsRepository } from './domain/accounts/accounts-repository.ts';
import { createAccountServices } from './domain/accounts/services.ts';
import { ApiError } from './domain/errors.ts';
import {
  DEADLINE_CHECK_INTERVAL_MS,
  RECOMMENDED_DESCRIPTOR_LIMIT,
  connectionCapacity,
  guardConnections,
  readDescriptorLimit,
  trustedProxies,
} from './http/connection-guard.ts';
import { registerDocs } from './http/docs.ts';
import { EndpointRegistry } from './http/endpoint-registry.ts';
import {
  clientErrorHandler,
  installErrorHandling,
  isApiRequest,
  replyWithError,
} from './http/error-handler.ts';
import { buildOpenApiDocument } from './http/openapi.ts';
import type { Platform } from './http/platform.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { rateLimitRepository } from './infra/rate-limit-repository.ts';
import { createLogger } from './logger.ts';
import { PAYMENT_ROUTE_DOCS } from './routes/payments/payment-route-docs.ts';
import { registerRoutes } from './routes/register-routes.ts';
import { readMerchantFiles, syncMerchants } from './seed/merchant-files.ts';
import { registerCdn } from './web/cdn.ts';
import { registerGameAssets } from './web/game-assets.ts';
import { bootDataSource } from './web/boot-data.ts';
import { isUnknownPageRequest, registerWebApp, UNKNOWN_PAGE_TARGET } from './web/web-app.ts';
import serverPackage from '../package.json' with { type: 'json' };

export interface BuildOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  logDestination?: DestinationStream;
  /** Registers further routes before the app is sealed (tests add endpoints the contract does not have yet). */
  extraRoutes?: (app: FastifyInstance) => void;
}

/** Smaller JSON answers gain nothing from compression and cost CPU. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli's default quality (11) is for build-time compression; 4 is the usual on-the-fly trade-off. */
const BROTLI_QUALITY = 4;
const RATE_LIMIT_WINDOW = '1 minute';

/** Caps connections per client and in all, below the descriptor limit (docs/decisions.md, issue 12). */
function limitConnections(app: FastifyInstance, config: Config): void {
  const descriptorLimit = readDescriptorLimit();
  const maxConnections =
    config.maxConnections > 0 ? config.maxConnections : (connectionCapacity(descriptorLimit) ?? 0);
  guardConnections(app.server, {
    perClient: config.connectionsPerClient,
    maxConnections,
    exempt: trustedProxies(config.trustProxy),
    log: app.log,
  });
  const limits = { descriptorLimit, maxConnections, connectionsPerClient: config.connectionsPerClient };
  if (descriptorLimit !== null && descriptorLimit < RECOMMENDED_DESCRIPTOR_LIMIT) {
    // Node already raised the soft limit to the hard one; only whoever starts the process can raise the hard one.
    app.log.warn(
      limits,
      `open-file limit ${descriptorLimit} is low: raise it where the server is started (systemd LimitNOFILE, docker --ulimit nofile, ulimit -Hn; README: Deployment)`,
    );
  } else {
    app.log.info(limits, 'connection limits');
  }
}

/**
 * Builds the whole server (API, docs, web app) on the configured database: opens and migrates it, writes the
 * merchant files into it, loads merchants and countries into memory. The caller listens (main.ts) or injects
 * (tests), then closes.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const merchantFiles = readMerchantFiles(config.merchantsDir);
  const logger = createLogger(config.logLevel, options.logDestination);
  const { trustProxy } = config;
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: config.bodyLimit,
    // A client that sends its request slowly, or stops, must not hold a connection (and a descriptor) for long:
    // Node's defaults under Fastify were no request deadline at all, headers within 60 s checked every 30 s.
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: DEADLINE_CHECK_INTERVAL_MS,
    },
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionTimeout: config.socketIdleTimeoutMs,
    // A hop count means: trust that many proxies nearest to us.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    genReqId: () => randomUUID(),
    clientErrorHandler,
    frameworkErrors: (error, request, reply) => {
      replyWithError(error, request, reply);
    },
  });

  limitConnections(app, config);

  const db = openDatabase(config);
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  try {
    await migrateToLatest(db);
    const accounts = createAccountServices(db, config, app.log);
    // An instance whose KEY_RING_SECRET cannot open the shared RSA keys stops here, not at its first login.
    await accounts.keys.verify();
    // Demo data is not seeded here: see seed/seed.ts (SEED_DEMO, `npm run seed`).
    const { merchants: files, unserved } = await syncMerchants(db, merchantFiles, app.log);
    app.log.info({ merchants: files, unserved }, 'database ready');
    const images = await moveFeedbackFilesIntoDatabase(
      contentRepository(db),
      feedbackDir(config.databasePath),
    );
    if (images.moved > 0 || images.problems.length > 0) {
      app.log.warn(images, 'feedback image files moved into the database');
    }
    const stored = merchantsRepository(db);
    const merchants = await loadMerchantDirectory(stored, new Set(merchantFiles.map((m) => m.code)));
    if (merchants.get(config.merchantCode) === undefined) {
      throw new Error(
        `MERCHANT_CODE=${config.merchantCode} names no merchant; known: ${merchants.codes().join(', ')}`,
      );
    }
    const endpoints = new EndpointRegistry();
    const platform: Platform = {
      config,
      db,
      merchants,
      countries: await loadCountryCatalog(stored),
      endpoints,
      version: serverPackage.version,
      accounts,
      repositories: {
        accounts: accountsRepository(db),
        games: gamesRepository(db),
        wallet: walletRepository(db),
        content: contentRepository(db),
        agent: agentRepository(db),
        merchants: stored,
        payments: depositRepository(db),
        withdrawals: withdrawalsRepository(db),
        promotions: promotionsRepository(db),
      },
      units: {
        games: unitOfWork(db, (trx) => ({ games: gamesRepository(trx), wallet: walletRepository(trx) })),
        content: unitOfWork(db, (trx) => ({ content: contentRepository(trx) })),
        payments: unitOfWork(db, (trx) => ({
          deposits: depositRepository(trx),
          wallet: walletRepository(trx),
          promotions: promotionsRepository(trx),
        })),
        withdrawals: unitOfWork(db, (trx) => ({
          withdrawals: withdrawalsRepository(trx),
          wallet: walletRepository(trx),
        })),
        promotions: unitOfWork(db, (trx) => ({
          promotions: promotionsRepository(trx),
          wallet: walletRepository(trx),
        })),
      },
      fundsGuard: new FundsGuard(withdrawalsRepository(db)),
    };
    app.decorate('platform', platform);
    app.decorateRequest('apiContext', null);

    // Forms appear once in the contract (forgot password by e-mail, platform-api §1); JSON is the default.
    // text/plain is dropped so that a wrongly labelled body is a 415, not a string.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    // Merchants are loaded once at start, so the image origins of every one of them are known here.
    await registerSecurityHeaders(app, apiOrigin(config.apiBaseUrl), cdnOrigins(merchants.all()));
    // The captcha is bound to the client by an HttpOnly cookie (platform-api §12 #6).
    await app.register(cookie);
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    });

    let limiter;
    if (config.rateLimitMax > 0) {
      await app.register(rateLimit, {
        global: true,
        max: config.rateLimitMax,
        timeWindow: RATE_LIMIT_WINDOW,
        // Counted in the database, so that several instances count a client together (issue 14).
        store: databaseRateLimitStore(rateLimitRepository(db)),
        // The app's files are cheap and a page load fetches dozens; the limit protects the API. Decided by the
        // route reached, not the raw URL: `/%77ps/...` reaches the same handlers as `/wps/...`.
        allowList: (request) => !isApiRequest(request),
        errorResponseBuilder: () => new ApiError('tooManyRequests'),
      });
      limiter = app.rateLimit({ allowList: (request) => !isApiRequest(request) });
    }
    installErrorHandling(app, endpoints, {
      limiter,
      pages: { matches: isUnknownPageRequest, target: UNKNOWN_PAGE_TARGET },
    });

    registerRoutes(app);
    options.extraRoutes?.(app);
    const missing = endpoints.missing(ENDPOINTS);
    if (missing.length > 0) {
      throw new Error(`Contract endpoints without a server handler: ${missing.join(', ')}`);
    }

    await registerDocs(app, buildOpenApiDocument(endpoints.all(), serverPackage.version, PAYMENT_ROUTE_DOCS));
    await registerCdn(app);
    await registerGameAssets(app);
    await registerWebApp(app, {
      webDist: config.webDist,
      apiBaseUrl: config.apiBaseUrl,
      merchants,
      defaultMerchant: config.merchantCode,
      bootData: bootDataSource(platform.repositories.content, merchants),
    });
    await app.ready();
  } catch (error) {
    // The app never started, so its close hooks would not run; the database file must not stay open.
    await db.destroy();
    throw error;
  }
  return app;
}
