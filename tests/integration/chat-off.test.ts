// Chat-off mode (issue 46 item 8, spec 000 §6: all_chat 0): the server takes no chat message, in a
// live room, a private chat or a group chat (the socket's sends and IMTools.sendChatMsg), with result
// 50; once chat is on again the same sends go through the usual rules.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RESULT } from '../../protocol/result';
import type { ImClient } from '../helpers/imClient';
import { imCall } from '../helpers/server';
import {
  type Clocked,
  demoRooms,
  joinRoom,
  newClient,
  say,
  setSetting,
  startClockedServer,
  text,
} from './rooms.helpers';

let env: Clocked;
const clients: ImClient[] = [];

beforeAll(async () => {
  env = await startClockedServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await env?.server.close();
});

async function member() {
  const made = await newClient(env.server);
  clients.push(made.client);
  return made;
}

test('while all_chat is 0 room, private and group sends are refused with 50; on again, they are not', async () => {
  const [first] = await demoRooms(env.server.db);
  if (!first) throw new Error('no demo room');
  const a = await member();
  const b = await member();
  await joinRoom(a.client, first.roomId);
  const privateSend = () =>
    a.client.request('msg_send_private_msg_req', {
      recvuid: b.user.uid,
      msg_type: 1,
      content: text('hi'),
      clientkey: `k-${Math.random()}`,
    });
  const groupSend = () =>
    a.client.request('msg_send_group_msg_req', {
      groupkey: 987_654,
      msg_type: 1,
      content: text('hi'),
      clientkey: `g-${Math.random()}`,
    });
  const httpSend = () =>
    imCall(
      env.server.url,
      'IMTools.sendChatMsg',
      { fastkey: a.user.fastkey, recvuid: b.user.uid, content: 'hi' },
      { uid: a.user.uid },
    );

  await setSetting(env.server.db, 'all_chat', 0);
  expect((await say(a.client, first.roomId, 'hello')).result).toBe(RESULT.CHAT_OFF);
  expect((await privateSend()).result).toBe(RESULT.CHAT_OFF);
  expect((await groupSend()).result).toBe(RESULT.CHAT_OFF);
  expect((await httpSend()).ret).toBe(RESULT.CHAT_OFF);

  await setSetting(env.server.db, 'all_chat', 1);
  expect((await say(a.client, first.roomId, 'hello')).result).toBe(RESULT.SUCCESS);
  expect((await privateSend()).result).not.toBe(RESULT.CHAT_OFF);
  expect((await groupSend()).result).not.toBe(RESULT.CHAT_OFF);
  expect((await httpSend()).ret).not.toBe(RESULT.CHAT_OFF);
});
