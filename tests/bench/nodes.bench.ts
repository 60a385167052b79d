// Many nodes (issue 23), three server nodes on one PostgreSQL database and one Redis, each in a
// child process of its own (the machine allows 20,000 open files a process, so the clients are
// children too, one per node):
//   idle sockets  `BENCH_NODE_SOCKETS` (default 20,000) logged-in sockets spread over the three
//                 nodes that then say nothing: the nodes' memory per socket (after GC) beside three
//                 bare `ws` servers holding as many plain sockets;
//   room          a room of `BENCH_NODE_ROOM` (default 5,000) sockets spread over the three nodes,
//                 a burst of messages from the host: deliveries per second beside the same room
//                 with every socket on one of the nodes (the bus still in the path).
// Needs PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test) and Redis
// (BENCH_REDIS_URL, default redis://127.0.0.1:6379); skipped with a note without them.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WebSocket, WebSocketServer } from 'ws';
import { encodeMessage } from '../../protocol/codec';
import { messageId } from '../../protocol/ids';
import { pgAdmin } from '../helpers/pgSchema';
import { type BenchChild, eachFrame, inBatches, startBenchChild } from './children';
import { sportliveSocket, Tally, type TestUser } from './room';

const NODES = 3;
const SOCKETS = Number(process.env.BENCH_NODE_SOCKETS ?? 20_000);
const ROOM = Number(process.env.BENCH_NODE_ROOM ?? 5000);
const MESSAGES = 12;
const SETTLE_MS = 3000;
const SELF = fileURLToPath(import.meta.url);
const ID_LOGIN_REP = messageId('msg_h5_login_rep');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Memory {
  rss: number;
  heap: number;
}
type ChildMessage =
  | { type: 'ready'; url: string; roomId?: number; host?: TestUser }
  | { type: 'users'; users: TestUser[] }
  | { type: 'opened'; seconds: number }
  | ({ type: 'memory' } & Memory);
type Child = BenchChild<ChildMessage>;

// ---- Children ---------------------------------------------------------------------------------

async function measureHere(): Promise<Memory> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 2; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external };
}

/** A server node on the shared database and bus (env set by the parent). */
async function serveNode(): Promise<void> {
  const { startServer } = await import('../helpers/server');
  const { addDeviceSession } = await import('../helpers/imClient');
  const { bulkUsers, demoRooms } = await import('../integration/rooms.helpers');
  const server = await startServer({
    databaseUrl: process.env.BENCH_NODE_DATABASE_URL ?? '',
    redisUrl: REDIS_URL,
    busPrefix: process.env.BENCH_NODE_BUS_PREFIX ?? '',
  });
  const [room] = await demoRooms(server.db);
  if (!room) throw new Error('no demo room');
  const host = await addDeviceSession(server.db, room.host);
  process.on('message', async (message: { type: string; n?: number }) => {
    if (message.type === 'memory') process.send?.({ type: 'memory', ...(await measureHere()) });
    if (message.type === 'users')
      process.send?.({ type: 'users', users: await bulkUsers(server.db, message.n ?? 0) });
    // NOTE: no graceful close: the database is dropped with the run.
    if (message.type === 'stop') {
      rmSync(server.config.dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send?.({ type: 'ready', url: server.url, roomId: room.roomId, host });
}

function serveBareWs(): void {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  // NOTE: as in sockets.bench.ts, each bare socket sends a login-sized frame and reads it back, as
  // a logged-in socket has (ws keeps the buffers of a frame it read).
  wss.on('connection', (ws) => ws.on('message', (data: Buffer) => ws.send(data)));
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'memory') process.send?.({ type: 'memory', ...(await measureHere()) });
    if (message.type === 'stop') process.exit(0);
  });
  wss.on('listening', () => {
    const address = wss.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    process.send?.({ type: 'ready', url: `http://127.0.0.1:${address.port}` });
  });
}

const STAND_IN: TestUser = { uid: 100_000, fastkey: 'f'.repeat(32), deviceid: 'd'.repeat(36) };

function openIdle(url: string, login?: TestUser): Promise<WebSocket> {
  const socket = new WebSocket(login ? `${url.replace(/^http/, 'ws')}/ws` : url.replace(/^http/, 'ws'), {
    perMessageDeflate: false,
  });
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

/** A client child: opens the sockets it is given and holds them until stopped. */
function serveClients(): void {
  const held: WebSocket[] = [];
  process.on('message', async (message: { type: string; url?: string; n?: number; users?: TestUser[] }) => {
    if (message.type === 'open') {
      const started = performance.now();
      const { url = '', n = 0, users } = message;
      held.push(...(await inBatches(n, (i) => openIdle(url, users?.[i]))));
      process.send?.({ type: 'opened', seconds: (performance.now() - started) / 1000 });
    }
    if (message.type === 'stop') {
      for (const socket of held) socket.terminate();
      process.exit(0);
    }
  });
  process.send?.({ type: 'ready', url: '' });
}

// ---- Measuring ------------------------------------------------------------------------------

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Memory per socket on `servers` after each of them got its share of `n` sockets. */
async function idleSockets(
  servers: Child[],
  n: number,
  users?: TestUser[][],
): Promise<Memory & { seconds: number }> {
  const before = await Promise.all(servers.map((s) => s.request({ type: 'memory' }, 'memory')));
  const clients = await Promise.all(servers.map(() => startBenchChild<ChildMessage>(SELF, 'clients')));
  const share = (i: number) => Math.floor(n / servers.length) + (i < n % servers.length ? 1 : 0);
  const started = performance.now();
  await Promise.all(
    clients.map((c, i) =>
      c.request({ type: 'open', url: servers[i]?.ready.url, n: share(i), users: users?.[i] }, 'opened'),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = await Promise.all(servers.map((s) => s.request({ type: 'memory' }, 'memory')));
  await Promise.all(clients.map((c) => c.stop()));
  return {
    rss: (sum(after.map((m) => m.rss)) - sum(before.map((m) => m.rss))) / n,
    heap: (sum(after.map((m) => m.heap)) - sum(before.map((m) => m.heap))) / n,
    seconds,
  };
}

/** A burst from the host to a room of `sockets`, receiver i on `urls[i % urls.length]`. */
async function room(nodes: Child[], urls: string[], users: TestUser[]) {
  const { roomId, host, url: hostUrl } = nodes[0]?.ready ?? {};
  if (!roomId || !host || !hostUrl) throw new Error('node 1 named no room');
  const tally = new Tally(users.length, MESSAGES);
  const receivers = await inBatches(users.length, (i) =>
    sportliveSocket(urls[i % urls.length] as string, users[i] as TestUser, roomId, () => tally.arrive(i)),
  );
  const sender = await sportliveSocket(hostUrl, host, roomId, () => undefined);
  for (let k = 0; k < MESSAGES; k++) {
    tally.sentAt.push(performance.now());
    sender.send(
      encodeMessage(10 + k, 'msg_send_chat_room_msg_req', {
        roomkey: roomId,
        msg_type: 1,
        content: new TextEncoder().encode(`bench message ${k}`),
      }),
    );
  }
  const figures = await tally.result();
  for (const s of [...receivers, sender]) s.terminate();
  // Let the nodes drop the memberships before the next round joins the same users.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

/** Starts the nodes, measures idle sockets and the room, and prints both beside their peers. */
export async function run(): Promise<void> {
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const database = `bench_nodes_${tag}`;
  try {
    await pgAdmin(PG_URL, `create database ${database}`);
  } catch (error) {
    console.log(`  skipped: no PostgreSQL at ${PG_URL} (${String(error).slice(0, 80)})`);
    return;
  }
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  process.env.BENCH_NODE_DATABASE_URL = url.toString();
  process.env.BENCH_NODE_BUS_PREFIX = `bench:${tag}:`;
  const nodes: Child[] = [];
  try {
    // NOTE: one after the other, so the schema is migrated once.
    for (let i = 0; i < NODES; i++)
      nodes.push(await startBenchChild<ChildMessage>(SELF, 'node', ['--expose-gc']));
    // NOTE: made by one node: user numbers are handed out per process, so two at once collide.
    const share = Math.ceil(SOCKETS / NODES);
    const all = (await nodes[0]?.request({ type: 'users', n: share * NODES }, 'users'))?.users ?? [];
    const users = nodes.map((_, i) => all.slice(i * share, (i + 1) * share));
    console.log(
      `  ${SOCKETS.toLocaleString('en-US')} idle sockets over ${NODES} nodes, memory per socket (after GC):`,
    );
    const ours = await idleSockets(nodes, SOCKETS, users);
    const bareServers = await Promise.all(
      Array.from({ length: NODES }, () => startBenchChild<ChildMessage>(SELF, 'ws', ['--expose-gc'])),
    );
    const bare = await idleSockets(bareServers, SOCKETS);
    await Promise.all(bareServers.map((s) => s.stop()));
    const row = (name: string, f: Memory & { seconds: number }) =>
      `    ${name.padEnd(12)} rss ${kb(f.rss)}  ${(f.rss / bare.rss).toFixed(2)}× ws   ` +
      `heap ${kb(f.heap)}  ${(f.heap / bare.heap).toFixed(2)}× ws   (opened in ${f.seconds.toFixed(1)} s)`;
    console.log(row('3 nodes', ours));
    console.log(row('3 bare ws', bare));

    const roomUsers = all.slice(0, ROOM);
    const urls = nodes.map((n) => n.ready.url);
    console.log(
      `  a room of ${ROOM.toLocaleString('en-US')} sockets, a burst of ${MESSAGES} messages from its host:`,
    );
    const one = await room(nodes, [urls[0] as string], roomUsers);
    const spread = await room(nodes, urls, roomUsers);
    const line = (name: string, f: Awaited<ReturnType<Tally['result']>>) =>
      `    ${name.padEnd(12)} ${Math.round(f.perSecond).toLocaleString('en-US').padStart(10)} deliveries/s   ` +
      `p99 ${f.p99.toFixed(1).padStart(7)} ms   ${(f.perSecond / one.perSecond).toFixed(2)}× one node` +
      (f.complete ? '' : '  (INCOMPLETE within the time limit)');
    console.log(line('3 nodes', spread));
    console.log(line('one node', one));
  } finally {
    await Promise.allSettled(nodes.map((n) => n.stop()));
    await pgAdmin(PG_URL, `drop database if exists ${database} with (force)`);
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt !== -1) {
  const kind = process.argv[serveAt + 1];
  if (kind === 'node') await serveNode();
  else if (kind === 'ws') serveBareWs();
  else if (kind === 'clients') serveClients();
  else throw new Error(`unknown server kind ${kind}`);
}
