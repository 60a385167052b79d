// The hub in Chromium, each figure beside a peer measured in the same run:
//   round trip  a call tab → hub SharedWorker → tab through the tab's hub client (its queue,
//               Comlink, the hub's tab registry) beside a raw request/reply over a MessagePort to
//               another SharedWorker, both moving the same data; the ratio is the median of the
//               ratios of 50 alternating pairs of slices of 100 calls
//   ingest      the hub's ingest of 10,000 messages into the Dexie chat database (repeat-rule
//               lookups, imchat bulkPut, imlist update, one transaction) beside a raw IndexedDB
//               put loop of the same rows in one relaxed transaction, both in a worker
// The page is tests/fixtures/hub/, built here with Vite and served by a small static server.
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launchBrowser } from '../helpers/browser';

const FIXTURE = fileURLToPath(new URL('../fixtures/hub/', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.map': 'application/json',
};

interface Figures {
  pairs: [comlinkMs: number, echoMs: number][];
  calls: number;
  ingest: { dexie: number[]; raw: number[]; n: number } | { error: string };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    const file = path.endsWith('/') ? join(path, 'bench.html') : path;
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/bench.html`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

export async function run(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'sportlive-hub-bench-'));
  await build({
    root: FIXTURE,
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rollupOptions: { input: join(FIXTURE, 'bench.html') } },
  });
  const site = await serve(outDir);
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    page.on('pageerror', (e) => console.error('  page error:', String(e)));
    await page.goto(site.url);
    const figures = await page.evaluate(() => window.__bench as unknown as Promise<Figures>);
    // NOTE: a round trip is two processes waking each other; on a machine busy with other work the
    // wait for a core swamps both sides and the ratio drifts towards 1. The load says how far to
    // trust a run, the pairs' quartiles how much the slices disagreed.
    const load = loadavg()[0] ?? 0;
    console.log(`  machine load ${load.toFixed(1)} over the last minute, on ${availableParallelism()} cores`);
    const { pairs, calls } = figures;
    const ratios = pairs.map(([comlink, echo]) => comlink / echo).sort((a, b) => a - b);
    const quartile = (q: number) => ratios[Math.floor((ratios.length - 1) * q)] ?? Number.NaN;
    const µs = (ms: number) => `${(ms * 1000).toFixed(0).padStart(6)} µs`;
    console.log(
      `  round trip (${calls} sequential calls of each, in ${pairs.length} alternating slices; medians)`,
    );
    console.log(`    Comlink via hub   ${µs(median(pairs.map(([comlink]) => comlink)))}`);
    console.log(`    raw port echo     ${µs(median(pairs.map(([, echo]) => echo)))}`);
    console.log(
      `    ratio             ${median(ratios).toFixed(2)}× the raw echo` +
        `   (pairs' quartiles ${quartile(0.25).toFixed(2)}–${quartile(0.75).toFixed(2)})`,
    );
    // The slices least disturbed by other work: each side's fastest tenth, as timeit's minimum.
    const fastest = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 10)] ?? Number.NaN;
    const quiet = fastest(pairs.map(([comlink]) => comlink)) / fastest(pairs.map(([, echo]) => echo));
    console.log(`    fastest tenth     ${quiet.toFixed(2)}× the raw echo`);
    if ('error' in figures.ingest) {
      console.error(`  ingest failed: ${figures.ingest.error}`);
      process.exitCode = 1;
      return;
    }
    const { dexie, raw, n } = figures.ingest;
    const d = median(dexie);
    const r = median(raw);
    console.log(`  ingest of ${n.toLocaleString('en')} messages (median of ${dexie.length} runs)`);
    console.log(
      `    hub ingest (Dexie) ${d.toFixed(0).padStart(6)} ms   ${(n / (d / 1000)).toFixed(0)} msg/s`,
    );
    console.log(
      `    raw IndexedDB loop ${r.toFixed(0).padStart(6)} ms   ${(n / (r / 1000)).toFixed(0)} msg/s`,
    );
    console.log(`    ratio              ${(d / r).toFixed(2)}× the raw loop`);
  } finally {
    await browser.close();
    await site.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
