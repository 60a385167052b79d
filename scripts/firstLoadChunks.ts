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

/** A re-exporting index: each exported name → its module; `export *` modules; bare imports. */
interface Barrel {
  exports: Map<string, string>;
  stars: string[];
  bare: string[];
}

const names = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((pair) => pair[0] !== '');

/** What a module imports from a specifier: `all`, or the names. */
function clauseNames(kind: string, clause: string): Set<string> | 'all' {
  if (clause.includes('*')) return 'all';
  const out = new Set<string>();
  const braces = /\{([^}]*)\}/.exec(clause);
  if (braces?.[1]) for (const [imported] of names(braces[1])) out.add(imported as string);
  const plain = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (kind === 'import' && plain !== '') out.add('default');
  return out;
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
      // A re-exporting index: each exported name → the module it comes from, and its bare imports.
      const barrels = new Map<string, Barrel | null>();
      const barrelOf = async (id: string) => {
        if (barrels.has(id)) return barrels.get(id);
        let barrel: Barrel | null = null;
        const code = ctx.getModuleInfo(id)?.code;
        if (code && id.includes('/node_modules/')) {
          const rest = code
            .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
            .replace(FROM, ';')
            .replace(BARE, ';')
            .replace(LIST, ';')
            .replace(/[;\s]/g, '');
          if (rest === '') {
            const local = new Map<string, string>();
            const exports = new Map<string, string>();
            const stars: string[] = [];
            for (const [, kind, clause, spec] of code.matchAll(FROM)) {
              const target = await resolve(spec as string, id);
              if (!target) continue;
              if (kind === 'export' && (clause as string).trim() === '*') {
                stars.push(target);
                continue;
              }
              const braces = /\{([^}]*)\}/.exec(clause as string);
              const pairs = braces?.[1] ? names(braces[1]) : [];
              if (kind === 'export') for (const [a, b] of pairs) exports.set(b ?? (a as string), target);
              else {
                for (const [a, b] of pairs) local.set(b ?? (a as string), target);
                const plain = (clause as string)
                  .replace(/\{[^}]*\}/, '')
                  .replace(/,/g, ' ')
                  .trim();
                if (plain !== '' && !plain.includes('*')) local.set(plain, target);
              }
            }
            for (const [, list] of code.matchAll(LIST))
              for (const [a, b] of names(list as string)) {
                const target = local.get(a as string);
                if (target) exports.set(b ?? (a as string), target);
              }
            const bare: string[] = [];
            for (const [, spec] of code.matchAll(BARE)) {
              const target = await resolve(spec as string, id);
              if (target) bare.push(target);
            }
            barrel = { exports, stars, bare };
          }
        }
        barrels.set(id, barrel);
        return barrel;
      };
      // What `from` imports of `target`: `all` unless every statement naming it lists names.
      const importedOf = async (from: string, target: string): Promise<Set<string> | 'all'> => {
        const code = ctx.getModuleInfo(from)?.code ?? '';
        const out = new Set<string>();
        let seen = false;
        for (const [, kind, clause, spec] of code.matchAll(FROM)) {
          if ((await resolve(spec as string, from)) !== target) continue;
          seen = true;
          const got = clauseNames(kind as string, clause as string);
          if (got === 'all') return 'all';
          for (const name of got) out.add(name);
        }
        return seen ? out : 'all';
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
      const walkNames = async (barrel: Barrel, wanted: Set<string> | 'all', into: Set<string>) => {
        for (const bare of barrel.bare) await walk(bare, into);
        const targets = new Set<string>();
        let unnamed = wanted === 'all';
        for (const name of wanted === 'all' ? barrel.exports.keys() : wanted) {
          const target = barrel.exports.get(name);
          if (target) targets.add(target);
          else unnamed = true;
        }
        if (unnamed) for (const star of barrel.stars) targets.add(star);
        for (const target of targets) {
          const inner = await barrelOf(target);
          if (inner) await walkNames(inner, wanted, into);
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
  return { plugin, groups, appInitial };
}
