// Room fan-out: messages delivered per second to every socket of one room, and the p99 time
// from a send to its delivery, on this machine, loopback only. Each figure beside its peers:
//   sportlive  this server: msg_send_chat_room_msg_req from the host → stored with its chatmsgno →
//              published on the room's bus topic → msg_chat_room_msg_notify to every member socket
//   ws relay   a minimal `ws` server relaying the same notify bytes to every other socket (the ceiling)
//   socket.io  a socket.io server broadcasting the same bytes to the room (`socket.to(room).emit`)
// Every server runs in its own child process (one core for the server, one for the clients here);
// the clients are raw sockets that only count frames. A burst of M messages is sent at once.
import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Server as SocketIoServer } from 'socket.io';
import { io as ioClient, type Socket } from 'socket.io-client';
import { WebSocket, WebSocketServer } from 'ws';
import { encodeMessage } from '../../protocol/codec';
import { answerUsersAndStop, inBatches, startBenchChild } from './children';
import { sportliveSocket, Tally, type TestUser } from './room';

const SIZES = [
  { sockets: 1000, messages: 40 },
  { sockets: 5000, messages: 12 },
] as const;
const SELF = fileURLToPath(import.meta.url);
const text = (s: string) => new TextEncoder().encode(s);

type ChildMessage =
  | { type: 'ready'; url: string; roomId?: number; host?: TestUser }
  | { type: 'users'; users: TestUser[] };
const startChild = (kind: string) => startBenchChild<ChildMessage>(SELF, kind);

// ---- Servers, each in a child process ------------------------------------------------------

async function serveSportlive(): Promise<void> {
  const { startServer } = await import('../helpers/server');
  const { addDeviceSession } = await import('../helpers/imClient');
  const { demoRooms } = await import('../integration/rooms.helpers');
  const server = await startServer();
  const [room] = await demoRooms(server.db);
  if (!room) throw new Error('no demo room');
  const host = await addDeviceSession(server.db, room.host);
  await answerUsersAndStop(server);
  process.send?.({ type: 'ready', url: server.url, roomId: room.roomId, host });
}

function serveWsRelay(): void {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      for (const client of wss.clients)
        if (client !== ws && client.readyState === WebSocket.OPEN) client.send(data);
    });
  });
  wss.on('listening', () => {
    const address = wss.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    process.send?.({ type: 'ready', url: `ws://127.0.0.1:${address.port}` });
  });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'stop') wss.close(() => process.exit(0));
  });
}

function serveSocketIo(): void {
  const http = createHttpServer();
  const io = new SocketIoServer(http, {
    transports: ['websocket'],
    perMessageDeflate: false,
    serveClient: false,
  });
  io.on('connection', (socket) => {
    void socket.join('room');
    socket.on('m', (payload: Buffer) => socket.to('room').emit('m', payload));
  });
  http.listen(0, '127.0.0.1', () => {
    const address = http.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    process.send?.({ type: 'ready', url: `http://127.0.0.1:${address.port}` });
  });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'stop') io.close(() => process.exit(0));
  });
}

// ---- Measuring ------------------------------------------------------------------------------

type Figures = Awaited<ReturnType<Tally['result']>>;

async function measureSportlive(sockets: number, messages: number): Promise<Figures> {
  const child = await startChild('sportlive');
  const { url, roomId, host } = child.ready;
  if (!roomId || !host) throw new Error('the server child did not name a room');
  const { users } = await child.request({ type: 'users', n: sockets }, 'users');
  const tally = new Tally(sockets, messages);
  const receivers = await inBatches(sockets, (i) =>
    sportliveSocket(url, users[i] as TestUser, roomId, () => tally.arrive(i)),
  );
  const sender = await sportliveSocket(url, host, roomId, () => undefined);
  for (let k = 0; k < messages; k++) {
    tally.sentAt.push(performance.now());
    sender.send(
      encodeMessage(10 + k, 'msg_send_chat_room_msg_req', {
        roomkey: roomId,
        msg_type: 1,
        content: text(`bench message ${k}`),
      }),
    );
  }
  const figures = await tally.result();
  for (const s of [...receivers, sender]) s.terminate();
  await child.stop();
  return figures;
}

/** The bytes the peers relay: the notify frame this server sends for one message. */
const PAYLOAD = encodeMessage(0, 'msg_chat_room_msg_notify', {
  roomkey: 10_001,
  msg_info: {
    chatkey: 10_001n,
    chatmsgno: 1,
    uid: 100_001,
    msgtype: 1,
    msgtime: 1_700_000_000,
    content: text('bench message 0'),
    nickname: '主播',
    headurl: '/avatars/1.png',
    isadmin: 1,
  },
});

async function measureWsRelay(sockets: number, messages: number): Promise<Figures> {
  const child = await startChild('ws');
  const tally = new Tally(sockets, messages);
  const open = (onMessage: () => void) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(child.ready.url, { perMessageDeflate: false });
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
      socket.on('message', onMessage);
    });
  const receivers = await inBatches(sockets, (i) => open(() => tally.arrive(i)));
  const sender = await open(() => undefined);
  for (let k = 0; k < messages; k++) {
    tally.sentAt.push(performance.now());
    sender.send(PAYLOAD);
  }
  const figures = await tally.result();
  for (const s of [...receivers, sender]) s.terminate();
  await child.stop();
  return figures;
}

async function measureSocketIo(sockets: number, messages: number): Promise<Figures> {
  const child = await startChild('socketio');
  const tally = new Tally(sockets, messages);
  const open = (onMessage: () => void) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = ioClient(child.ready.url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
      socket.on('m', onMessage);
    });
  const receivers = await inBatches(sockets, (i) => open(() => tally.arrive(i)));
  const sender = await open(() => undefined);
  for (let k = 0; k < messages; k++) {
    tally.sentAt.push(performance.now());
    sender.emit('m', Buffer.from(PAYLOAD));
  }
  const figures = await tally.result();
  for (const s of [...receivers, sender]) s.disconnect();
  await child.stop();
  return figures;
}

// ---- Report ---------------------------------------------------------------------------------

function line(name: string, f: Figures, ceiling: Figures): string {
  const rate = `${Math.round(f.perSecond).toLocaleString('en-US').padStart(10)} /s`;
  const ratio = `${(f.perSecond / ceiling.perSecond).toFixed(2)}× relay`;
  const partial = f.complete ? '' : '  (INCOMPLETE within the time limit)';
  return `    ${name.padEnd(10)} ${rate}   p99 ${f.p99.toFixed(1).padStart(7)} ms   ${ratio}${partial}`;
}

/** Runs the three systems at each room size and prints deliveries per second and p99 latency. */
export async function run(): Promise<void> {
  for (const { sockets, messages } of SIZES) {
    console.log(
      `  ${sockets} sockets in one room, a burst of ${messages} messages (${sockets * messages} deliveries):`,
    );
    const ours = await measureSportlive(sockets, messages);
    const relay = await measureWsRelay(sockets, messages);
    const sio = await measureSocketIo(sockets, messages);
    console.log(line('sportlive', ours, relay));
    console.log(line('ws relay', relay, relay));
    console.log(line('socket.io', sio, relay));
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt !== -1) {
  const kind = process.argv[serveAt + 1];
  if (kind === 'sportlive') await serveSportlive();
  else if (kind === 'ws') serveWsRelay();
  else if (kind === 'socketio') serveSocketIo();
  else throw new Error(`unknown server kind ${kind}`);
}
