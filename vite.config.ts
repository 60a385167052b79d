import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { firstLoadChunks } from './scripts/firstLoadChunks';

const ADMIN_HTML = fileURLToPath(new URL('admin/index.html', import.meta.url));

/** The build version names the hub worker, so tabs of an older build never share a newer hub. */
export const BUILD_VERSION = `${pkg.version}-${process.env.BUILD_ID ?? 'dev'}`;

/** Server paths the service worker must never answer from a cache: APIs, sockets, streams, uploads. */
const NEVER_CACHED = [
  /^\/app\//,
  /^\/api\//,
  /^\/ws/,
  /^\/live\//,
  /^\/replays\//,
  /^\/upload/,
  /^\/dev\//,
  /\.json$/,
  /^\/agreement/,
  /^\/admin/,
];

/**
 * The splash shows as soon as `index.html` arrives: the app's first stylesheets no longer block the
 * first paint (fetched as `media="print"`, applied by the app before its first render:
 * `src/app/firstStyles.ts`), and the splash's icon comes inside the page (a data: URL) instead of
 * waiting for a request of its own behind the app's scripts. The app's scripts and stylesheets wait
 * in `<template id="app-start">` until the splash is painted, with the picture the page carries if it
 * carries one (`src/app/startAfterPaint.js`, inlined at the end of the page and allowed by its hash
 * in the CSP: `server/http/security.ts`); then they are fetched at a low priority
 * (`fetchpriority="low"`, as the route's own in `server/http/landing.ts`). The staff console is left
 * as it is.
 */
function splashFirst(): Plugin {
  const icon = `data:image/svg+xml;base64,${readFileSync(new URL('public/icon.svg', import.meta.url)).toString('base64')}`;
  // Inlined without its comments.
  const start = readFileSync(new URL('src/app/startAfterPaint.js', import.meta.url), 'utf8')
    .replace(/^\s*\/\/.*\n/gm, '')
    .trim();
  return {
    name: 'sportlive:splash-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        if (ctx.path !== '/index.html') return html;
        const files: string[] = [];
        const page = html
          .replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="stylesheet" media="print" data-first$1>')
          .replace('<img src="/icon.svg"', `<img src="${icon}"`)
          .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
          .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ')
          .replace(
            /\s*(<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|stylesheet)"[^>]*>)/g,
            (_, tag: string) => {
              files.push(tag);
              return '';
            },
          );
        return page
          .replace(
            '</head>',
            `  <template id="app-start">\n      ${files.join('\n      ')}\n    </template>\n  </head>`,
          )
          .replace('</body>', `  <script>\n${start}\n    </script>\n  </body>`);
      },
    },
  };
}

/**
 * Marks the app's chunks with V8's compile hint `//# allFunctionsCalledOnLoad`: Chromium then
 * compiles their functions on the thread that streams the script in, instead of one by one on the
 * main thread the first time each is called (a third of a first load's script time was that lazy
 * compiling). The app loads a chunk only when it needs it, so its functions are about to run.
 * Other engines read a comment. NOTE: a banner added after minifying (which drops comments); the
 * bundler keeps the source map in step. The hint counts only on a file's first line, and Vite writes
 * the preload list of a chunk that imports others on demand (the entry among them) above any banner:
 * on those the hint is moved back to the top once Vite has written the list, before the build's
 * compression plugin (which compresses at that same step) reads the chunk.
 */
function compileHints(): Plugin {
  return {
    name: 'sportlive:compile-hints',
    apply: 'build',
    enforce: 'post',
    outputOptions: (options) => ({
      ...options,
      postBanner: (chunk) => (chunk.fileName.startsWith('assets/') ? COMPILE_HINT : ''),
    }),
    configResolved(config) {
      const analysis = config.plugins.find((p) => p.name === 'vite:build-import-analysis');
      const original = analysis?.generateBundle;
      if (!analysis || typeof original !== 'function') return;
      analysis.generateBundle = async function (this: unknown, ...args: Parameters<typeof original>) {
        await original.apply(this as never, args);
        for (const chunk of Object.values(args[1])) {
          if (chunk.type !== 'chunk' || !chunk.code.startsWith(PRELOAD_LIST)) continue;
          const at = chunk.code.indexOf(`\n${COMPILE_HINT}\n`);
          if (at < 0) continue;
          // NOTE: both lines are unmapped, so swapping them leaves every mapping where it was.
          const list = chunk.code.slice(0, at);
          chunk.code = `${COMPILE_HINT}\n${list}${chunk.code.slice(at + COMPILE_HINT.length + 1)}`;
        }
      };
    },
  };
}

/** How Vite's preload list, written above a chunk that imports others on demand, begins. */
const PRELOAD_LIST = 'const __vite__mapDeps=';

/**
 * Writes `landing.json`: for each route whose page is a chunk of its own, the scripts and
 * stylesheets that page needs beyond the first load. The server names them in the `index.html` it
 * sends for that route (`server/http/landing.ts`), so a visit that lands on the route fetches them
 * beside the first load, found while the page is parsed, instead of the app's start adding a
 * `<link>` per file on the main thread. The route table is read from `src/app/routes.tsx`: a page's
 * loader is `lazyPage(name, …)` with `const name = () => import('…')`, or the import written in place.
 */
function landingChunks(): Plugin {
  const routesFile = fileURLToPath(new URL('src/app/routes.tsx', import.meta.url));
  return {
    name: 'sportlive:landing-chunks',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry && c.name === 'index');
      if (!entry) return;
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (from: string, into = new Set<string>()) => {
        if (into.has(from)) return into;
        into.add(from);
        for (const next of byFile.get(from)?.imports ?? []) closure(next, into);
        return into;
      };
      const cssOf = (files: Set<string>) =>
        new Set([...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]));
      const first = closure(entry.fileName);
      const firstCss = cssOf(first);
      const landing: Record<string, { js: string[]; css: string[] }> = {};
      for (const [path, specifier] of routeLoaders(readFileSync(routesFile, 'utf8'))) {
        const resolved = await this.resolve(specifier, routesFile);
        const page =
          chunks.find((c) => resolved && c.facadeModuleId === resolved.id) ??
          chunks.find((c) => resolved && c.moduleIds.includes(resolved.id));
        if (!page) this.error(`landing chunks: no chunk for ${path} (${specifier})`);
        const files = closure(page.fileName);
        landing[path.toLowerCase()] = {
          js: [...files].filter((f) => !first.has(f)),
          css: [...cssOf(files)].filter((f) => !firstCss.has(f)),
        };
      }
      this.emitFile({ type: 'asset', fileName: 'landing.json', source: JSON.stringify(landing) });
    },
  };
}

/** Each route path of the route table with the module its page is imported from. */
export function routeLoaders(source: string): [path: string, specifier: string][] {
  const loaders = new Map(
    [...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]),
  );
  return [
    ...source.matchAll(/path: '([^']+)',\s*Component: lazyPage\(\s*(?:(\w+)|\(\) => import\('([^']+)'\))/g),
  ].flatMap((m) => {
    const specifier = m[3] ?? loaders.get(m[2] ?? '');
    return specifier && m[1] ? [[m[1], specifier] as [string, string]] : [];
  });
}

/** Workbox's manifest transform, as far as the shell's uses it. */
type ShellTransform = <E extends { url: string }>(entries: E[]) => { manifest: E[]; warnings: string[] };

/** The file listing what the service worker caches after the shell (public/offline-sw.js reads it). */
export const OFFLINE_REST = 'offline-rest.json';

/**
 * The shell first (issue 49): the service worker's install caches only what the first screen needs
 * (`index.html`, the files its template names, the icons and the manifest), so it is in control of
 * the next load within a moment of registering; every other file of the app is written to
 * OFFLINE_REST, which the worker fetches into a cache of its own once it is active
 * (public/offline-sw.js) and answers from (the `app-rest` runtime route). NOTE: all of the app
 * took 3-8 s to install on a first visit, and a reload offline within that time showed the
 * browser's own error page.
 */
function offlineShell(): { plugin: Plugin; transform: ShellTransform } {
  let outDir = 'dist';
  return {
    plugin: {
      name: 'sportlive:offline-shell',
      apply: 'build',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
    },
    transform: (entries) => {
      const page = readFileSync(join(outDir, 'index.html'), 'utf8');
      const named = new Set([...page.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
      const isShell = (url: string) => !url.startsWith('assets/') || named.has(url);
      const rest = entries.filter((e) => !isShell(e.url)).map((e) => `/${e.url}`);
      writeFileSync(join(outDir, OFFLINE_REST), JSON.stringify(rest));
      return { manifest: entries.filter((e) => isShell(e.url)), warnings: [] };
    },
  };
}

const OFFLINE_SHELL = offlineShell();

const FIRST_LOAD = firstLoadChunks();

/** V8's per-file compile hint (Chromium 136 on). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default defineConfig({
  plugins: [
    react(),
    splashFirst(),
    compileHints(),
    landingChunks(),
    FIRST_LOAD.plugin,
    OFFLINE_SHELL.plugin,
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icon.svg', 'favicon-64x64.png', 'apple-touch-icon.png'],
      manifest: {
        name: '球迷直播 - 体育赛事高清直播',
        short_name: '球迷直播',
        description: '足球、篮球、电竞高清直播，实时比分、赛事资讯与球迷聊天。',
        lang: 'zh-CN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0b1a33',
        background_color: '#0b1a33',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // NOTE: the staff console (admin/) is no part of the app a phone installs.
        globIgnores: ['avatars/**', 'admin/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: NEVER_CACHED,
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [OFFLINE_SHELL.transform],
        // NOTE: the app's files beyond the shell, fetched once the worker is active
        // (public/offline-sw.js), or when a page first asks for them; hashed names, so never stale.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'app-rest' },
          },
        ],
        // NOTE: Web Push (the push and notificationclick handlers) lives in public/push-sw.js.
        // public/network-sw.js sends the server's own paths past the worker (Static Routing API).
        importScripts: ['/push-sw.js', '/offline-sw.js', '/network-sw.js'],
      },
    }),
    // NOTE: brotli and gzip made once at build time; the server sends them as they are
    // (@fastify/static preCompressed), so no response is compressed per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|svg|json|webmanifest|txt)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  define: { __BUILD_VERSION__: JSON.stringify(BUILD_VERSION) },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // NOTE: two pages: the app, and the staff console (issue 22) with its own entry and bundle under
    // admin/, which the service worker neither precaches nor answers.
    rolldownOptions: {
      // NOTE: the app's entry keeps the name `index` (its chunk is assets/index-<hash>.js, as before).
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), admin: ADMIN_HTML },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'admin' ? 'admin/assets/[name]-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: { groups: FIRST_LOAD.groups },
      },
    },
  },
  server: {
    proxy: {
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
      '/app': 'http://127.0.0.1:8080',
      '/api': 'http://127.0.0.1:8080',
      '/upload': 'http://127.0.0.1:8080',
      '/uploads': 'http://127.0.0.1:8080',
      '/demo-img': 'http://127.0.0.1:8080',
      '/maintain.json': 'http://127.0.0.1:8080',
      '/maintenance.json': 'http://127.0.0.1:8080',
      '/hosts.json': 'http://127.0.0.1:8080',
      '/agreement.html': 'http://127.0.0.1:8080',
      '/avatars': 'http://127.0.0.1:8080',
      '/admin/api': 'http://127.0.0.1:8080',
    },
  },
});
