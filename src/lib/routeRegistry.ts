/** The paths of the route table, so features can hide links to routes that do not exist yet. */
const paths = new Set<string>();

export function registerRoutes(list: readonly string[]): void {
  for (const p of list) paths.add(p.toLowerCase());
}

export function hasRoute(path: string): boolean {
  return paths.has(path.toLowerCase());
}
