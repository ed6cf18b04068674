import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitRepository } from '../infra/rate-limit-repository.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** What the plugin hands a store (its types leave the options empty). */
interface StoreOptions {
  readonly continueExceeding?: boolean;
  readonly exponentialBackoff?: boolean;
  readonly routeInfo?: { readonly method?: unknown; readonly url?: unknown };
}

/** Ended windows are deleted at most this often by each instance; they count as absent until then anyway. */
const PRUNE_EVERY_MS = 60_000;

/**
 * @fastify/rate-limit's store on the database (issue 14): the counts are shared by every server instance, so a
 * client gets `RATE_LIMIT_MAX` requests a minute in all, not per instance. A fixed window from the client's first
 * request, as the plugin's own in-memory store counts. The plugin makes a child store for each route with its own
 * limit and for each limiter made with `app.rateLimit(...)`; each child counts apart (its scope), as the in-memory
 * children did.
 */
export function databaseRateLimitStore(counters: RateLimitRepository): FastifyRateLimitStoreCtor {
  let lastPrune = 0;
  const pruneNowAndThen = (now: number) => {
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    // Only housekeeping: a failure here must not fail the request, the next prune retries.
    counters.deleteEndedWindows(now).catch(() => undefined);
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    #children = 0;

    constructor(
      options: StoreOptions,
      private readonly scope = '',
    ) {
      // Both extend a window on every refused request; this store only counts fixed windows.
      if (options.continueExceeding === true || options.exponentialBackoff === true) {
        throw new Error(
          'the database rate-limit store supports neither continueExceeding nor exponentialBackoff',
        );
      }
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      pruneNowAndThen(now);
      counters.countHit(this.scope, key, timeWindow, now).then(
        (window) => {
          callback(null, { current: window.hits, ttl: window.resetsAt - now });
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    /** The count without counting (the plugin's `{ increment: false }`). */
    read(key: string, callback: Callback): void {
      const now = Date.now();
      counters.readWindow(this.scope, key, now).then(
        (window) => {
          callback(
            null,
            window === undefined
              ? { current: 0, ttl: 0 }
              : { current: window.hits, ttl: window.resetsAt - now },
          );
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    // Typed by the plugin as a route's options; it hands the merged limit options with `routeInfo` (its README).
    child(merged: object): FastifyRateLimitStore {
      const routeOptions = merged as StoreOptions;
      const { method, url } = routeOptions.routeInfo ?? {};
      // A route's limit is named by the route; a limiter made by `app.rateLimit` has no route, so it is named by its
      // place in the order of creation, which the same code makes the same on every instance.
      const name =
        typeof method === 'string' && typeof url === 'string' ? `${method} ${url}` : `#${++this.#children}`;
      return new DatabaseRateLimitStore(routeOptions, `${this.scope}${name}/`);
    }
  }
  return DatabaseRateLimitStore;
}
