import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One file of a build with its raw and gzip sizes in bytes. */
export interface BuiltFile {
  /** Path inside the build folder, e.g. `assets/index-abc123.js`. */
  file: string;
  bytes: number;
  gzip: number;
}

/**
 * The files a first visit to any page downloads before the app can render: the scripts and
 * stylesheets `index.html` names (entry, module preloads, CSS) and every chunk those scripts
 * import statically, followed transitively. Chunks reached only through `import()` are not in it.
 */
export function initialFiles(distDir: string): BuiltFile[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] as string,
  );
  return withStaticImports(distDir, named);
}

/** `files` (paths under the build, e.g. `assets/x.js`) and every chunk they import statically, transitively. */
export function withStaticImports(distDir: string, files: readonly string[]): BuiltFile[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    for (const dep of staticImports(readFileSync(join(distDir, file), 'utf8'))) queue.push(`assets/${dep}`);
  }
  return [...seen].map((file) => sized(distDir, file));
}

/** Every script and stylesheet of the build under `assets/`, largest gzip first. */
export function allAssets(distDir: string): BuiltFile[] {
  return readdirSync(join(distDir, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => sized(distDir, `assets/${f}`))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The sibling chunks a built module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  // NOTE: an import may follow a comment the build left (`/* empty css */import"./x.js"`).
  for (const m of code.matchAll(
    /(?:^|[;\s}]|\*\/)import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    found.add(m[1] as string);
  }
  return [...found];
}

function sized(distDir: string, file: string): BuiltFile {
  const bytes = readFileSync(join(distDir, file));
  return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** `123.4 kB` (1 kB = 1,000 bytes, as Vite prints). */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Scripts the build copies as they are (`?url` imports, so no map of ours): what each one is. */
const COPIED: readonly (readonly [RegExp, string])[] = [
  [/^assets\/hls\.worker-[\w-]+\.js$/, '../node_modules/hls.js/dist/hls.worker.js'],
];

/**
 * The source files a built chunk was made from, read from its source map (the build writes one
 * beside every chunk). Paths are as the map gives them, relative to the chunk.
 */
export function sourcesOf(distDir: string, file: string): string[] {
  const map = join(distDir, `${file}.map`);
  const copied = COPIED.find(([name]) => name.test(file));
  if (copied) return [copied[1]];
  if (!existsSync(map)) {
    // Tiny runtime chunks (rolldown's runtime) have no map; anything else must have one to be checked.
    if (statSync(join(distDir, file)).size < 2048) return [];
    throw new Error(`${file} has no source map: the build must keep \`sourcemap: true\``);
  }
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}
