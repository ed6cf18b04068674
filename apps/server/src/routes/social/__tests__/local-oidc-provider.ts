import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A real OpenID Connect provider (the `oidc-provider` package) on a random local port, for the social tests. */
export interface LocalProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  close(): Promise<void>;
}

export const TEST_CLIENT = {
  clientId: 'h5-test-client',
  clientSecret: 'h5-test-client-secret-0123456789',
} as const;

/**
 * Starts the provider with one confidential client (`client_secret_post`, code flow, PKCE required) allowed to
 * return to `redirectUris`. Any login name is accepted by its development login page; the person's `sub` is that
 * name, with an e-mail and a name made from it.
 */
export async function startLocalProvider(redirectUris: readonly string[]): Promise<LocalProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${String(port)}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@example.test`, name: `Player ${id}` }),
    }),
    cookies: { keys: ['h5-local-provider-cookie-key'] },
    // As Google does: the e-mail and name in the ID token itself.
    conformIdTokenClaims: false,
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
    },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    void handle(req, res);
  });
  return {
    issuer,
    ...TEST_CLIENT,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
      }),
  };
}

/**
 * Goes through the provider's own pages as a browser would (cookies kept, forms posted): the login page with
 * `login`, then the consent page; answers the query the provider sends to the redirect URI. `cancel` presses the
 * login page's cancel link instead.
 */
export async function walkProvider(
  authorizationUrl: string,
  redirectUri: string,
  login: string,
  options: { cancel?: boolean } = {},
): Promise<string> {
  const jar = new Map<string, string>();
  let next: { url: URL; body?: URLSearchParams } = { url: new URL(authorizationUrl) };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(next.url, {
      method: next.body === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(next.body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(next.body === undefined ? {} : { body: next.body.toString() }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location !== null) {
      const url = new URL(location, next.url);
      const target = new URL(redirectUri);
      if (url.origin === target.origin && url.pathname === target.pathname) return url.search.slice(1);
      next = { url };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (action === undefined || prompt === undefined)
      throw new Error(`unexpected provider page: ${html.slice(0, 300)}`);
    if (options.cancel === true) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (abort === undefined) throw new Error('no cancel link on the provider page');
      next = { url: new URL(abort, next.url) };
      continue;
    }
    const body = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      body.set('login', login);
      body.set('password', 'any');
    }
    next = { url: new URL(action, next.url), body };
  }
  throw new Error('the provider never sent the player back');
}
