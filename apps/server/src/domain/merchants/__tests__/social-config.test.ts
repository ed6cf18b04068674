import { describe, expect, it } from 'vitest';
import { socialConfig } from '../social-config.ts';

const google = { kind: 'oidc', issuer: 'https://accounts.google.com', clientId: 'id' } as const;

describe('social part of a merchant file', () => {
  it('takes a provider with exactly one of an inline secret and an environment variable', () => {
    expect(
      socialConfig.safeParse({ google: { ...google, clientSecretEnv: 'DEMO_GOOGLE_SECRET' } }).success,
    ).toBe(true);
    expect(socialConfig.safeParse({ google: { ...google, clientSecret: 's' } }).success).toBe(true);
    expect(socialConfig.safeParse({ google }).success).toBe(false);
    expect(
      socialConfig.safeParse({
        google: { ...google, clientSecret: 's', clientSecretEnv: 'DEMO_GOOGLE_SECRET' },
      }).success,
    ).toBe(false);
  });

  it('refuses a misspelt key, a relative endpoint and a bot name with @', () => {
    expect(socialConfig.safeParse({ googel: { ...google, clientSecret: 's' } }).success).toBe(false);
    const facebook = {
      kind: 'oauth2',
      clientId: 'id',
      clientSecretEnv: 'FB_SECRET',
      authorizationEndpoint: '/dialog/oauth',
      tokenEndpoint: 'https://graph.facebook.com/oauth/access_token',
      profileEndpoint: 'https://graph.facebook.com/me',
    };
    expect(socialConfig.safeParse({ facebook }).success).toBe(false);
    expect(
      socialConfig.safeParse({
        facebook: { ...facebook, authorizationEndpoint: 'https://www.facebook.com/dialog/oauth' },
      }).success,
    ).toBe(true);
    expect(
      socialConfig.safeParse({ telegram: { botName: '@my_site_bot', botTokenEnv: 'TG_TOKEN' } }).success,
    ).toBe(false);
  });
});
