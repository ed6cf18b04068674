// Playwright's web server: the real platform server on a throwaway database, with the repo's merchant
// files plus test merchants derived from the demo merchant, each picked by a *.localhost host name.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { build } from '../../scripts/lib/build-stamp.mjs';
import { pinnedNode, root } from '../../scripts/lib/ensure.mjs';
import { E2E_OPERATOR } from './operator.mjs';
import { E2E_TELEGRAM_BOT, SOCIAL_HOST, startOidcProvider } from './social.mjs';

// Under test-results/, which `npm test` clears, so nothing piles up in /tmp even if cleanup is skipped.
mkdirSync(join(root, 'test-results'), { recursive: true });
const dir = mkdtempSync(join(root, 'test-results', 'e2e-server-'));
const merchants = join(dir, 'merchants');
mkdirSync(merchants);
const source = join(root, 'apps/server/merchants');
for (const file of readdirSync(source).filter((f) => f.endsWith('.json')))
  copyFileSync(join(source, file), join(merchants, file));

const demo = JSON.parse(readFileSync(join(source, 'demo.json'), 'utf8'));
// Red envelope rain (tests/red-rain.spec.ts): the demo merchant's rain starts a minute before the server and falls
// for a day, so a scenario always meets a rain falling, never the instant one ends.
const aMinuteAgo = new Intl.DateTimeFormat('en-GB', {
  timeZone: demo.timeZone ?? 'Asia/Manila',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}).format(Date.now() - 60_000);
writeFileSync(
  join(merchants, 'demo.json'),
  JSON.stringify({
    ...demo,
    promotions: {
      ...demo.promotions,
      redRain: { ...demo.promotions.redRain, startTimes: [aMinuteAgo], minutes: 1440 },
    },
  }),
);

const variants = {
  'e2e-maint': { domains: ['maintenance.localhost'], maintenance: true, regionRestriction: false },
  'e2e-restricted': { domains: ['restricted.localhost'], maintenance: false, regionRestriction: true },
  'e2e-both': { domains: ['both.localhost'], maintenance: true, regionRestriction: true },
};
/**
 * The demo merchant's white-label tree with some switches changed (`'0'`/`'1'`) and some nodes removed (a shell
 * switch missing from the tree counts as off).
 */
function whitelabelWith(switches, removed = []) {
  const walk = (node) => ({
    ...node,
    enabled: switches[node.modId] ?? node.enabled,
    childrenNodes: node.childrenNodes.filter((child) => !removed.includes(child.modId)).map(walk),
  });
  return walk(demo.whitelabel);
}
// Shell scenarios (e2e/tests/shell.spec.ts): side-menu entries and the register link by switch.
variants['e2e-shell'] = {
  domains: ['shell.localhost'],
  whitelabel: whitelabelWith(
    { SIDEMENU_SHARE3: '0', SIDEMENU_MISSION3: '0', SIDEMENU_APPDOWNLOAD3: '0', DIRECTREG3: '0' },
    ['SIDEMENU_MANUALREBATE3'],
  ),
};
// Member center and agent home with another switch set (e2e/tests/member.spec.ts; lobby spec §2.11, §2.12).
variants['e2e-member-off'] = {
  domains: ['memberoff.localhost'],
  whitelabel: whitelabelWith(
    Object.fromEntries(
      [
        'DEPRECM3',
        'MAILCEN',
        'FEEDBACK3',
        'MISSION',
        'VIPBENEFIT3',
        'REFERRAL',
        'AGENTMENU_TEAMBET3',
        'DIVIDENDDISP3',
      ].map((modId) => [modId, '0']),
    ),
  ),
};
// Social sign-in (e2e/tests/social-sign-in.spec.ts): the three switches on, Google on a real OpenID Connect provider
// started here, Telegram with a test bot, Facebook not configured (its button stays hidden).
const oidc = await startOidcProvider(
  `http://${SOCIAL_HOST}:${process.env.E2E_PORT ?? '4780'}/m/social/callback`,
);
variants['e2e-social'] = {
  domains: [SOCIAL_HOST],
  whitelabel: whitelabelWith({ GOOGLELOGIN3: '1', FACEBOOKLOGIN3: '1', TELEGRAMLOGIN3: '1' }),
  social: {
    google: oidc.google,
    telegram: { botName: E2E_TELEGRAM_BOT.name, botToken: E2E_TELEGRAM_BOT.token },
  },
};
for (const [code, change] of Object.entries(variants)) {
  writeFileSync(
    join(merchants, `${code}.json`),
    JSON.stringify({ ...demo, code, name: code, ...change }, null, 2),
  );
}

// The built server, as `npm start` and the container run it; rebuilt here when its sources changed since the last
// build (well under a second), so a scenario never runs an old bundle.
build(['server'], { ifChanged: true });
const child = spawn(pinnedNode, ['--enable-source-maps', join(root, 'apps/server/dist/main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4780',
    HOST: '127.0.0.1',
    // A throwaway database, whatever the developer's shell points DATABASE_URL or NODE_ENV at.
    DATABASE_URL: '',
    NODE_ENV: 'development',
    DATABASE_PATH: join(dir, 'platform.sqlite'),
    // The scenarios log in as the demo accounts and play the demo catalogue.
    SEED_DEMO: 'true',
    MERCHANTS_DIR: merchants,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // The scenarios read SMS codes and mails from the development outbox.
    DEV_OUTBOX: 'true',
    // Scenarios that count failed logins per IP give themselves their own address (X-Forwarded-For).
    TRUST_PROXY: 'true',
    // Scenarios approve deposits and pay withdrawals as the merchant's staff would (support/operator.mjs).
    OPERATOR_TOKENS: `${E2E_OPERATOR.name}:${E2E_OPERATOR.token}`,
  },
});
const cleanup = () => rmSync(dir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', (code) => {
  oidc.stop();
  cleanup();
  process.exit(code ?? 0);
});
