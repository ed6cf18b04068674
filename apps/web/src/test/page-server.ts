import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initI18n, loadNamespace, setLanguage } from '../lib/i18n/i18n.ts';
import { clearSession } from '../lib/session/session-store.ts';

/**
 * The mock server of a page test file, with the file's hooks: English texts and the page's `namespace` loaded first;
 * after each test the handlers, the session and the language are reset.
 */
export function startPageServer(
  handlers: readonly RequestHandler[],
  namespace: Parameters<typeof loadNamespace>[0],
) {
  const server = setupServer(...handlers);
  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'error' });
    await initI18n('EN');
    await loadNamespace(namespace);
  });
  afterEach(async () => {
    server.resetHandlers();
    clearSession();
    await setLanguage('EN');
  });
  afterAll(() => {
    server.close();
  });
  return server;
}
