// Social sign-in scenarios (e2e/tests/social-sign-in.spec.ts, issue 17 item 2): a real OpenID Connect provider (the
// `oidc-provider` package) started beside the e2e server, and the test merchant that signs in with it.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/** The host name of the social test merchant (Chromium resolves *.localhost to loopback). */
export const SOCIAL_HOST = 'social.localhost';
/** The Telegram bot of the social test merchant; the scenarios sign the widget's data with its token. */
export const E2E_TELEGRAM_BOT = { name: 'h5_e2e_bot', token: '7654321:E2E-test-bot-token' };
const CLIENT = { id: 'h5-e2e-client', secret: 'h5-e2e-client-secret-0123456789abcdef' };

/**
 * Starts the provider on a random local port with one confidential client (`client_secret_post`, code flow, PKCE
 * required) that may return to `redirectUri`. Its development login page takes any name as the person; the
 * person's e-mail and name are made from it. Answers the merchant file's `social.google` and a stop function.
 */
export async function startOidcProvider(redirectUri) {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@example.test`, name: `Player ${id}` }),
    }),
    cookies: { keys: ['h5-e2e-provider-cookie-key'] },
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
  server.on('request', (req, res) => void handle(req, res));
  return {
    google: { kind: 'oidc', issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret },
    stop: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
