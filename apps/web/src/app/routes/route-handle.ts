import { useMatches } from 'react-router';
import type { RouteEntry } from './route-table.ts';

/** What a page route carries in its `handle`: its table entry minus the loader. */
export type RouteHandle = Pick<RouteEntry, 'path' | 'title' | 'header' | 'footer'>;

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'header' in value;
}

/** The handle of the deepest matched page route, or undefined on redirects. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
