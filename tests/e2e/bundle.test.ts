// What a tab downloads, checked on this run's production build (DESIGN §5: the tab bundle holds
// no generated protobuf code; issue 15: the first screen loads no chat database and no stream engine).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { allAssets, type BuiltFile, initialFiles, kb, sourcesOf, withStaticImports } from '../helpers/bundle';

/** Gzip bytes the first load of any page may cost (scripts and stylesheets named by index.html). */
const INITIAL_GZIP_BUDGET = 175_000;

/** Generated protobuf code, the codec and the protobuf runtimes: the hub's business only. */
const PROTOBUF =
  /(?:^|\/)protocol\/(?:gen\/|codec)|node_modules\/(?:protobufjs|@protobufjs|@bufbuild\/protobuf)\//;
/**
 * Libraries the first screen does not use: the chat database, the stream engines, and the UI kit's
 * spring and gesture libraries (its animated parts are replaced or loaded when first shown).
 */
const NOT_ON_FIRST_LOAD =
  /node_modules\/(?:dexie|dexie-react-hooks|hls\.js|mpegts\.js|@react-spring\/[^/]+|@use-gesture\/[^/]+)\//;

let distDir: string;
let initial: BuiltFile[];

// NOTE: a build of its own, as shipped: the browser suite's shared build runs under NODE_ENV=test
// and so carries React's development code, which says nothing about what a phone downloads.
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'sportlive-bundle-'));
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'warn', mode: 'production', build: { outDir: distDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = before;
  }
  initial = initialFiles(distDir);
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
const scripts = (files: BuiltFile[]) => files.filter((f) => f.file.endsWith('.js'));

function offenders(files: BuiltFile[], pattern: RegExp): string[] {
  return scripts(files).flatMap((f) =>
    sourcesOf(distDir, f.file)
      .filter((s) => pattern.test(s))
      .map((s) => `${f.file} ← ${s.replace(/^(?:\.\.\/)+/, '')}`),
  );
}

test('the app’s chunks ask V8 to compile them as they stream in; their source maps follow', () => {
  const code = (file: string) => readFileSync(join(distDir, file), 'utf8');
  // NOTE: the hint counts only on a chunk's first line, above the preload list Vite writes on a
  // chunk that loads others itself (the entry among them). The hub's worker and hls.js's are
  // classic scripts of their own builds.
  const chunks = scripts(allAssets(distDir)).filter((f) => !/hls\.worker/.test(f.file));
  const hinted = chunks.filter((f) => code(f.file).startsWith('//# allFunctionsCalledOnLoad\n'));
  expect(hinted.length).toBeGreaterThan(40);
  expect(
    chunks.filter((f) => !hinted.includes(f) && !code(f.file).startsWith('(function(){')).map((f) => f.file),
  ).toEqual([]);
  expect(chunks.length - hinted.length).toBeLessThan(3);
  const entry = scripts(initial).find((f) => /^assets\/index-[\w-]+\.js$/.test(f.file));
  expect(hinted.some((f) => f.file === entry?.file)).toBe(true);
  const withList = hinted.filter((f) => code(f.file).includes('\nconst __vite__mapDeps='));
  expect(withList.length).toBeGreaterThan(1);
  // What the server sends is the compressed twin: compressed after the hint was moved.
  for (const f of withList) {
    const br = brotliDecompressSync(readFileSync(join(distDir, `${f.file}.br`))).toString('utf8');
    expect(br, f.file).toBe(code(f.file));
  }
  // One source-map line per line of code: the banner line shifts the map too (else every mapped
  // position of a chunk would point one line off).
  for (const f of scripts(initial)) {
    const lines = code(f.file).split('\n');
    if (!lines.at(-1)?.startsWith('//# sourceMappingURL=')) continue;
    const map = JSON.parse(code(`${f.file}.map`)) as { mappings: string };
    // A chunk of re-exports only maps nothing: no position to shift.
    if (map.mappings === '') continue;
    expect(map.mappings.split(';').length, f.file).toBe(lines.length - 1);
  }
});

test('the first load is index.html, its entry and the chunks they import statically', () => {
  expect(initial.some((f) => /^assets\/index-.+\.js$/.test(f.file))).toBe(true);
  expect(initial.some((f) => f.file.endsWith('.css'))).toBe(true);
  // Every page and feature but home arrives later, in chunks of its own.
  const lazy = allAssets(distDir).filter((f) => !initial.some((i) => i.file === f.file));
  for (const name of [
    'match',
    'MessagePage',
    'ChatPage',
    'rooms',
    'friends',
    'groups',
    'hls.light',
    'mpegts',
  ]) {
    expect(
      lazy.some((f) => f.file.startsWith(`assets/${name}-`)),
      name,
    ).toBe(true);
  }
});

test('the first load is few files: the entry, the app’s start, what it shares with the staff console, one stylesheet', () => {
  // Each file costs a phone on mobile data a round trip (six at a time over HTTP/1.1).
  const list = initial.map((f) => f.file).join(', ');
  expect(scripts(initial).length, list).toBeLessThanOrEqual(6);
  expect(initial.filter((f) => f.file.endsWith('.css')).length, list).toBe(1);
  expect(
    initial.some((f) => /^assets\/start-[\w-]+\.js$/.test(f.file)),
    list,
  ).toBe(true);
  // Fetched at a low priority: the splash needs none of them, the page's largest picture goes first.
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g)].map(
    (m) => m[0],
  );
  expect(tags.length).toBeGreaterThanOrEqual(scripts(initial).length);
  for (const tag of tags) expect(tag).toContain('fetchpriority="low"');
  // The staff console loads what it shares with the app, not the app's own start.
  const admin = readFileSync(join(distDir, 'admin', 'index.html'), 'utf8');
  const adminFiles = [...admin.matchAll(/(?:src|href)="\/((?:admin\/)?assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const adminLoads = withStaticImports(distDir, adminFiles).map((f) => f.file);
  expect(
    adminLoads.some((f) => f.startsWith('assets/shared-')),
    adminLoads.join(', '),
  ).toBe(true);
  expect(
    adminLoads.filter((f) => /^assets\/(?:start|index)-/.test(f)),
    adminLoads.join(', '),
  ).toEqual([]);
});

test('landing.json names, for each page loaded on demand, its chunk and all it imports beyond the first load', () => {
  const landing = JSON.parse(readFileSync(join(distDir, 'landing.json'), 'utf8')) as Record<
    string,
    { js: string[]; css: string[] }
  >;
  const routes = readFileSync(new URL('../../src/app/routes.tsx', import.meta.url), 'utf8');
  const onDemand = [
    ...new Set(
      [...routes.matchAll(/path: '([^']+)',\s*Component: lazyPage\(/g)].map((m) =>
        (m[1] as string).toLowerCase(),
      ),
    ),
  ];
  expect(onDemand.length).toBeGreaterThan(40);
  expect(Object.keys(landing).sort()).toEqual(onDemand.sort());
  const first = new Set(initial.map((f) => f.file));
  const pages: [path: string, chunk: string][] = [
    ['/message', 'MessagePage'],
    ['/chat', 'ChatPage'],
    ['/match', 'match'],
    ['/matchdetail', 'match'],
    ['/player', 'rooms'],
    ['/wallet', 'pages'],
  ];
  for (const [path, chunk] of pages) {
    const files = landing[path];
    expect(files?.js[0], path).toMatch(new RegExp(`^assets/${chunk}-[\\w-]+\\.js$`));
    if (!files) continue;
    const needed = withStaticImports(distDir, [files.js[0] as string])
      .map((f) => f.file)
      .filter((f) => !first.has(f));
    expect([...files.js].sort(), path).toEqual(needed.sort());
    expect(files.css.length, path).toBeGreaterThan(0);
    for (const css of files.css) {
      expect(css, path).toMatch(/^assets\/.+\.css$/);
      expect(first.has(css), css).toBe(false);
      expect(readFileSync(join(distDir, css), 'utf8').length, css).toBeGreaterThan(0);
    }
  }
});

test('the chat list and the friends’ pages land without the chat’s own parts (composer, calls, red packets)', () => {
  const landing = JSON.parse(readFileSync(join(distDir, 'landing.json'), 'utf8')) as Record<
    string,
    { js: string[] }
  >;
  const CHAT = /src\/features\/(?:messages\/(?:ChatPage|ChatComposer)|calls\/|redpacket\/)/;
  for (const path of ['/message', '/friend']) {
    const files = landing[path]?.js ?? [];
    expect(files.length, path).toBeGreaterThan(0);
    expect(offenders(withStaticImports(distDir, files), CHAT), path).toEqual([]);
  }
  // The chat itself has them.
  expect(offenders(withStaticImports(distDir, landing['/chat']?.js ?? []), CHAT).length).toBeGreaterThan(0);
});

test('pages and sheets the first screen does not show are not in the first load', () => {
  // Each of these once rode in with a feature barrel the first load imports for something small.
  const LATER =
    /src\/features\/(?:login\/LoginForm|news\/NewsDetailPage|maintenance\/AnnPage|home\/MoreRecommPage)\.tsx$/;
  expect(offenders(initial, LATER)).toEqual([]);
});

test("the shell's later overlays arrive without their features' pages", () => {
  // NOTE: the shell imports each through its feature's `overlay` module, not the feature's index.
  const OVERLAYS: [overlay: string, pages: RegExp][] = [
    ['match/ScorePopup.tsx', /src\/features\/match\/Match(?:Page|DetailPage)\.tsx$/],
    ['messages/MessageNotifier.tsx', /src\/features\/messages\/(?:MessagePage|ChatPage)\.tsx$/],
    ['groups/JoinRequestNotifier.tsx', /src\/features\/groups\/GroupPage\.tsx$/],
    ['live/WentLiveNotifier.tsx', /src\/features\/live\/GoLivePage\.tsx$/],
  ];
  for (const [overlay, pages] of OVERLAYS) {
    const chunks = scripts(allAssets(distDir)).filter((f) =>
      sourcesOf(distDir, f.file).some((s) => s.endsWith(`src/features/${overlay}`)),
    );
    expect(chunks.length, overlay).toBeGreaterThan(0);
    const loaded = withStaticImports(
      distDir,
      chunks.map((f) => f.file),
    );
    expect(offenders(loaded, pages), overlay).toEqual([]);
    // Nor the chat database: each opens it only when it needs a row (a muted chat's unread count,
    // a join request's group name), so a page without chats never loads Dexie for them.
    expect(offenders(loaded, /node_modules\/dexie\//), overlay).toEqual([]);
  }
});

test('no chunk of the first load carries generated protobuf code or the codec', () => {
  expect(offenders(initial, PROTOBUF)).toEqual([]);
});

test('no chunk a tab ever loads carries them either: only the hub worker does', () => {
  const hub = scripts(allAssets(distDir)).filter((f) =>
    sourcesOf(distDir, f.file).some((s) => /workers\/hub\.ts$/.test(s)),
  );
  expect(hub.length).toBe(1);
  expect(offenders(hub, PROTOBUF).length).toBeGreaterThan(0);
  const tab = allAssets(distDir).filter((f) => !hub.some((h) => h.file === f.file));
  expect(offenders(tab, PROTOBUF)).toEqual([]);
});

test('the first load has no Dexie, hls.js, mpegts.js, react-spring or use-gesture', () => {
  expect(offenders(initial, NOT_ON_FIRST_LOAD)).toEqual([]);
});

test(`the first load stays within its gzip budget of ${kb(INITIAL_GZIP_BUDGET)}`, () => {
  const total = initial.reduce((sum, f) => sum + f.gzip, 0);
  const list = initial.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ');
  expect(total, `initial chunks: ${list}`).toBeLessThanOrEqual(INITIAL_GZIP_BUDGET);
});

test('the staff console is a bundle of its own under admin/: no protobuf code, never precached', () => {
  const admin = readdirSync(join(distDir, 'admin', 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `admin/assets/${f}`, bytes: 0, gzip: 0 }));
  expect(admin.length).toBeGreaterThan(0);
  expect(readFileSync(join(distDir, 'admin', 'index.html'), 'utf8')).toMatch(/src="\/admin\/assets\/admin-/);
  expect(offenders(admin, PROTOBUF)).toEqual([]);
  expect(readFileSync(join(distDir, 'sw.js'), 'utf8')).not.toMatch(/admin\/assets/);
});
