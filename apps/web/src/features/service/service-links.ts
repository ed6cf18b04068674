import type { CustomerService, Resource } from '@h5/contract/endpoints/system.ts';

/** A link of the service widget (lobby spec §2.15): what it is called and where it goes. */
export interface ServiceLink {
  title: string;
  href: string;
}

/**
 * Customer-service entries that can be opened. The platform DES-encrypts `path` (platform-api §5, OP-27, mode
 * unconfirmed); our server sends plain paths with `encrypted: false`. An entry still encrypted is left out rather
 * than opened as gibberish (docs/decisions.md "Home, popups, download prompts and service widget (web)").
 */
export function customerServiceLinks(entries: readonly CustomerService[]): ServiceLink[] {
  return entries
    .filter((entry) => entry.encrypted === false && entry.path.trim() !== '')
    .map((entry) => ({ title: entry.title.trim(), href: entry.path.trim() }));
}

export type SocialFamily = 'TELEGRAM' | 'FACEBOOK';

/** `TELEGRAM`, `TELEGRAM1`, `TELEGRAM2` … in that order (FACEBOOK likewise), the ones with a URL. */
export function socialLinks(resources: readonly Resource[], family: SocialFamily): ServiceLink[] {
  const pattern = new RegExp(`^${family}(\\d*)$`);
  return resources
    .map((resource) => ({ resource, match: pattern.exec(resource.resourceType) }))
    .filter(({ resource, match }) => match !== null && resource.url.trim() !== '')
    .sort((a, b) => Number(a.match?.[1] || 0) - Number(b.match?.[1] || 0))
    .map(({ resource }) => ({ title: resource.labelNameEn.trim(), href: resource.url.trim() }));
}

export type ButtonAction =
  { kind: 'hidden' } | { kind: 'direct'; link: ServiceLink } | { kind: 'list'; links: ServiceLink[] };

/** A widget button (lobby §2.15): hidden without links, opens the single link directly, else lists them. */
export function buttonAction(links: readonly ServiceLink[]): ButtonAction {
  const [first] = links;
  if (!first) return { kind: 'hidden' };
  if (links.length === 1) return { kind: 'direct', link: first };
  return { kind: 'list', links: [...links] };
}
