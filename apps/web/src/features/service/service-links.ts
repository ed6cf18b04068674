import type { CustomerService, Resource } from '@h5/contract/endpoints/system.ts';
import { linkTarget } from '../../lib/routes/link-target.ts';

/** A link of the service widget (lobby spec §2.15): what it is called and where it goes. */
export interface ServiceLink {
  title: string;
  href: string;
  /** What a customer-service entry opens (issue 17): decides whether a `tel:`, `mailto:` or `viber:` link is followed. */
  kind?: CustomerService['kind'];
}

/**
 * Customer-service entries that can be opened. The platform DES-encrypts `path` (platform-api §5, OP-27, mode
 * unconfirmed); our server sends plain paths with `encrypted: false`. An entry still encrypted is left out rather
 * than opened as gibberish (docs/decisions.md "Home, popups, download prompts and service widget (web)").
 */
export function customerServiceLinks(entries: readonly CustomerService[]): ServiceLink[] {
  return entries
    .filter((entry) => entry.encrypted === false && entry.path.trim() !== '')
    .map((entry) => ({ title: entry.title.trim(), href: entry.path.trim(), kind: entry.kind }));
}

/** The scheme each app-opening kind must use; any other scheme of such an entry is not followed. */
const APP_SCHEMES: Readonly<Partial<Record<string, string>>> = {
  phone: 'tel:',
  email: 'mailto:',
  viber: 'viber:',
};

/**
 * Where a customer-service link goes (issue 17): an http(s) page outside the app (a new tab, or the Telegram or
 * Messenger app that claims the link), the phone's dialler, mail or Viber app for those kinds with their own scheme,
 * a path inside the app, or nowhere (another scheme: `javascript:`, `data:` … are never followed).
 */
export type ServiceTarget =
  | { kind: 'external'; href: string }
  | { kind: 'app'; href: string }
  | { kind: 'internal'; to: string }
  | { kind: 'none' };

export function serviceTarget(link: ServiceLink): ServiceTarget {
  const scheme = link.kind === undefined ? undefined : APP_SCHEMES[link.kind];
  if (scheme !== undefined) {
    return link.href.toLowerCase().startsWith(scheme) ? { kind: 'app', href: link.href } : { kind: 'none' };
  }
  return linkTarget(link.href);
}

/** Opens a customer-service link by its target; `navigate` is the router's, so in-app paths keep the app. */
export function openServiceLink(link: ServiceLink, navigate: (path: string) => void): void {
  const target = serviceTarget(link);
  if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
  else if (target.kind === 'app') window.location.assign(target.href);
  else if (target.kind === 'internal') navigate(target.to);
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
