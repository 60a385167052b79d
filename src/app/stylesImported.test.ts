import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 49 item 1: the login sheet opened from /me showed no styles. Its chunk (LoginHost imports
// LoginDialog lazily) never imported login.css: only the /login route's module did, so the sheet
// was styled only once that page had been loaded. Every module that uses a class of the app's own
// stylesheets must reach the stylesheet by its own static imports (or the first load must hold
// it): a chunk loaded lazily then brings its CSS, whatever page it opens over.

const SRC = resolve(import.meta.dirname, '..');
const ENTRY = join(SRC, 'main.tsx');

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

const all = files(SRC);
const modules = all.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
const stylesheets = all.filter((f) => f.endsWith('.css'));

/** The relative static imports of a module (not `import()`), resolved to files. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specs = [
    ...code.matchAll(/(?:^|[\n;])\s*(?:import|export)\s+(?!type\b)[^'"`;]*?from\s*['"](\.[^'"]+)['"]/g),
    ...code.matchAll(/(?:^|[\n;])\s*import\s*['"](\.[^'"]+)['"]/g),
  ].map((m) => m[1] as string);
  return specs.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (p) => all.includes(p),
    );
    return found ? [found] : [];
  });
}

const graph = new Map(modules.map((m) => [m, staticImports(m)]));

function closure(from: string, into = new Set<string>()): Set<string> {
  if (into.has(from)) return into;
  into.add(from);
  for (const next of graph.get(from) ?? []) closure(next, into);
  return into;
}

/** Class name → the app's stylesheets whose selectors name it. */
const definedIn = new Map<string, Set<string>>();
for (const sheet of stylesheets) {
  const css = readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, prelude] of css.matchAll(/([^{}]+)\{/g)) {
    if ((prelude as string).trim().startsWith('@')) continue;
    for (const [, name] of (prelude as string).matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)) {
      const set = definedIn.get(name as string) ?? new Set();
      set.add(sheet);
      definedIn.set(name as string, set);
    }
  }
}

/** The class names a module writes: the words of its `className…` strings and class lists. */
function classesUsed(file: string): Set<string> {
  const code = readFileSync(file, 'utf8');
  const used = new Set<string>();
  // NOTE: string literals anywhere (class names are built in helpers and ternaries too), each word
  // of them that names one of the app's classes. The UI kit's own classes (`adm-…`) come with the
  // kit's styles; the app's sheets only refine them inside their own blocks.
  for (const m of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g))
    for (const word of (m[1] ?? m[2] ?? m[3] ?? '').split(/[\s${}]+/))
      if (word.includes('-') && !word.startsWith('adm-') && definedIn.has(word)) used.add(word);
  return used;
}

/** The modules the app loads on demand: each target of an `import('./…')`. */
const lazyEntries = [
  ...new Set(
    modules.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].flatMap((m) => {
        const base = resolve(dirname(file), m[1] as string);
        const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
          (p) => all.includes(p),
        );
        return found ? [found] : [];
      }),
    ),
  ),
];

const firstLoad = closure(ENTRY);

describe('each chunk brings the stylesheets of the classes it uses', () => {
  it('finds the lazily loaded modules', () => {
    expect(lazyEntries.map((f) => relative(SRC, f))).toContain('features/login/LoginDialog.tsx');
  });

  it('every module a lazy import loads reaches its classes through that import or the first load', () => {
    const missing = new Set<string>();
    for (const entry of [ENTRY, ...lazyEntries]) {
      const loaded = closure(entry);
      const reach = new Set([...loaded, ...firstLoad]);
      for (const module of loaded)
        for (const name of classesUsed(module)) {
          const sheets = [...(definedIn.get(name) ?? [])];
          if (!sheets.some((s) => reach.has(s)))
            missing.add(
              `import('${relative(SRC, entry)}') loads ${relative(SRC, module)}, which uses .${name} of ${sheets.map((s) => relative(SRC, s)).join(' / ')}, not loaded with it`,
            );
        }
    }
    expect([...missing]).toEqual([]);
  });
});
