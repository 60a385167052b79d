import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';

// A build folder as `vite build` leaves it: hashed chunks under assets/, index.html and sw.js at the
// root, each text file with the .br and .gz the compression plugin writes beside it.
const HTML = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12_cD3.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const JS = `console.log(${JSON.stringify('球迷直播 '.repeat(400))});`;
const SW = `self.addEventListener('install', () => self.skipWaiting());${' '.repeat(2000)}`;

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

test('a client-side route gets index.html compressed and revalidated, not a 404', async () => {
  const response = await get('/matchdetail?id=7', 'br, gzip');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(response.headers.get('content-encoding')).toBe('br');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(await response.text()).toBe(HTML);
});
