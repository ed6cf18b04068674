import type { RedirectProvider, SocialProvider } from '@h5/contract/endpoints/social.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { RedirectProviderConfig } from '../merchants/social-config.ts';

/** A Google or Facebook provider that can be used: its merchant settings with the secret found. */
export interface ReadyRedirectProvider {
  readonly provider: RedirectProvider;
  readonly settings: RedirectProviderConfig;
  readonly clientSecret: string;
}

/** The environment the `…Env` settings are read from (process.env in production, a record in tests). */
export type SecretSource = Readonly<Record<string, string | undefined>>;

function secretOf(inline: string | undefined, envName: string | undefined, env: SecretSource): string | null {
  const value = inline ?? (envName === undefined ? undefined : env[envName]);
  return value === undefined || value === '' ? null : value;
}

/** The provider's settings when the merchant configured it fully (a named but unset secret counts as not). */
export function redirectProvider(
  merchant: MerchantConfig,
  provider: RedirectProvider,
  env: SecretSource,
): ReadyRedirectProvider | null {
  const settings = merchant.social[provider];
  if (settings === undefined) return null;
  const clientSecret = secretOf(settings.clientSecret, settings.clientSecretEnv, env);
  return clientSecret === null ? null : { provider, settings, clientSecret };
}

export function telegramBot(
  merchant: MerchantConfig,
  env: SecretSource,
): { botName: string; botId: string; botToken: string } | null {
  const settings = merchant.social.telegram;
  if (settings === undefined) return null;
  const botToken = secretOf(settings.botToken, settings.botTokenEnv, env);
  // A bot token is `<bot id>:<secret>`; the id alone is public (Telegram's login page asks for it).
  const botId = /^(\d+):/.exec(botToken ?? '')?.[1];
  return botToken === null || botId === undefined ? null : { botName: settings.botName, botId, botToken };
}

/** Whether the provider can be used here: configured (`env` for secrets) and its switch on. */
export function isOffered(
  merchant: MerchantConfig,
  provider: SocialProvider,
  switchOn: boolean,
  env: SecretSource,
): boolean {
  if (!switchOn) return false;
  return provider === 'telegram'
    ? telegramBot(merchant, env) !== null
    : redirectProvider(merchant, provider, env) !== null;
}
