// Attacks 4 and 8 (issue 43): Web Push aimed inside the server's network (loopback, private,
// link-local, CGNAT, unique-local, multicast, the cloud metadata address, written in every form), a
// name that resolves to a public address when subscribing and to loopback when sending, 30
// subscriptions for one user, and a subscription taken over by subscribing with another user's
// endpoint. A local HTTPS listener counts every connection the server opens to it.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server as HttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MAIN_CODE } from '../../../protocol/mainApi';
import { loadConfig } from '../../../server/config';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../../../server/push';
import { pushDb } from '../../../server/push/tables';
import { newDeviceId } from '../../helpers/imClient';
import { callMain, type MainUser, mainGuest } from '../../helpers/mainApi';
import { startServer, type TestServer } from '../../helpers/server';
import { onEachStore } from './stores';

const dir = mkdtempSync(join(tmpdir(), 'sportlive-ssrf-'));
let listener: HttpsServer;
let port = 0;
let cert: Buffer;
/** TCP connections the listener accepted, and the Host / SNI names the requests carried. */
let connections = 0;
const hosts: string[] = [];
const names: string[] = [];

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
      '/CN=push.test.invalid',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:push.test.invalid,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  cert = readFileSync(join(dir, 'cert.pem'));
  listener = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (req, res) => {
    hosts.push(req.headers.host ?? '');
    req.resume();
    req.on('end', () => res.writeHead(201).end());
  });
  listener.on('connection', () => {
    connections += 1;
  });
  listener.on('secureConnection', (socket) => {
    names.push((socket as unknown as { servername?: string }).servername ?? '');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  if (!address || typeof address === 'string') throw new Error('no listener address');
  port = address.port;
});

afterAll(async () => {
  await new Promise((resolve) => listener?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function keys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const subscribe = (server: TestServer, user: MainUser, endpoint: string) =>
  callMain(server, 'webPushSubscribe', { ...user, endpoint, ...keys() });

const guest = (server: TestServer) => mainGuest(server, newDeviceId('push'));

/** Sends one notification to each of `uids` (none has a socket open) and waits for every send to end. */
async function notify(server: TestServer, uids: number[]): Promise<void> {
  await server.server.webPush.toOffline(uids, () => ({ title: 't', body: 'b', url: '/', tag: 'x' }));
  await server.server.webPush.drain();
}

const stored = async (server: TestServer, uid?: number) => {
  let q = pushDb(server.db).selectFrom('web_push_subscriptions').select(['endpoint', 'uid']);
  if (uid !== undefined) q = q.where('uid', '=', uid);
  return q.execute();
};

/** Endpoints inside the network, in the forms an attacker writes them. */
const inside = () => [
  `https://127.0.0.1:${port}/push/1`,
  `https://localhost:${port}/push/1`,
  `https://127.1:${port}/push/1`,
  `https://2130706433:${port}/push/1`,
  `https://0x7f000001:${port}/push/1`,
  `https://[::1]:${port}/push/1`,
  `https://[::ffff:127.0.0.1]:${port}/push/1`,
  `https://[::ffff:7f00:1]:${port}/push/1`,
  'https://10.0.0.1/push',
  'https://172.16.5.4/push',
  'https://192.168.1.1/push',
  'https://169.254.169.254/latest/meta-data/',
  'https://[fe80::1]/push',
  'https://100.64.0.1/push',
  'https://[fc00::1]/push',
  'https://[fd12:3456::1]/push',
  'https://224.0.0.1/push',
  'https://[ff02::1]/push',
  'https://0.0.0.0/push',
  'https://[::]/push',
  'https://[::ffff:10.0.0.1]/push',
  'https://[::ffff:169.254.169.254]/push',
];

onEachStore('Web Push endpoints', (start) => {
  test('an endpoint inside the network is refused with 400 in every form, kept nowhere, and nothing connects', async () => {
    const server = await start();
    const user = await guest(server);
    for (const endpoint of inside()) {
      const answer = await subscribe(server, user, endpoint);
      expect(answer.code, endpoint).toBe(MAIN_CODE.BAD_REQUEST);
      expect(answer.msg, endpoint).toMatch(/public address|does not resolve/);
    }
    expect(await subscribe(server, user, `http://8.8.8.8/push`)).toMatchObject({
      code: MAIN_CODE.BAD_REQUEST,
      msg: 'parameter endpoint must be https',
    });
    expect(await stored(server)).toEqual([]);
    // A row written before this check (an older version kept it) is not sent to either.
    const before = connections;
    await pushDb(server.db)
      .insertInto('web_push_subscriptions')
      .values({
        endpoint: `https://127.0.0.1:${port}/push/old`,
        uid: user.uid,
        ...keys(),
        lang: 'zh',
        created_at: Date.now(),
      })
      .execute();
    await notify(server, [user.uid]);
    expect(server.server.webPush.refused).toBe(1);
    expect(server.server.webPush.sent).toBe(0);
    expect(connections).toBe(before);
  });

  test('a name that resolves public when subscribing and to loopback when sending is not connected to', async () => {
    let answer = '93.184.216.34';
    const server = await start(
      {},
      { webPushTestService: { ca: cert, resolve: async () => [{ address: answer, family: 4 }] } },
    );
    const user = await guest(server);
    const endpoint = `https://push.test.invalid:${port}/push/rebind`;
    expect((await subscribe(server, user, endpoint)).code).toBe(MAIN_CODE.OK);
    answer = '127.0.0.1';
    const before = connections;
    await notify(server, [user.uid]);
    expect(server.server.webPush.refused).toBe(1);
    expect(connections).toBe(before);
    // Resolving to private space at subscribe time is refused there.
    const other = await guest(server);
    expect((await subscribe(server, other, `https://push.test.invalid:${port}/push/2`)).code).toBe(
      MAIN_CODE.BAD_REQUEST,
    );
  });

  test('the send connects to the address that was checked, with the host name kept for TLS and Host', async () => {
    // NOTE: the system DNS knows no push.test.invalid: a send that resolved the name again would fail.
    const server = await start(
      {},
      {
        webPushTestService: {
          ca: cert,
          addresses: ['127.0.0.1'],
          resolve: async () => [{ address: '127.0.0.1', family: 4 }],
        },
      },
    );
    const user = await guest(server);
    expect((await subscribe(server, user, `https://push.test.invalid:${port}/push/pinned`)).code).toBe(
      MAIN_CODE.OK,
    );
    hosts.length = 0;
    names.length = 0;
    await notify(server, [user.uid]);
    expect(server.server.webPush.sent).toBe(1);
    expect(hosts).toEqual([`push.test.invalid:${port}`]);
    expect(names).toEqual(['push.test.invalid']);
  });

  test('PUSH_HOSTS takes only the push services it names', async () => {
    const webPush = loadConfig({ PUSH_HOSTS: 'fcm.googleapis.com, *.push.test.invalid' }).webPush;
    const server = await start(
      { webPush },
      {
        webPushTestService: {
          addresses: ['127.0.0.1'],
          resolve: async () => [{ address: '127.0.0.1', family: 4 }],
        },
      },
    );
    const user = await guest(server);
    for (const endpoint of [
      'https://evil.test.invalid/p',
      'https://push.test.invalid/p',
      'https://xpush.test.invalid/p',
    ]) {
      const answer = await subscribe(server, user, endpoint);
      expect(answer.code, endpoint).toBe(MAIN_CODE.BAD_REQUEST);
      expect(answer.msg).toMatch(/is not a push service this server sends to/);
    }
    expect((await subscribe(server, user, 'https://web.push.test.invalid/p')).code).toBe(MAIN_CODE.OK);
    expect(() => loadConfig({ PUSH_HOSTS: 'https://fcm.googleapis.com/' })).toThrow(/PUSH_HOSTS/);
  });

  test(`one user keeps at most ${MAX_SUBSCRIPTIONS_PER_USER} subscriptions, even subscribing 30 at once`, async () => {
    const server = await start({}, { webPushTestService: { ca: cert, addresses: ['127.0.0.1'] } });
    const user = await guest(server);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        subscribe(server, user, `https://127.0.0.1:${port}/push/many/${i}`),
      ),
    );
    expect(answers.filter((a) => a.code === MAIN_CODE.OK)).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER);
    const refused = answers.filter((a) => a.code !== MAIN_CODE.OK);
    expect(refused).toHaveLength(30 - MAX_SUBSCRIPTIONS_PER_USER);
    for (const a of refused) {
      expect(a.code).toBe(MAIN_CODE.FORBIDDEN);
      expect(a.msg).toMatch(new RegExp(`at most ${MAX_SUBSCRIPTIONS_PER_USER} browsers`));
    }
    expect(await stored(server, user.uid)).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER);
    const before = connections;
    await notify(server, [user.uid]);
    expect(server.server.webPush.sent).toBe(MAX_SUBSCRIPTIONS_PER_USER);
    expect(connections - before).toBe(MAX_SUBSCRIPTIONS_PER_USER);
    // Subscribing one of its own again is an update, not one more.
    expect((await subscribe(server, user, `https://127.0.0.1:${port}/push/many/0`)).code).toBe(MAIN_CODE.OK);
  });

  test("subscribing with another user's endpoint is refused with 409 and the row stays theirs", async () => {
    const server = await start({}, { webPushTestService: { ca: cert, addresses: ['127.0.0.1'] } });
    const [owner, thief] = [await guest(server), await guest(server)];
    const endpoint = `https://127.0.0.1:${port}/push/owned`;
    expect((await subscribe(server, owner, endpoint)).code).toBe(MAIN_CODE.OK);
    const answers = await Promise.all([
      subscribe(server, thief, endpoint),
      subscribe(server, thief, endpoint),
    ]);
    for (const a of answers) {
      expect(a.code).toBe(MAIN_CODE.CONFLICT);
      expect(a.msg).toBe('this endpoint is subscribed by another account');
    }
    expect(await callMain(server, 'webPushUnsubscribe', { ...thief, endpoint })).toMatchObject({ code: 200 });
    expect(await stored(server)).toEqual([{ endpoint, uid: owner.uid }]);
    // Two new users racing for one new endpoint: one has it, the other is refused.
    const [a, b] = [await guest(server), await guest(server)];
    const fresh = `https://127.0.0.1:${port}/push/raced`;
    const raced = await Promise.all([subscribe(server, a, fresh), subscribe(server, b, fresh)]);
    expect(raced.map((r) => r.code).sort()).toEqual([MAIN_CODE.OK, MAIN_CODE.CONFLICT]);
    expect((await stored(server)).filter((r) => r.endpoint === fresh)).toHaveLength(1);
  });
});

test('the local test service is refused without DEV_ENDPOINTS', async () => {
  await expect(
    startServer({ devEndpoints: false }, { webPushTestService: { addresses: ['127.0.0.1'] } }),
  ).rejects.toThrow(/DEV_ENDPOINTS=1/);
});
