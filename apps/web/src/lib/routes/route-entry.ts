import { useLocation } from 'react-router';
import { ALIASES, FALLBACK, ROUTES, type RouteEntry } from './route-table.ts';

/**
 * A pathname as React Router matches it: without trailing slashes and in lower case (routes are not case
 * sensitive), so `/m/Login/` finds `/m/login`.
 */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/** Every page by its normalised path; all paths are static, so a lookup replaces route matching. */
const BY_PATH = new Map(ROUTES.map((route) => [normalisePath(route.path), route]));
const ALIAS_TARGETS = new Map(ALIASES.map((alias) => [normalisePath(alias.from), alias.to]));

/** The table entry of a page path (any case, trailing slash allowed); undefined for aliases and unknown paths. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return BY_PATH.get(normalisePath(pathname));
}

/** The page a URL ends up on: its own entry, else its alias's target, else the unknown-route fallback. */
export function landingRoute(pathname: string): RouteEntry | undefined {
  const path = normalisePath(pathname);
  return BY_PATH.get(path) ?? findRoute(ALIAS_TARGETS.get(path) ?? FALLBACK);
}

/** The entry of the page on screen (title, header and footer rules), or undefined while a redirect runs. */
export function useRouteEntry(): RouteEntry | undefined {
  return findRoute(useLocation().pathname);
}
