import type { MerchantConfig } from './merchant-config.ts';
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
