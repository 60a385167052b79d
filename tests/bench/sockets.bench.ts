// Memory per idle logged-in socket (issue 23): N sockets that logged in and then say nothing, the
// server's memory before and after, per socket, beside a bare `ws` server holding N plain sockets
// (the floor: what Node and `ws` cost for a socket that has said one thing and been answered, as
// a logged-in socket has: `ws` keeps the buffers of a frame read). Each server in its own child process
// with --expose-gc, measured after two collections. `BENCH_SOCKETS` sets N (default 9,000: the
// machine allows 20,000 open files a process, and the clients here hold one per socket too).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeHeapSnapshot } from 'node:v8';
import { WebSocket, WebSocketServer } from 'ws';
import { encodeMessage } from '../../protocol/codec';
import { messageId } from '../../protocol/ids';
import { answerUsersAndStop, eachFrame, inBatches, startBenchChild } from './children';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 9000);
const SETTLE_MS = 3000;
const SNAPSHOTS = process.env.BENCH_SNAPSHOT ?? '';
/** Sockets opened (and left open) before the first measure, on either server. */
const WARM = 500;
const SELF = fileURLToPath(import.meta.url);
const ID_LOGIN_REP = messageId('msg_h5_login_rep');

interface TestUser {
  uid: number;
  fastkey: string;
  deviceid: string;
}
interface Memory {
  rss: number;
  /** JS heap in use plus memory outside it held by JS objects (buffers). */
  heap: number;
}
type ChildMessage =
  | { type: 'ready'; url: string }
  | { type: 'users'; users: TestUser[] }
  | ({ type: 'memory' } & Memory);

// ---- Servers, each in a child process ------------------------------------------------------

async function measureHere(): Promise<Memory> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 2; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external };
}

function answerMemory(): void {
  process.on('message', async (message: { type: string; snapshot?: string }) => {
    if (message.type !== 'memory') return;
    const memory = await measureHere();
    // NOTE: BENCH_SNAPSHOT=<folder> keeps a heap snapshot at each measure, to see what a socket holds.
    if (message.snapshot) writeHeapSnapshot(message.snapshot);
    process.send?.({ type: 'memory', ...memory });
  });
}

async function serveSportlive(): Promise<void> {
  const { startServer } = await import('../helpers/server');
  const server = await startServer();
  answerMemory();
  await answerUsersAndStop(server);
  process.send?.({ type: 'ready', url: `${server.url.replace(/^http/, 'ws')}/ws` });
}

function serveBareWs(): void {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  // NOTE: each socket sends one frame the size of a login and gets it back, as a login does.
  wss.on('connection', (ws) => ws.on('message', (data: Buffer) => ws.send(data)));
  answerMemory();
  wss.on('listening', () => {
    const address = wss.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    process.send?.({ type: 'ready', url: `ws://127.0.0.1:${address.port}` });
  });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'stop') process.exit(0);
  });
}

// ---- Measuring ------------------------------------------------------------------------------

const STAND_IN: TestUser = { uid: 100_000, fastkey: 'f'.repeat(32), deviceid: 'd'.repeat(36) };

/** Opens a socket that logs in (sportlive) or sends a login-sized frame and reads its echo (bare ws). */
function open(url: string, login: TestUser | undefined): Promise<WebSocket> {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.on('open', () =>
      socket.send(encodeMessage(1, 'msg_h5_login_req', { ...(login ?? STAND_IN), version: '2.0' })),
    );
    socket.on('message', (data: Buffer) => {
      if (!login) return resolve(socket);
      eachFrame(data, (id, seq) => {
        if (id === ID_LOGIN_REP && seq === 1) resolve(socket);
      });
    });
  });
}

interface Figures {
  perSocket: Memory;
  seconds: number;
}

async function measure(kind: 'sportlive' | 'ws', n: number): Promise<Figures> {
  const child = await startBenchChild<ChildMessage>(SELF, kind, ['--expose-gc']);
  const all =
    kind === 'sportlive' ? (await child.request({ type: 'users', n: n + WARM }, 'users')).users : [];
  // NOTE: WARM sockets first, kept open and not counted: the code a server compiles while its first
  // sockets log in is paid once, not per socket.
  const warm = await inBatches(WARM, (i) => open(child.ready.url, all[n + i]));
  const users = all.slice(0, n);
  const snapshot = (when: string) =>
    SNAPSHOTS ? { snapshot: join(SNAPSHOTS, `${kind}-${n}-${when}.heapsnapshot`) } : {};
  const before = await child.request({ type: 'memory', ...snapshot('before') }, 'memory');
  const started = performance.now();
  const sockets = await inBatches(n, (i) => open(child.ready.url, users[i]));
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = await child.request({ type: 'memory', ...snapshot('after') }, 'memory');
  for (const s of [...sockets, ...warm]) s.terminate();
  await child.stop();
  return {
    perSocket: { rss: (after.rss - before.rss) / n, heap: (after.heap - before.heap) / n },
    seconds,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

/** Opens SOCKETS idle sockets on each server and prints the memory each costs. */
export async function run(): Promise<void> {
  console.log(
    `  ${SOCKETS.toLocaleString('en-US')} idle sockets after ${WARM} opened to warm up, memory per socket (after GC):`,
  );
  const ours = await measure('sportlive', SOCKETS);
  const bare = await measure('ws', SOCKETS);
  const row = (name: string, f: Figures) =>
    `    ${name.padEnd(10)} rss ${kb(f.perSocket.rss)}  ${(f.perSocket.rss / bare.perSocket.rss).toFixed(2)}× ws   ` +
    `heap ${kb(f.perSocket.heap)}  ${(f.perSocket.heap / bare.perSocket.heap).toFixed(2)}× ws   (opened in ${f.seconds.toFixed(1)} s)`;
  console.log(row('sportlive', ours));
  console.log(row('bare ws', bare));
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt !== -1) {
  const kind = process.argv[serveAt + 1];
  if (kind === 'sportlive') await serveSportlive();
  else if (kind === 'ws') serveBareWs();
  else throw new Error(`unknown server kind ${kind}`);
}
