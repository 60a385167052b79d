// HTTP-FLV viewers one node holds before its event loop lags (issue 19): opens more and more FLV
// viewers of one live room (a pushed 320x180 10 fps test pattern) on one server node while that
// node measures its event-loop delay (perf_hooks monitorEventLoopDelay), and prints the number of
// viewers at which its p99 delay first exceeds LAG_LIMIT_MS. The peer, in the same run: a bare
// Node http server writing the same bytes (it reads the node's stream once and copies every chunk
// to each of its viewers). Each server runs in a child process of its own; the viewers run here.
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type ChildReply, startBenchChild } from './children';

/** The p99 event-loop delay that counts as lagging (ms). */
const LAG_LIMIT_MS = 100;
/** Viewer counts tried, in order, until the server lags. */
const STEPS = [50, 100, 200, 400, 800, 1200, 1600, 2400, 3200];
/** How long the delay is measured at each step, after the new viewers settled (ms). */
const MEASURE_MS = 3000;
const SETTLE_MS = 1000;
/** A viewer with this much unsent is dropped, as the node does (server/http/live.ts). */
const MAX_VIEWER_BACKLOG = 4 * 1024 * 1024;

type Reply =
  | { type: 'ready'; url: string }
  | { type: 'lag'; p99: number; max: number }
  | { type: 'reset' }
  | ChildReply;

/** Answers `reset` (start a measurement) and `lag` (its p99 and max, ms) from inside a server. */
function answerLag(stop: () => Promise<void>): void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'reset') {
      delay.reset();
      process.send?.({ type: 'reset' });
    }
    if (message.type === 'lag')
      process.send?.({ type: 'lag', p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 });
    if (message.type === 'stop') {
      await stop();
      process.exit(0);
    }
  });
}

/** The server node with a live room its child ffmpeg pushes to. */
async function serveNode(): Promise<void> {
  const [{ loadConfig }, { rotateStreamKey }, { liveDb }, { pushTestPattern }, { startServer }] =
    await Promise.all([
      import('../../server/config'),
      import('../../server/live/keys'),
      import('../../server/live/tables'),
      import('../helpers/ffmpeg'),
      import('../helpers/server'),
    ]);
  const server = await startServer({ live: { ...loadConfig({}).live, rtmpPort: 0, graceMs: 0 } });
  const room = await liveDb(server.db)
    .selectFrom('live_rooms')
    .select('room_id')
    .orderBy('room_id')
    .executeTakeFirstOrThrow();
  const key = await rotateStreamKey(server.db, room.room_id, Date.now());
  const push = pushTestPattern(`rtmp://127.0.0.1:${server.server.live.rtmpPort}/live/${key}`, 600);
  while (!server.server.live.broadcast(room.room_id)) await new Promise((r) => setTimeout(r, 20));
  answerLag(async () => {
    push.kill('SIGKILL');
    await server.close();
  });
  process.send?.({ type: 'ready', url: `${server.url}/live/${room.room_id}.flv` });
}

/** The peer: a bare http server copying the node's FLV bytes (read once) to each of its viewers. */
async function serveBare(): Promise<void> {
  const source = process.env.BENCH_FLV_SOURCE ?? '';
  const viewers = new Set<ServerResponse>();
  let head: Buffer | undefined;
  const upstream = request(source, (res: IncomingMessage) => {
    res.on('data', (chunk: Buffer) => {
      // NOTE: a new viewer gets the stream's first chunk (FLV header, metadata, codec headers).
      head ??= chunk;
      for (const viewer of viewers) {
        if (viewer.writableLength > MAX_VIEWER_BACKLOG) viewer.destroy();
        else viewer.write(chunk);
      }
    });
  });
  upstream.end();
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'video/x-flv', 'cache-control': 'no-cache', connection: 'close' });
    if (head) res.write(head);
    viewers.add(res);
    res.on('close', () => viewers.delete(res));
    req.socket.setNoDelay(true);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  answerLag(async () => {
    upstream.destroy();
    server.closeAllConnections();
  });
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}/live.flv` });
}

/** One FLV viewer that reads and drops the bytes; resolves once the answer's headers arrived. */
function openViewer(url: string, open: Set<() => void>, bytes: { n: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      res.on('data', (chunk: Buffer) => {
        bytes.n += chunk.length;
      });
      res.once('close', () => open.delete(close));
      resolve();
    });
    const close = () => req.destroy();
    open.add(close);
    req.once('error', (error) => {
      open.delete(close);
      reject(error);
    });
    req.end();
  });
}

/** Ramps viewers on `url` through STEPS; resolves with the first count whose p99 lag passed the limit. */
async function ramp(
  name: string,
  url: string,
  child: Awaited<ReturnType<typeof startBenchChild<Reply>>>,
): Promise<number | undefined> {
  const open = new Set<() => void>();
  const bytes = { n: 0 };
  try {
    // NOTE: the idle delay is the floor this machine gives now (other work shares the cores).
    await child.request({ type: 'reset' }, 'reset');
    await new Promise((r) => setTimeout(r, MEASURE_MS));
    const idle = await child.request({ type: 'lag' }, 'lag');
    console.log(
      `  ${name.padEnd(10)}     0 viewers: loop delay p99 ${idle.p99.toFixed(1)} ms, max ${idle.max.toFixed(1)} ms (idle floor)`,
    );
    for (const step of STEPS) {
      while (open.size < step) {
        const batch = Math.min(100, step - open.size);
        await Promise.all(Array.from({ length: batch }, () => openViewer(url, open, bytes)));
      }
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      await child.request({ type: 'reset' }, 'reset');
      const before = bytes.n;
      await new Promise((r) => setTimeout(r, MEASURE_MS));
      const lag = await child.request({ type: 'lag' }, 'lag');
      const rate = (bytes.n - before) / (MEASURE_MS / 1000) / 1024 / 1024;
      console.log(
        `  ${name.padEnd(10)} ${String(step).padStart(5)} viewers (${open.size} still open): loop delay p99 ${lag.p99.toFixed(1)} ms, max ${lag.max.toFixed(1)} ms; ${rate.toFixed(1)} MB/s delivered`,
      );
      if (lag.p99 > LAG_LIMIT_MS) return step;
    }
    return undefined;
  } finally {
    for (const close of open) close();
  }
}

export async function run(): Promise<void> {
  const { HAVE_FFMPEG } = await import('../helpers/ffmpeg');
  if (!HAVE_FFMPEG) {
    console.log('  skipped: no ffmpeg on PATH (apt-get install ffmpeg)');
    return;
  }
  const file = new URL(import.meta.url).pathname;
  const node = await startBenchChild<Reply>(file, 'node');
  try {
    // The stream's first key frame, so the peer starts from the same bytes a node viewer does.
    await new Promise((r) => setTimeout(r, 1500));
    const nodeAt = await ramp('node', node.ready.url, node);
    process.env.BENCH_FLV_SOURCE = node.ready.url;
    const bare = await startBenchChild<Reply>(file, 'bare');
    let bareAt: number | undefined;
    try {
      bareAt = await ramp('bare http', bare.ready.url, bare);
    } finally {
      await bare.stop();
    }
    const show = (n: number | undefined) => (n === undefined ? `> ${STEPS.at(-1)}` : String(n));
    console.log(
      `  FLV viewers per node before p99 loop delay > ${LAG_LIMIT_MS} ms: node ${show(nodeAt)}, bare Node http ${show(bareAt)}` +
        (nodeAt !== undefined && bareAt !== undefined
          ? `; node / bare = ${(nodeAt / bareAt).toFixed(2)}`
          : '; ratio: at least one never lagged within the steps tried'),
    );
  } finally {
    await node.stop();
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt !== -1) {
  const kind = process.argv[serveAt + 1];
  if (kind === 'node') await serveNode();
  else if (kind === 'bare') await serveBare();
  else throw new Error(`unknown server kind ${kind}`);
}
