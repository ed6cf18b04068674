import { ROUTES, type PagePath, type Paths } from './route-table.ts';

/**
 * The path of every page of the route table by its id, for features and shared code to navigate to: a feature
 * links to another feature's page through lib, without importing it or the app layer.
 */
export const PATHS = Object.fromEntries(ROUTES.map((route) => [route.id, route.path])) as Paths;

/**
 * A page's path with query parameters (`/m/gameList?gameType=SLOT`), in the order given; a parameter without a
 * value (undefined or empty) is left out, and so is the `?` when none is left.
 */
export function withQuery(path: PagePath, query: Readonly<Record<string, string | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
