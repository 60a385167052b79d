/**
 * The hub's browser transport (`browserTransport`, the one production uses) against mock-socket's
 * WebSocket and server: binary frames both ways, text frames, close codes, and the hub socket
 * reconnecting through it. The socket's own logic is tested on the fake transport (socket.test.ts).
 */
import { type Client, WebSocket as MockWebSocket, Server } from 'mock-socket';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type DecodedMessage, decodeFrame, decodeMessage, encodeMessage, TIMING } from '../../protocol';
import { silentLogger } from '../log';
import { HubSocket, Status } from './socket';
import { browserTransport, type TransportHandlers } from './transport';

const URL_A = 'ws://a.example:1/ws';
const URL_B = 'ws://b.example:2/ws';
const CREDENTIALS = { uid: 1001, fastkey: 'k'.repeat(32), deviceid: 'dev-1' };

/** A server's view of what a client sent: binary frames decoded, anything else kept as is. */
function decoded(data: unknown): DecodedMessage {
  const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : (data as Uint8Array);
  if (!(bytes instanceof Uint8Array)) throw new Error(`not a binary frame: ${String(data)}`);
  const frame = decodeFrame(bytes);
  if (!frame.ok) throw frame.error;
  const message = decodeMessage(frame.value);
  if (!message.ok) throw message.error;
  return message.value;
}

/** The handlers' calls, in order. */
function recorder() {
  const events: (['open'] | ['message', number[]] | ['close', number, string])[] = [];
  const handlers: TransportHandlers = {
    open: () => events.push(['open']),
    message: (bytes) => events.push(['message', [...bytes]]),
    close: (code, reason) => events.push(['close', code, reason]),
  };
  return { events, handlers };
}

/** Waits for mock-socket's deliveries (it dispatches on timers). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

let servers: Server[] = [];

beforeEach(() => {
  vi.stubGlobal('WebSocket', MockWebSocket);
  servers = [];
});
afterEach(() => {
  for (const server of servers) server.stop();
  vi.unstubAllGlobals();
});

function serve(url: string): { server: Server; sockets: Client[]; received: unknown[] } {
  const server = new Server(url);
  servers.push(server);
  const sockets: Client[] = [];
  const received: unknown[] = [];
  server.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('message', (data) => received.push(data));
  });
  return { server, sockets, received };
}

describe('browserTransport', () => {
  test('carries binary frames both ways, byte for byte', async () => {
    const { sockets, received } = serve(URL_A);
    const { events, handlers } = recorder();
    const transport = browserTransport(URL_A, handlers);
    await tick();
    expect(events).toEqual([['open']]);

    const frame = encodeMessage(7, 'msg_heart_test', {});
    transport.send(frame);
    await tick();
    expect(received).toHaveLength(1);
    expect(decoded(received[0])).toMatchObject({ seq: 7, name: 'msg_heart_test' });

    const reply = encodeMessage(7, 'msg_heart_test', {});
    sockets[0]?.send(reply.slice().buffer);
    await tick();
    expect(events[1]).toEqual(['message', [...reply]]);
  });

  test('a text message is handed on as bytes, so the socket counts it as a bad frame', async () => {
    const { sockets } = serve(URL_A);
    const { events, handlers } = recorder();
    browserTransport(URL_A, handlers);
    await tick();
    sockets[0]?.send('hello');
    await tick();
    expect(events[1]).toEqual(['message', [...new TextEncoder().encode('hello')]]);
  });

  test("the server's close code and reason reach the hub once", async () => {
    const { sockets } = serve(URL_A);
    const { events, handlers } = recorder();
    browserTransport(URL_A, handlers);
    await tick();
    sockets[0]?.close({ code: 4001, reason: 'login elsewhere', wasClean: true });
    await tick();
    expect(events).toEqual([['open'], ['close', 4001, 'login elsewhere']]);
  });

  test('closing from the hub closes the socket and fires no handler', async () => {
    const { server } = serve(URL_A);
    let serverSawClose = false;
    server.on('connection', (socket) => socket.on('close', () => (serverSawClose = true)));
    const { events, handlers } = recorder();
    const transport = browserTransport(URL_A, handlers);
    await tick();
    transport.close();
    transport.close();
    await tick();
    expect(events).toEqual([['open']]);
    expect(serverSawClose).toBe(true);
  });

  test('a refused connection reports a close and never an open', async () => {
    const { events, handlers } = recorder();
    browserTransport('ws://nobody.example:9/ws', handlers);
    await tick();
    expect(events).toHaveLength(1);
    expect(events[0]?.[0]).toBe('close');
  });
});

describe('the hub socket over the browser transport', () => {
  /** Accepts the h5 login on every connection of `url` and records the hub's messages. */
  function loginServer(url: string) {
    const s = serve(url);
    const messages: DecodedMessage[] = [];
    s.server.on('connection', (socket) => {
      socket.on('message', (data) => {
        const message = decoded(data);
        messages.push(message);
        if (message.name === 'msg_h5_login_req') {
          socket.send(
            encodeMessage(message.seq, 'msg_h5_login_rep', { result: 1, server_time: 1_700_000_000 }).slice()
              .buffer,
          );
        }
      });
    });
    return { ...s, messages };
  }

  test('logs in with a real binary frame, and after a drop reconnects to the next address', async () => {
    const a = loginServer(URL_A);
    const b = loginServer(URL_B);
    let onlines = 0;
    const socket = new HubSocket({
      urls: [URL_A, URL_B],
      credentials: CREDENTIALS,
      transport: browserTransport,
      logger: silentLogger,
      onOnline: () => onlines++,
      onPush: () => {},
    });
    try {
      socket.start();
      await vi.waitFor(() => expect(socket.getSnapshot().status).toBe(Status.Online));
      expect(a.messages[0]).toMatchObject({
        name: 'msg_h5_login_req',
        value: { ...CREDENTIALS, version: '2.0' },
      });

      a.sockets[0]?.close({ code: 1011, reason: 'server restart', wasClean: false });
      await vi.waitFor(() => expect(socket.getSnapshot().status).toBe(Status.Waiting));
      expect(socket.getSnapshot()).toMatchObject({ nextUrl: URL_B });
      await vi.waitFor(() => expect(socket.getSnapshot().status).toBe(Status.Online), {
        timeout: TIMING.RECONNECT_WAIT_MS + 2_000,
      });
      expect(socket.getSnapshot()).toMatchObject({ url: URL_B });
      expect(b.messages.map((m) => m.name)).toContain('msg_h5_login_req');
      expect(onlines).toBe(2);
      expect(socket.stats.badFrames).toBe(0);

      b.sockets[0]?.send('not a frame');
      await vi.waitFor(() => expect(socket.stats.badFrames).toBe(1));
      expect(socket.getSnapshot().status).toBe(Status.Online);
    } finally {
      socket.stop('logged-out');
    }
  }, 15_000);
});
