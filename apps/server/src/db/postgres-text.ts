import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { ApiError } from '../domain/errors.ts';

/** Whether a string anywhere in a query's tree (its values, as plain objects and arrays) holds a NUL character. */
function holdsNul(node: unknown): boolean {
  if (typeof node === 'string') return node.includes('\0');
  if (Array.isArray(node)) return node.some(holdsNul);
  if (node !== null && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
    return Object.values(node).some(holdsNul);
  }
  return false;
}

/**
 * PostgreSQL's text cannot hold a NUL character and refuses a parameter with one (an error, so a 500), where SQLite
 * stores and compares it like any other. No stored value can hold one, and no input needs one: a query given such
 * a string is refused before it is sent, as the bad request it is (the same 4xx on any endpoint, whatever field).
 */
export class RefuseNulText implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (holdsNul(node)) throw new ApiError('badRequest');
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}
