/**
 * The first load in few files (issue 15). Left to itself the bundler splits what the app's start
 * loads into some twenty small chunks, each shared with a different set of pages loaded later; a
 * phone over mobile data pays a round trip for each (six at a time over HTTP/1.1). This puts every
 * module the app's entry loads at once into the entry's chunk (`start` group), and the ones the staff
 * console's entry loads too (React and the like) into one `shared` chunk, so neither entry loads the
 * other's code; pages loaded later import what they need of these.
 *
 * Which modules an entry loads at once is found when every module has been read (`buildEnd`), by
 * following static imports. A package's module that only re-exports (the index of antd-mobile, of
 * ahooks, of the icons) is followed only to the names imported from it: following all of it would
 * count every component of the UI kit as loaded at once, though the first screen shows a few. The
 * app's own indexes are followed whole (what they re-export is small, and left out of the group
 * they would each be a file of their own). A module missed
 * here still loads (in a chunk of its own); one counted wrongly loads early: neither breaks the app.
 */
import type { Plugin, PluginContext } from 'rolldown';

/** An import or re-export statement, its clause and its specifier. */
const FROM = /(?:^|[;\n}])\s*(import|export)\s*(?!type\b)([\w$\s{},*]*?)\s*from\s*["']([^"']+)["']/g;
/** A bare `import 'x'`. */
const BARE = /(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;
/** `export { a, b as c }` without a source. */
const LIST = /(?:^|[;\n])\s*export\s*\{([^}]*)\}\s*;?/g;
/** A namespace clause: `* as ns`. */
const NAMESPACE = /^\*\s+as\s+([\w$]+)$/;

/** Where an exported name comes from: a specifier and the name there (`*`: the whole module). */
export interface Source {
  spec: string;
  name: string;
}

/** A module that only re-exports: each exported name's source, `export *` specifiers, bare imports. */
export interface Barrel {
  exports: Map<string, Source>;
  stars: string[];
  bare: string[];
}

/** `a, b as c` → [a, a], [b, c]: the name there, the name here. */
const names = (list: string): [string, string][] =>
  list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((pair) => pair[0] !== '')
    .map(([there, here]) => [there as string, here ?? (there as string)]);

/** A clause's default binding (`x` of `import x, { y } from`), or ''. */
const plainOf = (clause: string) =>
  clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();

const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');

/**
 * What a module's code imports from `spec`: `all` (a namespace import, `export *`, or no statement
 * that lists names), or the names it imports (`default` for a default binding).
 */
export function importedNames(code: string, isSpec: (spec: string) => boolean): Set<string> | 'all' {
  const out = new Set<string>();
  let seen = false;
  // NOTE: comments are not taken out here: this reads the app's own modules, where a string such
  // as 'image/*' would start one.
  for (const [, kind, clause, spec] of code.matchAll(FROM)) {
    if (!isSpec(spec as string)) continue;
    seen = true;
    if ((clause as string).includes('*')) return 'all';
    const braces = /\{([^}]*)\}/.exec(clause as string);
    if (braces?.[1]) for (const [there] of names(braces[1])) out.add(there);
    if (kind === 'import' && plainOf(clause as string) !== '') out.add('default');
  }
  return seen ? out : 'all';
}

/** The module's code read as a re-exporting index, or null when it does anything else. */
export function readBarrel(source: string): Barrel | null {
  const code = stripComments(source);
  const rest = code.replace(FROM, ';').replace(BARE, ';').replace(LIST, ';').replace(/[;\s]/g, '');
  if (rest !== '') return null;
  const local = new Map<string, Source>();
  const exports = new Map<string, Source>();
  const stars: string[] = [];
  for (const [, kind, clauseText, specText] of code.matchAll(FROM)) {
    const clause = (clauseText as string).trim();
    const spec = specText as string;
    if (kind === 'export' && clause === '*') {
      stars.push(spec);
      continue;
    }
    const namespace = NAMESPACE.exec(clause);
    if (namespace?.[1]) {
      (kind === 'export' ? exports : local).set(namespace[1], { spec, name: '*' });
      continue;
    }
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const [there, here] of braces?.[1] ? names(braces[1]) : [])
      (kind === 'export' ? exports : local).set(here, { spec, name: there });
    const plain = plainOf(clause);
    if (kind === 'import' && plain !== '') local.set(plain, { spec, name: 'default' });
  }
  for (const [, list] of code.matchAll(LIST))
    for (const [there, here] of names(list as string)) {
      const from = local.get(there);
      if (from) exports.set(here, from);
    }
  const bare = [...code.matchAll(BARE)].map(([, spec]) => spec as string);
  return { exports, stars, bare };
}

/** A re-exporting index with its specifiers resolved to module ids. */
interface ResolvedBarrel {
  exports: Map<string, { id: string; name: string }>;
  stars: string[];
  bare: string[];
}

export function firstLoadChunks() {
  const appInitial = new Set<string>();
  const adminInitial = new Set<string>();

  const plugin: Plugin = {
    name: 'sportlive:first-load-chunks',
    async buildEnd() {
      const ctx = this as PluginContext;
      const resolved = new Map<string, string | undefined>();
      const resolve = async (spec: string, from: string) => {
        const key = `${from}\n${spec}`;
        if (!resolved.has(key)) resolved.set(key, (await ctx.resolve(spec, from))?.id);
        return resolved.get(key);
      };
      // A package's re-exporting index, its specifiers resolved.
      const barrels = new Map<string, ResolvedBarrel | null>();
      const barrelOf = async (id: string) => {
        if (barrels.has(id)) return barrels.get(id);
        const code = ctx.getModuleInfo(id)?.code;
        const text = code && id.includes('/node_modules/') ? readBarrel(code) : null;
        let barrel: ResolvedBarrel | null = null;
        if (text) {
          barrel = { exports: new Map(), stars: [], bare: [] };
          for (const [name, from] of text.exports) {
            const target = await resolve(from.spec, id);
            if (target) barrel.exports.set(name, { id: target, name: from.name });
          }
          for (const spec of text.stars) {
            const target = await resolve(spec, id);
            if (target) barrel.stars.push(target);
          }
          for (const spec of text.bare) {
            const target = await resolve(spec, id);
            if (target) barrel.bare.push(target);
          }
        }
        barrels.set(id, barrel);
        return barrel;
      };
      // What `from` imports of `target`: `all` unless every statement naming it lists names.
      const importedOf = async (from: string, target: string): Promise<Set<string> | 'all'> => {
        const code = ctx.getModuleInfo(from)?.code ?? '';
        const targets = new Map<string, string | undefined>();
        for (const [, , , spec] of code.matchAll(FROM))
          targets.set(spec as string, await resolve(spec as string, from));
        return importedNames(code, (spec) => targets.get(spec) === target);
      };
      // NOTE: re-exporting modules themselves are left out of the group: in it, their chunk would
      // import every module they re-export, wanted or not, to keep their evaluation order.
      const walked = new Map<Set<string>, Set<string>>();
      const walk = async (id: string, into: Set<string>): Promise<void> => {
        const seen = walked.get(into) ?? walked.set(into, new Set()).get(into);
        if (!seen || seen.has(id)) return;
        seen.add(id);
        const self = await barrelOf(id);
        // Reached whole (a bare `import 'x'` of a re-exporting module): all it gives.
        if (self) return walkNames(self, 'all', into);
        into.add(id);
        for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
          const inner = await barrelOf(next);
          if (inner) await walkNames(inner, await importedOf(id, next), into);
          else await walk(next, into);
        }
      };
      // The modules a re-exporting index gives for the names (`export *` ones when not named).
      const walkNames = async (barrel: ResolvedBarrel, wanted: Set<string> | 'all', into: Set<string>) => {
        for (const bare of barrel.bare) await walk(bare, into);
        // Each module the names come from, with the names wanted of it there.
        const targets = new Map<string, Set<string> | 'all'>();
        const want = (id: string, names: Set<string> | 'all') => {
          const had = targets.get(id) ?? new Set<string>();
          if (had === 'all' || names === 'all') targets.set(id, 'all');
          else targets.set(id, new Set([...had, ...names]));
        };
        // The names this index does not name itself come from its `export *` modules.
        const unnamed = new Set<string>();
        for (const name of wanted === 'all' ? barrel.exports.keys() : wanted) {
          const from = barrel.exports.get(name);
          if (from) want(from.id, from.name === '*' ? 'all' : new Set([from.name]));
          else unnamed.add(name);
        }
        if (wanted === 'all' || unnamed.size > 0)
          for (const star of barrel.stars) want(star, wanted === 'all' ? 'all' : unnamed);
        for (const [target, names] of targets) {
          const inner = await barrelOf(target);
          if (inner) await walkNames(inner, names, into);
          else await walk(target, into);
        }
      };
      for (const id of ctx.getModuleIds()) {
        if (!ctx.getModuleInfo(id)?.isEntry) continue;
        await walk(id, id.includes('/admin/') ? adminInitial : appInitial);
      }
    },
  };
  const groups = [
    {
      name: 'shared',
      priority: 2,
      includeDependenciesRecursively: false,
      test: (id: string) => appInitial.has(id) && adminInitial.has(id),
    },
    {
      name: 'start',
      priority: 1,
      includeDependenciesRecursively: false,
      test: (id: string) => appInitial.has(id),
    },
  ];
  return { plugin, groups };
}
