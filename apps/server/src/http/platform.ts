import type { Language } from '@h5/contract/languages.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { CountryCatalog } from '../domain/countries.ts';
import type { AccountServices } from '../domain/services.ts';
import type { SessionInfo } from '../domain/sessions.ts';
import type { MerchantConfig } from '../domain/merchant-config.ts';
import type { MerchantDirectory } from '../domain/merchant-directory.ts';
import type { EndpointRegistry } from './endpoint-registry.ts';

/** What route handlers may use, decorated on the app once at start. */
export interface Platform {
  readonly config: Config;
  readonly db: Db;
  readonly merchants: MerchantDirectory;
  readonly countries: CountryCatalog;
  readonly endpoints: EndpointRegistry;
  readonly version: string;
  readonly accounts: AccountServices;
}

/** What the header guard learned about an API request. */
export interface ApiRequestContext {
  readonly merchant: MerchantConfig | null;
  readonly language: Language;
  /** The raw `Authorization` token (platform-api §2: no `Bearer` prefix), or null for a guest. */
  readonly token: string | null;
  /** The live session of the token; null for guests and endpoints that ignore the token. */
  session: SessionInfo | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
  interface FastifyRequest {
    apiContext: ApiRequestContext | null;
  }
}
