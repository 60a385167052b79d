// Web Push without the internet (issue 23): a local HTTPS push service stands in for the browser
// vendor's; each "browser" here is an ECDH key pair and an auth secret, as a real one has, and
// decrypts what the server sent (RFC 8291, aes128gcm) with them.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server as HttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ece from 'http_ece';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { MSG_TYPE } from '../../protocol/enums';
import type { ScoreAlert } from '../../protocol/sports';
import { isOnline } from '../../server/friends/presence';
import { pushDb } from '../../server/push/tables';
import { sportsDb } from '../../server/sports/tables';
import { callMain } from '../helpers/mainApi';
import { startServer, type TestServer } from '../helpers/server';
import { befriend, bytes, type Device, Devices, eventually, keyOf } from './chat-fixture';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of a subscription: where its push service takes messages, and its keys. */
interface Browser {
  endpoint: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const dir = mkdtempSync(join(tmpdir(), 'sportlive-push-'));
let pushService: HttpsServer;
let pushUrl = '';
const received: Received[] = [];
let server: TestServer;
const devices = new Devices(() => server);

beforeAll(async () => {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  pushService = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      // NOTE: as a real push service answers for a subscription the browser dropped.
      res.writeHead(path.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const address = pushService.address();
  if (!address || typeof address === 'string') throw new Error('no push service address');
  pushUrl = `https://127.0.0.1:${address.port}`;
  server = await startServer({}, { webPushTestService: { ca: cert, addresses: ['127.0.0.1'] } });
});

afterEach(() => devices.closeAll());

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => pushService?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

let browsers = 0;
function browser(path = 'push'): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  browsers += 1;
  return { endpoint: `${pushUrl}/${path}/${browsers}`, ecdh, auth: randomBytes(16) };
}

/** A user logged in on a socket and on the main API. */
async function user(): Promise<Device & { token: string }> {
  const device = await devices.newUser();
  const answer = await callMain(server, 'encryptionTouristsFree', {
    phone_code: device.user.deviceid,
    uid: device.uid,
    fastkey: device.user.fastkey,
  });
  const token = (answer.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`no main-API token: ${JSON.stringify(answer)}`);
  return { ...device, token };
}

async function subscribe(u: { uid: number; token: string }, b: Browser, lang = 'zh') {
  return callMain(server, 'webPushSubscribe', {
    uid: u.uid,
    token: u.token,
    lang,
    endpoint: b.endpoint,
    p256dh: b.ecdh.getPublicKey().toString('base64url'),
    auth: b.auth.toString('base64url'),
  });
}

/** Closes the user's socket and waits until no node counts them online. */
async function goOffline(u: Device): Promise<void> {
  await u.client.close();
  await eventually(async () => !(await isOnline(server.db, u.uid)));
}

/** What reached browser `b` so far, decrypted. */
function notificationsOf(
  b: Browser,
): { title: string; body: string; url: string; tag: string; icon?: string }[] {
  const path = new URL(b.endpoint).pathname;
  return received
    .filter((r) => r.path === path)
    .map((r) =>
      JSON.parse(
        ece
          .decrypt(r.body, { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth })
          .toString('utf8'),
      ),
    );
}

async function nextNotification(b: Browser, count: number) {
  await eventually(() => notificationsOf(b).length >= count, 5000);
  return notificationsOf(b);
}

function send(from: Device, to: Device, text: string, nopush = 0) {
  return from.client.request('msg_send_private_msg_req', {
    recvuid: to.uid,
    msg_type: MSG_TYPE.TEXT,
    content: bytes(text),
    clientkey: `k${Math.random()}`,
    nopush,
    authcode: '',
  });
}

test('a private message reaches a user with no open tab, encrypted for their browser and signed with the server key', async () => {
  const [a, b] = [await user(), await user()];
  await befriend(a, b);
  const tab = browser();
  expect((await subscribe(b, tab)).code).toBe(200);
  await goOffline(b);
  expect((await send(a, b, 'kick-off in ten minutes')).result).toBe(1);
  const [note] = await nextNotification(tab, 1);
  const nickname = (
    await server.db.selectFrom('users').select('nickname').where('uid', '=', a.uid).executeTakeFirstOrThrow()
  ).nickname;
  expect(note).toEqual({
    title: nickname,
    body: 'kick-off in ten minutes',
    url: `/chat?id=${a.uid}`,
    tag: expect.stringMatching(/^chat-/),
    ...(note?.icon ? { icon: note.icon } : {}),
  });
  const request = received.find((r) => r.path === new URL(tab.endpoint).pathname);
  const key = (await callMain(server, 'webPushKey', {})).data as { key: string };
  expect(request?.headers['content-encoding']).toBe('aes128gcm');
  expect(String(request?.headers.authorization)).toMatch(
    new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key.key}$`),
  );
  expect(Number(request?.headers.ttl)).toBeGreaterThan(0);
});

test('nothing is pushed to a user online, for a muted chat, or for a nopush send; the next plain message is', async () => {
  const [a, b] = [await user(), await user()];
  await befriend(a, b);
  const tab = browser();
  await subscribe(b, tab);
  expect((await send(a, b, 'you are online')).result).toBe(1);
  expect((await b.client.request('msg_mute_chat_req', { chatkey: keyOf(a, b), opertype: 1 })).result).toBe(1);
  await goOffline(b);
  expect((await send(a, b, 'muted chat')).result).toBe(1);
  expect((await send(a, b, 'asked not to push', 1)).result).toBe(1);
  const again = await devices.secondDevice(b.uid);
  expect(
    (await again.client.request('msg_mute_chat_req', { chatkey: keyOf(a, b), opertype: 0 })).result,
  ).toBe(1);
  await goOffline(again);
  expect((await send(a, b, 'unmuted now')).result).toBe(1);
  const notes = await nextNotification(tab, 1);
  await server.server.webPush.drain();
  expect(notes.map((n) => n.body)).toEqual(['unmuted now']);
});

test('a friend request and a mention in a muted group reach an offline user in their language; other group chatter in the muted group does not', async () => {
  const [a, b, c] = [await user(), await user(), await user()];
  await befriend(a, b);
  await befriend(a, c);
  const tab = browser();
  await subscribe(b, tab, 'th');
  const created = await a.client.request('msg_create_group_req', {
    uids: [b.uid, c.uid],
    opertm: 0,
    groupname: 'ห้องเชียร์',
    group_headurl: '',
  });
  expect(created.result).toBe(1);
  const groupkey = created.group_info.groupkey;
  expect(
    (await b.client.request('msg_mute_chat_req', { chatkey: BigInt(groupkey), opertype: 1 })).result,
  ).toBe(1);
  await goOffline(b);

  const group = (msg_type: number, content: string) =>
    a.client.request('msg_send_group_msg_req', {
      groupkey,
      msg_type,
      content: bytes(content),
      clientkey: `g${Math.random()}`,
      nopush: 0,
      authcode: '',
    });
  expect((await group(MSG_TYPE.TEXT, 'chatter in a muted group')).result).toBe(1);
  expect((await group(MSG_TYPE.AT, JSON.stringify({ text: '@B ready?', uids: [b.uid] }))).result).toBe(1);
  const [mention] = await nextNotification(tab, 1);
  expect(mention?.title).toBe('ห้องเชียร์');
  expect(mention?.body).toMatch(/^\[มีคนแท็กคุณ\] .+: @B ready\?$/);
  expect(mention?.url).toBe(`/chat?id=${BigInt(groupkey).toString()}`);

  const stranger = await user();
  const info = await stranger.client.request('msg_get_user_info_req', { uid: b.uid });
  expect(
    (
      await stranger.client.request('msg_add_friend_by_fid_req', {
        fid: info.user_info.fid,
        hellomsg: 'สวัสดี',
      })
    ).result,
  ).toBe(1);
  const notes = await nextNotification(tab, 2);
  await server.server.webPush.drain();
  expect(notes).toHaveLength(2);
  expect(notes[1]).toMatchObject({ title: 'คำขอเป็นเพื่อนใหม่', url: '/newfriend' });
  expect(notes[1]?.body).toMatch(/: สวัสดี$/);
});

test('a video call to a user with no open tab rings them by Web Push', async () => {
  const [a, b] = [await user(), await user()];
  await befriend(a, b);
  const tab = browser();
  await subscribe(b, tab, 'id');
  await goOffline(b);
  expect(
    (await a.client.request('msg_voice_call_req', { chatkey: keyOf(a, b), token: '', calltype: 2 })).result,
  ).toBe(1);
  const [ring] = await nextNotification(tab, 1);
  expect(ring).toMatchObject({
    body: 'mengajak Anda panggilan video',
    url: `/chat?id=${a.uid}`,
    tag: `call-${a.uid}`,
  });
  expect((await a.client.request('msg_voice_oper_req', { chatkey: keyOf(a, b), opertype: 3 })).result).toBe(
    1,
  );
});

test('a goal of a followed match reaches an offline follower; a subscription the push service calls gone is dropped', async () => {
  const fan = await user();
  const match = await sportsDb(server.db).selectFrom('matches').select('id').executeTakeFirstOrThrow();
  expect((await callMain(server, 'matchFollow', { uid: fan.uid, token: fan.token, id: match.id })).code).toBe(
    200,
  );
  const tab = browser();
  const gone = browser('gone');
  await subscribe(fan, tab, 'id');
  await subscribe(fan, gone, 'id');
  await goOffline(fan);
  const alert: ScoreAlert = {
    type: 'score',
    home_name: 'Persib',
    away_name: 'Persija',
    home_score: 1,
    away_score: 0,
    position: 1,
    title: 'Liga 1',
    time: "67'",
    match_id: match.id,
    type_id: 1,
  };
  await server.server.sports.alerts.publish(alert);
  await server.server.webPush.drain();
  expect(notificationsOf(tab)).toEqual([
    {
      title: "Gol! 67'",
      body: 'Persib 1 - 0 Persija',
      url: `/matchdetail?id=${match.id}`,
      tag: `match-${match.id}`,
    },
  ]);
  const left = await pushDb(server.db)
    .selectFrom('web_push_subscriptions')
    .select('endpoint')
    .where('uid', '=', fan.uid)
    .execute();
  expect(left.map((r) => r.endpoint)).toEqual([tab.endpoint]);
});

test('bad subscriptions are refused with a clear code and keep nothing; unsubscribing stops the pushes', async () => {
  const [a, b] = [await user(), await user()];
  await befriend(a, b);
  const tab = browser();
  const valid = {
    endpoint: tab.endpoint,
    p256dh: tab.ecdh.getPublicKey().toString('base64url'),
    auth: tab.auth.toString('base64url'),
  };
  const call = (params: Record<string, string | number>) =>
    callMain(server, 'webPushSubscribe', { uid: b.uid, token: b.token, ...valid, ...params });
  expect((await callMain(server, 'webPushSubscribe', { ...valid })).code).toBe(401);
  expect(await call({ endpoint: 'http://127.0.0.1/push/plain' })).toMatchObject({
    code: 400,
    msg: 'parameter endpoint must be https',
  });
  expect(await call({ endpoint: 'not a url' })).toMatchObject({ code: 400 });
  expect(await call({ p256dh: 'short' })).toMatchObject({
    code: 400,
    msg: 'parameter p256dh is not a valid key',
  });
  expect(await call({ auth: '' })).toMatchObject({ code: 400 });
  const kept = await pushDb(server.db)
    .selectFrom('web_push_subscriptions')
    .select('endpoint')
    .where('uid', '=', b.uid)
    .execute();
  expect(kept).toEqual([]);

  expect((await call({})).code).toBe(200);
  expect(
    (await callMain(server, 'webPushUnsubscribe', { uid: b.uid, token: b.token, endpoint: tab.endpoint }))
      .code,
  ).toBe(200);
  await goOffline(b);
  expect((await send(a, b, 'after unsubscribing')).result).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await server.server.webPush.drain();
  expect(notificationsOf(tab)).toEqual([]);
});
