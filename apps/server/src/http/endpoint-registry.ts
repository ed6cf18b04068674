import type { Endpoint, HttpMethod } from '@h5/contract/endpoint.ts';

export interface RegisteredEndpoint {
  readonly endpoint: Endpoint;
  /** False for endpoints that serve no particular merchant (the health check). */
  readonly merchantRequired: boolean;
  readonly methods: readonly HttpMethod[];
}

/**
 * What the server registered from the contract: the 405 answer needs the methods of a known path, the start-up
 * check needs to know nothing of `ENDPOINTS` was left out, and the fuzz test walks it.
 */
export class EndpointRegistry {
  readonly #byName = new Map<string, RegisteredEndpoint>();
  readonly #methodsByPath = new Map<string, HttpMethod[]>();

  add(entry: RegisteredEndpoint, paths: readonly string[]): void {
    if (this.#byName.has(entry.endpoint.name))
      throw new Error(`Endpoint ${entry.endpoint.name} registered twice`);
    this.#byName.set(entry.endpoint.name, entry);
    for (const path of paths) {
      const methods = this.#methodsByPath.get(path) ?? [];
      methods.push(...entry.methods.filter((m) => !methods.includes(m)));
      this.#methodsByPath.set(path, methods);
    }
  }

  get(name: string): RegisteredEndpoint | undefined {
    return this.#byName.get(name);
  }

  all(): RegisteredEndpoint[] {
    return [...this.#byName.values()];
  }

  /** Methods answered on this exact path (GET implies HEAD), or undefined for an unknown path. */
  methodsFor(path: string): string[] | undefined {
    const methods = this.#methodsByPath.get(path);
    if (methods === undefined) return undefined;
    return methods.includes('GET') ? [...methods, 'HEAD'] : [...methods];
  }

  /** Names of `expected` endpoints that have no handler. */
  missing(expected: readonly Endpoint[]): string[] {
    return expected.filter((e) => !this.#byName.has(e.name)).map((e) => e.name);
  }
}
