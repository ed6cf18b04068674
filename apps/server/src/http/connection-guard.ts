import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { BlockList, isIPv4, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { sourceOf } from '../domain/client-source.ts';

/**
 * Descriptors kept back from client connections for what the server opens itself: the SQLite file and its journal,
 * files of the web app being sent, logs, DNS. An idle server holds about 30; a tenth of the limit (at least 128)
 * leaves room for a busy one, so that a connection flood can never take the descriptor the database needs.
 */
const RESERVED_DESCRIPTORS_MIN = 128;
const RESERVED_DESCRIPTORS_SHARE = 0.1;
/** Below this limit a few capped clients fill the server: worth a warning at start (README: Deployment). */
export const RECOMMENDED_DESCRIPTOR_LIMIT = 4096;
/** Refused connections are logged at most this often, so that a flood does not become a flood of log lines. */
const REFUSAL_REPORT_INTERVAL_MS = 60_000;
/**
 * How often Node looks for requests past their header or request deadline. Its default (30 s) let a slow client
 * stay up to 30 s beyond its timeout; the sweep walks the open connections, a cheap loop even for thousands.
 */
export const DEADLINE_CHECK_INTERVAL_MS = 1000;

/**
 * The soft limit on open descriptors of this process, from `/proc/self/limits` (Node has no getrlimit); null where
 * that file does not exist (not Linux) or says "unlimited". Node raises the soft limit to the hard one at start, so
 * this is the hard limit the process was started with.
 */
export function readDescriptorLimit(limitsFile = '/proc/self/limits'): number | null {
  let text: string;
  try {
    text = readFileSync(limitsFile, 'utf8');
  } catch {
    return null;
  }
  const soft = /^Max open files\s+(\d+)\s/m.exec(text)?.[1];
  return soft === undefined ? null : Number(soft);
}

/** The connections the server may hold under a descriptor limit: the limit less the reserve; null when unknown. */
export function connectionCapacity(descriptorLimit: number | null): number | null {
  if (descriptorLimit === null) return null;
  const reserve = Math.max(RESERVED_DESCRIPTORS_MIN, Math.ceil(descriptorLimit * RESERVED_DESCRIPTORS_SHARE));
  return Math.max(1, descriptorLimit - reserve);
}

/** An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, a dual-stack socket) as the IPv4 address it is. */
function unmapped(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}

/** The proxies named in `TRUST_PROXY` (addresses, CIDRs): many clients reach us through each, so none is capped. */
export function trustedProxies(trustProxy: boolean | number | string[]): BlockList | null {
  if (!Array.isArray(trustProxy)) return null;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

export interface ConnectionGuardOptions {
  /** Open connections per client key; 0 = no cap. */
  readonly perClient: number;
  /** Open connections in all; 0 = no cap. */
  readonly maxConnections: number;
  /** Addresses never capped per client (trusted proxies). */
  readonly exempt: BlockList | null;
  readonly log: FastifyBaseLogger;
}

/**
 * Caps connections per client address and in all. Node's own `maxConnections` closes a connection beyond the total
 * before any code of ours sees it; the per-client count is kept here, by the server's `connection` event, and a
 * connection beyond it is destroyed before its first byte is read. One client can then hold at most `perClient`
 * descriptors however slowly it talks, and the timeouts free those.
 */
export function guardConnections(server: Server, options: ConnectionGuardOptions): void {
  const { perClient, maxConnections, exempt, log } = options;
  if (maxConnections > 0) server.maxConnections = maxConnections;
  if (perClient === 0) return;

  const open = new Map<string, number>();
  let refused = 0;
  let lastReport = -Infinity;
  const release = (key: string) => {
    const left = (open.get(key) ?? 1) - 1;
    if (left === 0) open.delete(key);
    else open.set(key, left);
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // Already gone (reset before we saw it): nothing to count.
    if (address === undefined) return;
    const plain = unmapped(address);
    if (exempt?.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6') === true) return;
    const key = sourceOf(plain);
    const count = open.get(key) ?? 0;
    if (count >= perClient) {
      refused++;
      const now = performance.now();
      if (now - lastReport >= REFUSAL_REPORT_INTERVAL_MS) {
        log.warn({ client: key, perClient, refused }, 'connections beyond the per-client cap refused');
        lastReport = now;
        refused = 0;
      }
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      release(key);
    });
  });
}
