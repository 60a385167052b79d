import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { encodeFrame, TIMING } from '../../protocol';
import { HubError } from '../errors';
import { silentLogger } from '../log';
import { HubSocket, type SocketSnapshot, Status } from './socket';
import { FakeNetwork } from './testing';
import { socketUrls } from './transport';

const URLS = ['ws://a.example:1/ws', 'ws://b.example:2/ws'];
const CREDENTIALS = { uid: 1001, fastkey: 'k'.repeat(32), deviceid: 'dev-1' };

let net: FakeNetwork;
let socket: HubSocket;
let onlineCount: number;
let pushes: string[];

/** Lets promise callbacks run without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  net = new FakeNetwork();
  onlineCount = 0;
  pushes = [];
  socket = new HubSocket({
    urls: URLS,
    credentials: CREDENTIALS,
    transport: net.transport,
    logger: silentLogger,
    onOnline: () => onlineCount++,
    onPush: (m) => pushes.push(m.name),
  });
});
afterEach(() => {
  socket.stop('logged-out');
  vi.useRealTimers();
});

async function online() {
  socket.start();
  net.acceptLogin();
  await settle();
  expect(socket.getSnapshot().status).toBe(Status.Online);
  return net.current;
}

describe('login', () => {
  test('sends the h5 login (version 2.0) on open and goes online on result 1', async () => {
    const seen: Status[] = [];
    socket.subscribe((s) => seen.push(s.status));
    socket.start();
    expect(net.current.url).toBe(URLS[0]);
    net.current.open();
    const login = net.current.last('msg_h5_login_req');
    expect(login?.value).toMatchObject({ ...CREDENTIALS, version: '2.0' });
    net.current.answer('msg_h5_login_req', 'msg_h5_login_rep', { result: 1 });
    await settle();
    expect(seen).toEqual([Status.Connecting, Status.Authenticating, Status.Online]);
    expect(onlineCount).toBe(1);
  });

  test.each([9, 0, 3])(
    'a refused login (result %i) stops the socket, says so once, and never retries',
    async (code) => {
      const refused: number[] = [];
      socket = new HubSocket({
        urls: URLS,
        credentials: CREDENTIALS,
        transport: net.transport,
        logger: silentLogger,
        onLoginRefused: (result) => refused.push(result),
      });
      socket.start();
      net.acceptLogin(code);
      await settle();
      expect(socket.getSnapshot()).toMatchObject({ status: Status.Stopped, reason: 'auth-failed' });
      expect(refused).toEqual([code]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(net.connections).toHaveLength(1);
      expect(refused).toEqual([code]);
    },
  );

  test('a lost reply to the login is not a refusal: the next address is tried after 3 s', async () => {
    socket.start();
    net.current.open();
    net.current.drop();
    await settle();
    expect(socket.getSnapshot()).toMatchObject({ status: Status.Waiting, nextUrl: URLS[1] });
    await vi.advanceTimersByTimeAsync(TIMING.RECONNECT_WAIT_MS);
    expect(net.connections.map((c) => c.url)).toEqual([URLS[0], URLS[1]]);
  });
});

describe('heartbeat', () => {
  test('goes out every 5 s while answered, and the connection stays', async () => {
    const connection = await online();
    for (let i = 1; i <= 6; i++) {
      await vi.advanceTimersByTimeAsync(TIMING.HEARTBEAT_MS);
      const beats = connection.all('msg_heart_test');
      expect(beats).toHaveLength(i);
      connection.answer('msg_heart_test', 'msg_heart_test', { svr_time: 1, ms_time: BigInt(Date.now()) });
      await settle();
    }
    expect(socket.getSnapshot().status).toBe(Status.Online);
    expect(net.connections).toHaveLength(1);
  });

  test('no answer for more than 15 s closes, waits 3 s, and tries the next address', async () => {
    const first = await online();
    await vi.advanceTimersByTimeAsync(TIMING.MAX_LAG_MS);
    expect(socket.getSnapshot().status).toBe(Status.Online);
    await vi.advanceTimersByTimeAsync(TIMING.HEARTBEAT_MS);
    expect(first.closedByClient).toBe(true);
    const waiting = socket.getSnapshot() as Extract<SocketSnapshot, { status: Status.Waiting }>;
    expect(waiting.status).toBe(Status.Waiting);
    expect(waiting.nextUrl).toBe(URLS[1]);
    await vi.advanceTimersByTimeAsync(TIMING.RECONNECT_WAIT_MS - 1);
    expect(net.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.connections).toHaveLength(2);
    expect(net.current.url).toBe(URLS[1]);
    net.acceptLogin();
    await settle();
    expect(socket.getSnapshot().status).toBe(Status.Online);
    expect(onlineCount).toBe(2);
  });

  test('after the last address it wraps round to the first', async () => {
    await online();
    net.current.drop();
    await vi.advanceTimersByTimeAsync(TIMING.RECONNECT_WAIT_MS);
    net.current.drop();
    await vi.advanceTimersByTimeAsync(TIMING.RECONNECT_WAIT_MS);
    expect(net.connections.map((c) => c.url)).toEqual([URLS[0], URLS[1], URLS[0]]);
  });

  test('an attempt that never opens is abandoned after 15 s', async () => {
    socket.start();
    await vi.advanceTimersByTimeAsync(TIMING.MAX_LAG_MS);
    expect(socket.getSnapshot().status).toBe(Status.Waiting);
    expect(net.connections[0]?.closedByClient).toBe(true);
  });
});

describe('login elsewhere', () => {
  test('closes the socket, reports the push and never reconnects', async () => {
    const connection = await online();
    connection.send(0, 'msg_login_elsewhere_notify', { deviceid: 'dev-2' });
    expect(socket.getSnapshot()).toEqual({
      status: Status.Stopped,
      reason: 'login-elsewhere',
      detail: 'dev-2',
    });
    expect(connection.closedByClient).toBe(true);
    expect(pushes).toContain('msg_login_elsewhere_notify');
    socket.nudge();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(net.connections).toHaveLength(1);
  });

  test('requests made after the stop are refused at once', async () => {
    const connection = await online();
    connection.send(0, 'msg_login_elsewhere_notify', { deviceid: 'dev-2' });
    await expect(socket.request('msg_offline_data_req', {})).rejects.toMatchObject({ code: 'stopped' });
  });
});

describe('requests', () => {
  test('replies are matched by sequence, in any order', async () => {
    const connection = await online();
    const a = socket.request('msg_get_user_info_req', { uid: 1 });
    const b = socket.request('msg_get_user_info_req', { uid: 2 });
    await settle();
    const [first, second] = connection.all('msg_get_user_info_req');
    if (!first || !second) throw new Error('two requests expected');
    expect(first.seq).not.toBe(second.seq);
    connection.send(second.seq, 'msg_get_user_info_rep', { user_info: { uid: 2, nickname: 'two' } });
    connection.send(first.seq, 'msg_get_user_info_rep', { user_info: { uid: 1, nickname: 'one' } });
    expect((await a).user_info.nickname).toBe('one');
    expect((await b).user_info.nickname).toBe('two');
  });

  test('a request with no reply times out with a typed error', async () => {
    await online();
    const pending = socket.request('msg_offline_data_req', {}, { timeoutMs: 2000 });
    const check = expect(pending).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(2000);
    await check;
  });

  test('a request made while closed waits and goes out when the socket is back within 4 s', async () => {
    await online();
    net.current.drop();
    const pending = socket.request('msg_offline_data_req', {});
    await vi.advanceTimersByTimeAsync(TIMING.RECONNECT_WAIT_MS);
    expect(net.current.all('msg_offline_data_req')).toHaveLength(0);
    net.acceptLogin();
    await settle();
    net.current.answer('msg_offline_data_req', 'msg_offline_data_rep', {});
    await expect(pending).resolves.toEqual({});
  });

  test('a request made while closed is refused as offline after 4 s', async () => {
    await online();
    net.current.drop();
    const pending = socket.request('msg_offline_data_req', {});
    const check = expect(pending).rejects.toMatchObject({ code: 'offline' });
    await vi.advanceTimersByTimeAsync(TIMING.DELAYED_SEND_MS);
    await check;
    expect(net.connections.flatMap((c) => c.all('msg_offline_data_req'))).toHaveLength(0);
  });

  test('requests in flight are rejected as disconnected when the connection drops', async () => {
    const connection = await online();
    const pending = socket.request('msg_offline_data_req', {});
    await settle();
    connection.drop();
    await expect(pending).rejects.toMatchObject({ code: 'disconnected' });
  });

  test('a value that does not encode is refused before anything is sent', async () => {
    const connection = await online();
    const bad = { uid: 1.5 } as unknown as { uid: number };
    await expect(socket.request('msg_get_user_info_req', bad)).rejects.toBeInstanceOf(HubError);
    expect(connection.all('msg_get_user_info_req')).toHaveLength(0);
  });

  test('bad frames are counted and the connection survives', async () => {
    const connection = await online();
    connection.deliver(new Uint8Array([1, 2, 3]));
    connection.deliver(encodeFrame({ seq: 0, id: 65000, body: new Uint8Array(0) }));
    expect(socket.stats.badFrames).toBe(2);
    const pending = socket.request('msg_offline_data_req', {});
    await settle();
    connection.answer('msg_offline_data_req', 'msg_offline_data_rep', {});
    await expect(pending).resolves.toEqual({});
  });
});

describe('nudge', () => {
  test('a waiting socket retries at once', async () => {
    await online();
    net.current.drop();
    expect(socket.getSnapshot().status).toBe(Status.Waiting);
    socket.nudge();
    expect(net.connections).toHaveLength(2);
    expect(socket.getSnapshot().status).toBe(Status.Connecting);
  });

  test('an online socket checks itself with a heartbeat', async () => {
    const connection = await online();
    socket.nudge();
    expect(connection.all('msg_heart_test')).toHaveLength(1);
  });
});

test('socket URLs follow the server list, wss for https pages', () => {
  const list = [
    { svrip: '10.0.0.1', websvrport: 8080 },
    { svrip: '::1', websvrport: 9000 },
  ];
  expect(socketUrls(list, false)).toEqual(['ws://10.0.0.1:8080/ws', 'ws://[::1]:9000/ws']);
  expect(socketUrls(list, true)[0]).toBe('wss://10.0.0.1:8080/ws');
});
