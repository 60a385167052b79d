import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { setSetting, startServer, type TestServer } from '../helpers/server';

// A build folder as `vite build` leaves it: hashed chunks under assets/, index.html and sw.js at the
// root, each text file with the .br and .gz the compression plugin writes beside it.
const HTML = `<!doctype html><html><head><template id="app-start"><script type="module" src="/assets/index-Ab12_cD3.js"></script></template></head><body><div id="root"><div class="splash"><b>球迷直播</b></div></div>${'<div></div>'.repeat(200)}<script>start()</script></body></html>`;
const JS = `console.log(${JSON.stringify('球迷直播 '.repeat(400))});`;
const SW = `self.addEventListener('install', () => self.skipWaiting());${' '.repeat(2000)}`;

// What the build's landing.json names for a page loaded on demand (vite.config.ts landingChunks).
const LANDING = {
  '/match': {
    js: ['assets/match-Xy12_ab3.js', 'assets/toast-Qw34_cd5.js'],
    css: ['assets/match-Er56_fg7.css'],
  },
};

let server: TestServer;
let distDir: string;

function writeBuilt(path: string, text: string, compressed = true): void {
  const file = join(distDir, path);
  writeFileSync(file, text);
  if (!compressed) return;
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'sportlive-static-'));
  mkdirSync(join(distDir, 'assets'));
  writeBuilt('index.html', HTML);
  writeBuilt('assets/index-Ab12_cD3.js', JS);
  writeBuilt('sw.js', SW);
  writeBuilt('workbox-2178cfdb.js', JS);
  writeBuilt('favicon-64x64.png', 'png bytes', false);
  // A picture larger than a page carries inside itself (16 kB).
  writeBuilt('big.png', 'p'.repeat(17 * 1024), false);
  writeBuilt('landing.json', JSON.stringify(LANDING));
  server = await startServer({ distDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (path: string, encoding?: string) =>
  fetch(`${server.url}${path}`, encoding ? { headers: { 'accept-encoding': encoding } } : {});

test('a hashed chunk is sent brotli-compressed when accepted, cached for a year as immutable', async () => {
  const response = await get('/assets/index-Ab12_cD3.js', 'br, gzip');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-encoding')).toBe('br');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('content-type')).toContain('javascript');
  expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
  // Node's fetch decodes the body for us; compare the bytes on the wire through the length.
  const wire = Number(response.headers.get('content-length'));
  expect(wire).toBe(brotliCompressSync(JS).length);
  expect(wire).toBeLessThan(Buffer.byteLength(JS) / 4);
  expect(await response.text()).toBe(JS);
});

test('gzip is sent to a browser without brotli, and the plain file to one that accepts neither', async () => {
  const gz = await get('/assets/index-Ab12_cD3.js', 'gzip');
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(Number(gz.headers.get('content-length'))).toBe(gzipSync(JS).length);
  const plain = await get('/assets/index-Ab12_cD3.js', 'identity');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(JS));
  expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('index.html, the service worker and unhashed files are revalidated on every use', async () => {
  for (const path of ['/', '/index.html', '/sw.js', '/favicon-64x64.png']) {
    const response = await get(path, 'br, gzip');
    expect(response.status, path).toBe(200);
    expect(response.headers.get('cache-control'), path).toBe('no-cache');
    expect(response.headers.get('etag') ?? response.headers.get('last-modified'), path).toBeTruthy();
  }
  expect((await get('/index.html', 'br')).headers.get('content-encoding')).toBe('br');
  expect((await get('/workbox-2178cfdb.js', 'gzip')).headers.get('cache-control')).toBe(
    'public, max-age=31536000, immutable',
  );
});

test('a build written over the running server: /index.html stays the page read at start, its inline script allowed by the CSP', async () => {
  const hash = `'sha256-${createHash('sha256').update('start()').digest('base64')}'`;
  writeBuilt('index.html', HTML.replace('start()', 'startAnew()'));
  try {
    for (const path of ['/index.html', '/', '/match']) {
      const response = await get(path, 'br, gzip');
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<script>start()</script>');
      const scripts = response.headers.get('content-security-policy')?.match(/script-src [^;]*/)?.[0];
      expect(scripts, path).toContain(hash);
    }
  } finally {
    writeBuilt('index.html', HTML);
  }
});

test('a client-side route gets index.html compressed and revalidated, not a 404', async () => {
  const response = await get('/matchdetail?id=7', 'br, gzip');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(response.headers.get('content-encoding')).toBe('br');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(await response.text()).toBe(HTML);
});

test('a route of a page loaded on demand gets index.html naming that page’s chunks and stylesheets', async () => {
  for (const path of ['/match', '/Match/', '/match?tab=2']) {
    const response = await get(path, 'br, gzip');
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-encoding'), path).toBe('br');
    expect(response.headers.get('cache-control'), path).toBe('no-cache');
    const html = await response.text();
    expect(html, path).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/match-Xy12_ab3.js">',
    );
    expect(html, path).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/toast-Qw34_cd5.js">',
    );
    // Applied by the app before its first render, like the first load's own stylesheets.
    expect(html, path).toContain(
      '<link rel="stylesheet" media="print" data-first crossorigin href="/assets/match-Er56_fg7.css">',
    );
    // Named with what the first load names (the files the page asks for once its splash is
    // painted: src/app/startAfterPaint.js), and nothing of the page lost.
    expect(html.indexOf('index-Ab12_cD3.js'), path).toBeLessThan(html.indexOf('match-Xy12_ab3.js'));
    expect(html.indexOf('match-Xy12_ab3.js'), path).toBeLessThan(html.indexOf('</template>'));
    const without = html
      .replace(/\s*<link [^>]*(?:match|toast)-[^>]*>/g, '')
      .replace(/\s*<\/template>/, '</template>');
    expect(without, path).toBe(HTML);
  }
  // Other routes get the page as built.
  for (const path of ['/message', '/matchdetail?id=7', '/matchx']) {
    expect(await (await get(path, 'gzip')).text(), path).toBe(HTML);
  }
});

test('a route’s page is revalidated by its ETag, in every encoding, and differs from another route’s', async () => {
  const first = await get('/match', 'br');
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^".+"$/);
  const again = await fetch(`${server.url}/match`, { headers: { 'if-none-match': etag as string } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  const gz = await get('/match', 'gzip');
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(gz.headers.get('etag')).toBe(etag);
  // Brotli refused by weight: gzip; a HEAD asks the same without the body.
  expect((await get('/match', 'br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
  const head = await fetch(`${server.url}/match`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
  expect(head.status).toBe(200);
  expect(head.headers.get('etag')).toBe(etag);
  expect(await head.text()).toBe('');
  const plain = await get('/match', 'identity');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(await plain.text()));
  const other = await get('/message', 'br');
  expect(other.headers.get('etag')).not.toBe(etag);
  const stale = await fetch(`${server.url}/message`, { headers: { 'if-none-match': etag as string } });
  expect(stale.status).toBe(200);
});

test('landing on the home page or a live room, the page carries the picture the configuration names for it when it is small and served here', async () => {
  const carried = async (url: string) =>
    `data:image/webp;base64,${Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer()).toString('base64')}`;
  const advertData = await carried('/demo-img/ad/redpacket.webp');
  const home = await (await get('/', 'br')).text();
  // The home page's splash shows the advert where its dialog will, from the page's own copy.
  const advert = `<div class="splash-advert"><div><img src="${advertData}" data-src="/demo-img/ad/redpacket.webp" alt="" fetchpriority="high" /><i></i><i></i></div></div>`;
  expect(home).toContain(advert);
  // No request of its own.
  expect(home).not.toContain('rel="preload"');
  expect(home.replace(/\s*<div class="splash-advert">.*?<\/div><\/div>/, '')).toBe(HTML);
  const posterData = await carried('/demo-img/ad/liveload.webp');
  for (const path of ['/player?id=10001', '/play?id=3', '/mnightplayer']) {
    const page = await (await get(path, 'gzip')).text();
    // A live room's splash shows it where the player will (the home page's advert is a dialog).
    expect(page, path).toContain(
      `<img class="splash-poster" src="${posterData}" data-src="/demo-img/ad/liveload.webp" alt="" fetchpriority="high" />`,
    );
    expect(page, path).not.toContain('rel="preload"');
  }
  expect(home).not.toContain('splash-poster');
  for (const path of ['/player?id=10001', '/match']) {
    expect(await (await get(path, 'br')).text(), path).not.toContain('splash-advert');
  }
  expect(await (await get('/match', 'br')).text()).not.toContain('rel="preload"');
});

test('a picture the page cannot carry (not served here, too large) is asked for at once, at a high priority', async () => {
  const preload = (url: string) => `<link rel="preload" as="image" fetchpriority="high" href="${url}">`;
  const before = (await get('/', 'br')).headers.get('etag');
  // Not served here (no such upload): named by its URL. A new picture is named at once (not the
  // page made for the old one); none, no link.
  await setSetting(server, 'home_red_img', '/uploads/ad/new.webp?v=2&day=27');
  const changed = await get('/', 'br');
  expect(changed.headers.get('etag')).not.toBe(before);
  const home = await changed.text();
  expect(home).toContain(preload('/uploads/ad/new.webp?v=2&amp;day=27'));
  expect(home).toContain('<img src="/uploads/ad/new.webp?v=2&amp;day=27" alt="" fetchpriority="high" />');
  expect(
    home
      .replace(/\s*<link rel="preload"[^>]*>\s*<\/head>/, '</head>')
      .replace(/\s*<div class="splash-advert">.*?<\/div><\/div>/, ''),
  ).toBe(HTML);
  // Larger than a page carries (16 kB).
  await setSetting(server, 'live_load_img', '/big.png');
  const room = await (await get('/player?id=10001', 'br')).text();
  expect(room).toContain(preload('/big.png'));
  expect(room).toContain('<img class="splash-poster" src="/big.png" alt="" fetchpriority="high" />');
  await setSetting(server, 'live_load_img', null);
  await setSetting(server, 'home_red_img', '');
  expect(await (await get('/', 'br')).text()).toBe(HTML);
  await setSetting(server, 'home_red_img', null);
  expect(await (await get('/', 'br')).text()).toContain('data-src="/demo-img/ad/redpacket.webp"');
});

test('once today’s advert was seen on the device (its cookie), the home page no longer asks for its picture', async () => {
  const withCookie = (path: string, cookie: string) =>
    fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br', cookie } });
  for (const cookie of ['sl_advert_seen=1', 'lang=th; sl_advert_seen=1', 'sl_advert_seen=1; lang=th']) {
    const response = await withCookie('/', cookie);
    expect(await response.text(), cookie).toBe(HTML);
    expect(response.headers.get('vary')?.toLowerCase(), cookie).toContain('cookie');
  }
  for (const cookie of ['sl_advert_seen=0', 'xsl_advert_seen=1', 'lang=th']) {
    expect(await (await withCookie('/', cookie)).text(), cookie).toContain('splash-advert');
  }
  // The live room's loading advert is no daily advert: still asked for.
  expect(await (await withCookie('/player?id=1', 'sl_advert_seen=1')).text()).toContain(
    '/demo-img/ad/liveload.webp',
  );
  // Only the home page varies with the cookie: a cache keeps one copy of every other page.
  for (const path of ['/player?id=1', '/match', '/message']) {
    expect((await withCookie(path, 'lang=th')).headers.get('vary')?.toLowerCase(), path).toBe(
      'accept-encoding',
    );
  }
});

test('with the settings unreadable (their table gone), every page and the key script still come: no picture, the key alone', async () => {
  const withSettings = await (await get('/app/key.js')).text();
  expect(withSettings).toContain('__SPORTLIVE_SERVER_CONFIG__');
  await sql`alter table settings rename to settings_away`.execute(server.db);
  try {
    for (const path of ['/', '/player?id=10001', '/match']) {
      const response = await get(path, 'br');
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain('rel="preload" as="image"');
    }
    const key = await get('/app/key.js');
    expect(key.status).toBe(200);
    const script = await key.text();
    expect(script).toMatch(/^globalThis\.__SPORTLIVE_PARAM_KEY__ = "[^"]+";$/m);
    expect(script).not.toContain('__SPORTLIVE_SERVER_CONFIG__');
    expect(script.split('\n')[0]).toBe(withSettings.split('\n')[0]);
  } finally {
    await sql`alter table settings_away rename to settings`.execute(server.db);
  }
  expect(await (await get('/app/key.js')).text()).toBe(withSettings);
});
