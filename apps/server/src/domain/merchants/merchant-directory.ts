import { merchantConfig, type MerchantConfig } from './merchant-config.ts';
import type { MerchantsRepository } from './merchants-repository.ts';
import { isModuleOn, moduleFlags, type ModuleFlags } from './module-switches.ts';

interface Entry {
  readonly config: MerchantConfig;
  readonly flags: ModuleFlags;
}

/** The merchants the server serves, held in memory after start (read from the database once). */
export class MerchantDirectory {
  readonly #byCode = new Map<string, Entry>();
  readonly #byDomain = new Map<string, MerchantConfig>();

  constructor(merchants: readonly MerchantConfig[]) {
    for (const config of merchants) {
      this.#byCode.set(config.code, { config, flags: moduleFlags(config.whitelabel) });
      for (const domain of config.domains) this.#byDomain.set(domain, config);
    }
  }

  get(code: string): MerchantConfig | undefined {
    return this.#byCode.get(code)?.config;
  }

  /** The merchant whose `domains` lists this host name (case-insensitive, port and trailing dot ignored). */
  forHost(host: string): MerchantConfig | undefined {
    const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    return this.#byDomain.get(name);
  }

  isModuleOn(code: string, moduleId: string | null): boolean {
    const entry = this.#byCode.get(code);
    return entry !== undefined && isModuleOn(entry.flags, moduleId);
  }

  all(): MerchantConfig[] {
    return [...this.#byCode.values()].map((e) => e.config);
  }

  codes(): string[] {
    return [...this.#byCode.keys()];
  }
}

/** The merchants to serve: those of `fileCodes` (rows without a file stay in the database, unserved). */
export async function loadMerchantDirectory(
  merchants: Pick<MerchantsRepository, 'listMerchants'>,
  fileCodes: ReadonlySet<string>,
): Promise<MerchantDirectory> {
  const rows = (await merchants.listMerchants()).filter((row) => fileCodes.has(row.code));
  const configs = rows.map((row) => {
    const parsed = merchantConfig.safeParse(JSON.parse(row.config));
    if (!parsed.success) {
      throw new Error(`Merchant ${row.code} in the database is invalid: ${parsed.error.message}`);
    }
    return parsed.data;
  });
  return new MerchantDirectory(configs);
}
