// The hub core in Node against the real server: h5 login over the socket, the user-data push,
// offline data, heartbeat, a bad fast key, login elsewhere, and a network cut that heals by itself.
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { TIMING } from '../../protocol';
import { Status } from '../../workers/api';
import { addDeviceSession } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { guest, loginOf, type NodeHub, nodeHub, via, waitFor } from './hub-fixture';
import { TcpProxy } from './hub-proxy';

let server: TestServer;
const hubs: NodeHub[] = [];

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  for (const hub of hubs.splice(0)) await hub.close();
});
afterAll(async () => {
  await server?.close();
});

function hub(): NodeHub {
  const h = nodeHub();
  hubs.push(h);
  return h;
}

test('logs in over the socket, gets its profile and the offline data, and keeps a 5 s heartbeat', async () => {
  const user = loginOf(await guest(server.url));
  const h = hub();
  await h.core.login(user);
  await h.core.whenOnline(5000);
  const profile = await waitFor(() => h.events.find((e) => e.type === 'profile'), 5000, 'the user-data push');
  expect(profile).toMatchObject({ user: { uid: user.uid } });
  // The h5 login goes first, version 2.0; the offline data request follows the login reply.
  const out = h.wire.filter((r) => r.dir === 'out').map((r) => r.name);
  expect(out[0]).toBe('msg_h5_login_req');
  await waitFor(() => h.wire.some((r) => r.name === 'msg_offline_data_rep'), 5000, 'the offline data reply');
  const loginReply = h.wire.findIndex((r) => r.name === 'msg_h5_login_rep');
  const offlineAsk = h.wire.findIndex((r) => r.name === 'msg_offline_data_req');
  expect(offlineAsk).toBeGreaterThan(loginReply);
  // Heartbeat: one each 5 s, each answered.
  await new Promise((r) => setTimeout(r, TIMING.HEARTBEAT_MS * 2 + 500));
  const beats = h.wire.filter((r) => r.name === 'msg_heart_test');
  expect(beats.filter((r) => r.dir === 'out')).toHaveLength(2);
  expect(beats.filter((r) => r.dir === 'in')).toHaveLength(2);
  const state = h.core.state().connection;
  expect(state.status).toBe(Status.Online);
  if (state.status === Status.Online) expect(Math.abs(state.serverOffsetMs)).toBeLessThan(5000);
}, 20_000);

test('a wrong fast key stops the hub without reconnecting', async () => {
  const user = loginOf(await guest(server.url));
  const h = hub();
  await h.core.login({ ...user, fastkey: 'not-the-key' });
  await waitFor(() => h.core.state().connection.status === Status.Stopped, 5000, 'the stop');
  expect(h.core.state().connection).toMatchObject({ reason: 'auth-failed' });
  await new Promise((r) => setTimeout(r, TIMING.RECONNECT_WAIT_MS + 500));
  expect(h.wire.filter((r) => r.name === 'msg_h5_login_req')).toHaveLength(1);
}, 10_000);

test('another h5 device of the same user takes the session; the first hub stops and says so', async () => {
  const user = loginOf(await guest(server.url));
  const first = hub();
  await first.core.login(user);
  await first.core.whenOnline(5000);
  const other = await addDeviceSession(server.db, user.uid, `${user.deviceid}-b`);
  const second = hub();
  await second.core.login({ ...user, ...other });
  await second.core.whenOnline(5000);
  const notice = await waitFor(
    () => first.events.find((e) => e.type === 'login-elsewhere'),
    5000,
    'the notice',
  );
  expect(notice).toEqual({ type: 'login-elsewhere', deviceid: `${user.deviceid}-b` });
  expect(first.core.state().connection).toMatchObject({ status: Status.Stopped, reason: 'login-elsewhere' });
  await new Promise((r) => setTimeout(r, TIMING.RECONNECT_WAIT_MS + 500));
  expect(first.wire.filter((r) => r.name === 'msg_h5_login_req')).toHaveLength(1);
  expect(second.core.state().connection.status).toBe(Status.Online);
}, 15_000);

test('a network path that goes dead is noticed by the heartbeat and heals by itself', async () => {
  const user = loginOf(await guest(server.url));
  const proxy = await TcpProxy.start(Number(new URL(server.url).port));
  try {
    const h = hub();
    await h.core.login(via(user, proxy.port));
    await h.core.whenOnline(5000);
    const cutAt = Date.now();
    proxy.mode = 'blackhole';
    await waitFor(() => h.core.state().connection.status === Status.Waiting, 25_000, 'the lag failover');
    const noticedAfter = Date.now() - cutAt;
    expect(noticedAfter).toBeGreaterThan(TIMING.MAX_LAG_MS - TIMING.HEARTBEAT_MS);
    expect(noticedAfter).toBeLessThan(TIMING.MAX_LAG_MS + 2 * TIMING.HEARTBEAT_MS);
    proxy.mode = 'pass';
    await waitFor(() => h.core.state().connection.status === Status.Online, 10_000, 'the reconnect');
    expect(proxy.accepted).toBeGreaterThanOrEqual(2);
    // The healed session works: a request gets its answer.
    const reply = await h.core.request('msg_get_user_info_req', { uid: user.uid });
    expect(reply.user_info.uid).toBe(user.uid);
  } finally {
    await proxy.close();
  }
}, 45_000);
