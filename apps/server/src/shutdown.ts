import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long closing the database may take once the connections are closed, before the process exits anyway. */
const FORCED_EXIT_AFTER_GRACE_MS = 5000;

/**
 * Stops the server on SIGTERM or SIGINT without dropping the requests it has begun: it stops listening, lets the
 * requests in flight finish for `graceMs` at most, then closes the connections left, closes the database (the
 * app's close hooks) and exits 0. Call before `listen`.
 *
 * Fastify's close stops listening, closes the idle keep-alive connections and answers 503 to a request that
 * arrives on a busy one; what it leaves is the connection whose answer goes out after the signal: kept alive, a
 * proxy such as nginx would send its next request on it just as it is closed (a 502 for a POST, which nginx does
 * not retry). Those answers say `Connection: close` instead, so the proxy sends its next request to another
 * instance.
 */
export function installGracefulShutdown(app: FastifyInstance, graceMs: number): void {
  const unsent = new Set<ServerResponse>();
  let closing = false;
  // Before Fastify's own listener, so that even an answer sent at once sees `closing`.
  app.server.prependListener('request', (_request, response: ServerResponse) => {
    if (closing) {
      response.shouldKeepAlive = false;
      return;
    }
    unsent.add(response);
    response.once('close', () => unsent.delete(response));
  });

  const shutdown = (signal: NodeJS.Signals) => {
    // Ctrl-C under `npm start` reaches the server twice (from the terminal and from the start script).
    if (closing) return;
    closing = true;
    for (const response of unsent) if (!response.headersSent) response.shouldKeepAlive = false;
    app.log.info(
      { signal, inFlight: unsent.size, graceMs },
      'shutting down: finishing the requests in flight',
    );
    // A client that never finishes its request would hold the close until REQUEST_TIMEOUT_SECONDS, past the
    // moment a container runtime kills the process.
    const grace = setTimeout(() => {
      app.log.warn({ inFlight: unsent.size }, 'shutdown grace over: closing the connections still open');
      app.server.closeAllConnections();
    }, graceMs);
    setTimeout(() => {
      app.log.error('shutdown did not finish: exiting');
      process.exit(1);
    }, graceMs + FORCED_EXIT_AFTER_GRACE_MS).unref();
    app.close().then(
      () => {
        clearTimeout(grace);
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
