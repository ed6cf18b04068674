import { findHeadlessChromium } from '../../scripts/lib/ensure.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4780);

/** Host names that make the server pick a test merchant (support/start-server.mjs); Chromium resolves *.localhost to loopback. */
export const HOSTS = {
  maintenance: 'maintenance.localhost',
  restricted: 'restricted.localhost',
  both: 'both.localhost',
  /** Some side-menu entries and direct register off (support/start-server.mjs). */
  shell: 'shell.localhost',
  /** Demo merchant with DEPRECM3, MAILCEN, FEEDBACK3, MISSION, VIPBENEFIT3, REFERRAL, AGENTMENU_TEAMBET3 and DIVIDENDDISP3 off. */
  memberOff: 'memberoff.localhost',
  /** Social sign-in: Google on a local OpenID Connect provider, Telegram with a test bot (support/social.mjs). */
  social: 'social.localhost',
} as const;

export function baseUrl(host = '127.0.0.1'): string {
  return `http://${host}:${E2E_PORT}`;
}

/** Debian's Chromium headless shell where installed (`npm test` installs it as root), else the full browser. */
export function chromiumPath(): string {
  const found = findHeadlessChromium();
  if (!found)
    throw new Error(
      'Chromium not found: apt-get install -y chromium chromium-headless-shell, or set CHROME_PATH',
    );
  return found;
}
