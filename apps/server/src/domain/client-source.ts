import { isIP } from 'node:net';

/**
 * An IPv6 client is counted by its /64: one subscriber usually holds a whole /64 and can pick any address in it,
 * so counting single addresses would give it endless fresh "sources".
 */
const IPV6_SOURCE_HEXTETS = 4;

/**
 * Who a request counts against (login failures, trial accounts, connections): an IPv4 address (also when written
 * IPv4-mapped, `::ffff:a.b.c.d`, as a dual-stack socket gives it), or the /64 of an IPv6 address
 * (`2001:db8:1:2::/64`). Anything else (not an address) is kept as given.
 */
export function sourceOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (isIP(address) !== 6) return ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) =>
    part === undefined || part === ''
      ? []
      : // An embedded IPv4 tail is two groups; only the group count matters for the prefix.
        part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const front = groups(head);
  const back = groups(tail);
  const full =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  const prefix = full.slice(0, IPV6_SOURCE_HEXTETS).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
