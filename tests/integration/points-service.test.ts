import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { MSG_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { answerAsService, serviceAccounts, serviceQueue } from '../../server/points/serviceQueue';
import { createGuest, ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
const clients: ImClient[] = [];

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => server?.close());

async function online() {
  const user = await createGuest(server.url);
  const client = await ImClient.connect(server.url);
  clients.push(client);
  expect((await client.login(user)).result).toBe(RESULT.SUCCESS);
  return { user, client };
}

test('a message to the configured service account waits in its queue until staff answer as it', async () => {
  const [day, night] = await serviceAccounts(server.db);
  expect([day, night]).toEqual([10000, 10001]);
  const service = day ?? 0;
  const alice = await online();
  const bob = await online();
  expect(await serviceQueue(server.db, service)).toEqual([]);

  for (const [who, text] of [
    [alice, '充值没有到账'],
    [bob, 'how do I change my nickname?'],
  ] as const) {
    const reply = await who.client.request('msg_send_private_msg_req', {
      recvuid: service,
      msg_type: MSG_TYPE.TEXT,
      content: new TextEncoder().encode(text),
      clientkey: `cs-${who.user.uid}`,
    });
    expect(reply.result).toBe(RESULT.SUCCESS);
  }
  const waiting = await serviceQueue(server.db, service);
  expect(waiting.map((w) => w.uid)).toEqual([alice.user.uid, bob.user.uid]);
  expect(await serviceQueue(server.db, night ?? 0)).toEqual([]);

  await answerAsService(
    server.db,
    server.server.bus,
    service,
    alice.user.uid,
    '您好，已为您补发',
    Date.now(),
  );
  const push = await alice.client.nextPush('msg_send_private_msg_rep');
  expect(push.msg_info?.uid).toBe(service);
  expect(new TextDecoder().decode(push.msg_info?.content)).toBe('您好，已为您补发');
  expect((await serviceQueue(server.db, service)).map((w) => w.uid)).toEqual([bob.user.uid]);

  await alice.client.request('msg_send_private_msg_req', {
    recvuid: service,
    msg_type: MSG_TYPE.TEXT,
    content: new TextEncoder().encode('谢谢'),
    clientkey: `cs-${alice.user.uid}-2`,
  });
  expect((await serviceQueue(server.db, service)).map((w) => w.uid)).toEqual([bob.user.uid, alice.user.uid]);
});
