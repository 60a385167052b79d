/** The paths of the route table, so features can hide links to routes that do not exist yet. */
const paths = new Set<string>();
/** Starts fetching a route's page (filled in by the route table; features cannot import it: a cycle). */
let preload: (pathname: string) => void = () => {};

export function registerRoutes(list: readonly string[], preloadRoute?: (pathname: string) => void): void {
  for (const p of list) paths.add(p.toLowerCase());
  if (preloadRoute) preload = preloadRoute;
}

export function hasRoute(path: string): boolean {
  return paths.has(path.toLowerCase());
}

/** Fetches the page of a route ahead of its first visit (once; a failed load is tried again later). */
export function preloadPage(pathname: string): void {
  preload(pathname);
}
