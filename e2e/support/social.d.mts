export declare const SOCIAL_HOST: string;
export declare const E2E_TELEGRAM_BOT: { readonly name: string; readonly token: string };
export declare function startOidcProvider(redirectUri: string): Promise<{
  google: { kind: 'oidc'; issuer: string; clientId: string; clientSecret: string };
  stop: () => void;
}>;
