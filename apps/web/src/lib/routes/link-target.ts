/**
 * Lobby §2.10 (and §2.13 for help content): a link starting with http opens outside the app, anything else is a
 * path inside it. Other schemes (javascript:, data:, mailto: …) are not followed.
 */
export type LinkTarget =
  { kind: 'external'; href: string } | { kind: 'internal'; to: string } | { kind: 'none' };

export function linkTarget(raw: string | null | undefined): LinkTarget {
  const href = (raw ?? '').trim();
  if (!href || href.startsWith('#')) return { kind: 'none' };
  if (/^https?:\/\//i.test(href)) return { kind: 'external', href };
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return { kind: 'none' };
  return { kind: 'internal', to: href.startsWith('/') ? href : `/${href}` };
}

/** Opens a link by its target; `navigate` is the router's, so in-app paths keep the single-page app. */
export function followLink(href: string, navigate: (path: string) => void): void {
  const target = linkTarget(href);
  if (target.kind === 'external') {
    window.open(target.href, '_blank', 'noopener,noreferrer');
  } else if (target.kind === 'internal') {
    navigate(target.to);
  }
}
