import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { chatKey, type net, TIMING } from '../../protocol';
import { CALL_STATE, CALL_TYPE, RING_TIMEOUT_MS } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import type { HubEvent } from '../api';
import type { HubCore } from '../core';
import { type ChatDb, chatMessages, friendApplies, groupMembers } from '../db';
import { isRefusal } from '../errors';
import type { FakeNetwork } from '../socket/testing';
import { dropHub, fakeHub } from '../sync/fakeHub';
import type { FakeImServer } from '../sync/fakeServer';

const ME = 1001;
const SERVERS = [{ svrip: '127.0.0.1', websvrport: 1 }];
const friend = (uid: number): Partial<net.base_info> => ({
  uid,
  nickname: `friend ${uid}`,
  lastlogouttime: 5,
});

let network: FakeNetwork;
let server: FakeImServer;
let hub: HubCore;
let events: HubEvent[];
let serial = 0;

beforeEach(() => {
  ({ network, server, hub, events } = fakeHub(ME, `domain-test-${++serial}`));
});
afterEach(() => dropHub(hub));

async function login(): Promise<ChatDb> {
  await hub.login({ uid: ME, fastkey: 'key', deviceid: 'device-1', servers: SERVERS });
  network.current.open();
  await hub.whenOnline(1000);
  await hub.settled();
  const db = hub.db;
  if (!db) throw new Error('no db');
  return db;
}

const sent = (name: string) => server.log.filter((r) => r.name === name).map((r) => r.value);

test('a domain call needs a session', async () => {
  await expect(hub.calls.refreshFriends()).rejects.toMatchObject({ code: 'not-logged-in' });
});

test('setFriendAlias sends the alias and imfriend shows it; a refusal is typed and changes nothing', async () => {
  server.friends = [friend(5001)];
  const db = await login();
  await hub.calls.setFriendAlias(5001, 'Bob');
  expect(sent('msg_set_alias_req')).toEqual([{ fuid: 5001, alias: 'Bob' }]);
  expect(await db.imfriend.get(5001)).toMatchObject({ alias: 'Bob' });

  server.refuse.set('msg_set_alias_req', 6);
  const error = await hub.calls.setFriendAlias(5001, 'Robert').catch((e: unknown) => e);
  expect(isRefusal(error, 6)).toBe(true);
  expect(error).toMatchObject({ code: 'refused', result: 6 });
  expect(await db.imfriend.get(5001)).toMatchObject({ alias: 'Bob' });
  await expect(hub.calls.setFriendAlias(5001, 'x'.repeat(33))).rejects.toMatchObject({
    code: 'invalid-argument',
  });
});

test('the login sync writes the applications; a new one is fetched into imapply', async () => {
  server.applies = [
    { info: { uid: 6001, nickname: 'a' } as net.base_info, applytime: 1_700_000_000, hellomsg: 'hi' },
  ];
  const db = await login();
  expect((await friendApplies(db)).map((a) => [a.uid, a.hellomsg, a.applyState])).toEqual([[6001, 'hi', 0]]);
  expect(hub.state().unread.friendApplies).toBe(1);
  server.applies = [
    { info: { uid: 6002, nickname: 'b' } as net.base_info, applytime: 1_700_000_100 },
    ...server.applies,
  ];
  network.current.send(0, 'msg_add_friend_notify', { uid: 6002 });
  await hub.settled();
  expect((await friendApplies(db)).map((a) => a.uid)).toEqual([6002, 6001]);
  expect(events).toContainEqual({ type: 'friend-apply', uid: 6002, pending: 2 });
});

test('handleFriendApply sends the answer; the accepted applicant joins imfriend', async () => {
  const db = await login();
  await hub.calls.handleFriendApply(6001, true);
  await hub.settled();
  expect(sent('msg_handle_friend_apply_req')).toEqual([{ otheruid: 6001, handletype: 1 }]);
  expect(await db.imfriend.get(6001)).toMatchObject({ nickname: 'u6001' });
});

test('refreshGroupMembers stores every member with their group nickname; a stranger gets 43', async () => {
  const users = Array.from({ length: 70 }, (_, i) => ({ uid: 7000 + i, nickname: `member ${i}` }));
  server.groups.set(1000007, {
    info: { groupkey: 1000007, groupname: 'seven', attrversion: 2, member_cnt: 70 },
    users,
    nicknames: [{ uid: 7001, nickname: 'captain' }],
  });
  const db = await login();
  expect(await hub.calls.refreshGroupMembers(1000007)).toBe(70);
  const members = await groupMembers(db, 1000007);
  expect(members.map((m) => m.uid)).toEqual(users.map((u) => u.uid));
  expect(members[1]).toMatchObject({ uid: 7001, groupnick: 'captain' });
  expect(await db.imgroup.get(1000007)).toMatchObject({ nickname: 'seven' });

  const error = await hub.calls.refreshGroupMembers(1000009).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 'refused', result: 43 });
});

test('withdraw: an accepted one shows in imchat, a refused one rejects with the pushed result', async () => {
  const key = chatKey(ME, 2002);
  server.fill(key, 1, 1, ME);
  server.fill(key, 2, 2, 2002);
  const db = await login();
  await hub.calls.history(key.toString());
  await hub.calls.withdraw(key.toString(), 1);
  expect((await chatMessages(db, key.toString())).map((r) => r.msgtype)).toEqual([12, 1]);
  server.refuse.set('msg_withdraw_msg_req', 37);
  const error = await hub.calls.withdraw(key.toString(), 2).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 'refused', result: 37 });
  expect((await chatMessages(db, key.toString())).map((r) => r.msgtype)).toEqual([12, 1]);
});

test('clearChat resolves with the newest number the server deleted, past what is stored', async () => {
  const key = chatKey(ME, 2002);
  server.fill(key, 1, 3, 2002);
  const db = await login();
  await hub.calls.history(key.toString());
  server.fill(key, 4, 5, 2002);
  expect(await hub.calls.clearChat(key.toString())).toBe(5);
  expect(sent('msg_del_chat_msg_req')).toEqual([{ chatkey: key }]);
  expect(await chatMessages(db, key.toString())).toEqual([]);
});

test('pinChat sends the pin and every tab hears of it', async () => {
  const key = chatKey(ME, 2002).toString();
  await login();
  expect(await hub.calls.pinChat(key, true)).toBe(1_700_000_123);
  expect(sent('msg_pin_chat_req')).toEqual([{ chatkey: BigInt(key), opertype: 1 }]);
  expect(events).toContainEqual({ type: 'chat-pref', chatkey: key, pinned: 1_700_000_123 });
  await expect(hub.calls.pinChat('not a key', true)).rejects.toMatchObject({ code: 'invalid-argument' });
});

test("this user's signature, set here or on another device, reaches imuser and every tab", async () => {
  const db = await login();
  network.current.send(0, 'msg_user_data_notify', { base_data: { uid: ME, nickname: 'me', sign: 'old' } });
  await hub.settled();
  expect(await hub.calls.setSignature('Forza')).toBe('Forza');
  expect(sent('msg_set_sign_req')).toEqual([{ sign: 'Forza' }]);
  expect(await db.imuser.get(ME)).toMatchObject({ nickname: 'me', sign: 'Forza' });
  network.current.send(0, 'msg_set_sign_rep', { result: 1, sign: 'from the phone' });
  await hub.settled();
  expect(await db.imuser.get(ME)).toMatchObject({ sign: 'from the phone' });
  const profiles = events.flatMap((e) => (e.type === 'profile' ? [e.user.sign] : []));
  expect(profiles).toEqual(['old', 'Forza', 'from the phone']);
});

test('ringingCall keeps the ring for a tab that comes after it, until the call stops ringing', async () => {
  await login();
  expect(await hub.calls.ringingCall()).toBeNull();
  const ring = (token: string, state: number, srcuid = 5001, destuid = ME) =>
    network.current.send(0, 'msg_voice_call_notify', {
      srcuid,
      destuid,
      state,
      chatkey: chatKey(srcuid, destuid),
      token,
      calltype: CALL_TYPE.VIDEO,
    });
  // This user's own call rings the other side, not here.
  ring('own', CALL_STATE.RINGING, ME, 5001);
  await hub.settled();
  expect(await hub.calls.ringingCall()).toBeNull();

  ring('t1', CALL_STATE.RINGING);
  await hub.settled();
  const ringing = {
    token: 't1',
    chatkey: chatKey(5001, ME).toString(),
    peer: 5001,
    outgoing: false,
    video: true,
    state: CALL_STATE.RINGING,
  };
  expect(await hub.calls.ringingCall()).toEqual(ringing);
  ring('own', CALL_STATE.CANCELLED, ME, 5001);
  await hub.settled();
  expect(await hub.calls.ringingCall()).toEqual(ringing);
  ring('t1', CALL_STATE.CANCELLED);
  await hub.settled();
  expect(await hub.calls.ringingCall()).toBeNull();

  // A ring whose end never came is forgotten after the ring timeout...
  ring('t2', CALL_STATE.RINGING);
  await hub.settled();
  const now = Date.now();
  const clock = vi.spyOn(Date, 'now').mockReturnValue(now + RING_TIMEOUT_MS);
  try {
    expect(await hub.calls.ringingCall()).toBeNull();
  } finally {
    clock.mockRestore();
  }
  // ...and on a new login, whose offline data pushes it again if it still rings: this one was missed
  // meanwhile, which the hub asks the server, so the tabs get that end.
  expect(await hub.calls.ringingCall()).toMatchObject({ token: 't2' });
  server.calls.set('t2', {
    srcuid: 5001,
    destuid: ME,
    state: CALL_STATE.MISSED,
    chatkey: chatKey(5001, ME),
    token: 't2',
    calltype: CALL_TYPE.VIDEO,
  });
  network.current.drop();
  await new Promise((r) => setTimeout(r, TIMING.RECONNECT_WAIT_MS + 100));
  network.current.open();
  await hub.whenOnline(1000);
  await hub.settled();
  expect(await hub.calls.ringingCall()).toBeNull();
  const t2 = events.flatMap((e) => (e.type === 'call' && e.call.token === 't2' ? [e.call.state] : []));
  expect(t2).toEqual([CALL_STATE.RINGING, CALL_STATE.MISSED]);
  expect(sent('msg_voice_call_state_req')).toEqual([{ token: 't2' }]);
}, 10_000);

test('a call whose state the server will not tell now (not 33) stays as it was, and is asked about again', async () => {
  await login();
  const missed = {
    srcuid: 5001,
    destuid: ME,
    state: CALL_STATE.MISSED,
    chatkey: chatKey(5001, ME),
    token: 't3',
    calltype: CALL_TYPE.VOICE,
  };
  network.current.send(0, 'msg_voice_call_notify', { ...missed, state: CALL_STATE.RINGING });
  await hub.settled();
  const reconnect = async () => {
    network.current.drop();
    await new Promise((r) => setTimeout(r, TIMING.RECONNECT_WAIT_MS + 100));
    network.current.open();
    await hub.whenOnline(1000);
    await hub.settled();
  };
  // The call was missed meanwhile, but the server refuses to say so (busy): the call still rings.
  server.calls.set('t3', missed);
  server.refuse.set('msg_voice_call_state_req', RESULT.FAIL);
  await reconnect();
  expect(sent('msg_voice_call_state_req')).toEqual([{ token: 't3' }]);
  expect(await hub.calls.ringingCall()).toMatchObject({ token: 't3', state: CALL_STATE.RINGING });
  const t3 = () => events.flatMap((e) => (e.type === 'call' && e.call.token === 't3' ? [e.call.state] : []));
  expect(t3()).toEqual([CALL_STATE.RINGING]);
  // Asked again after the next login, the server answers.
  server.refuse.delete('msg_voice_call_state_req');
  await reconnect();
  expect(sent('msg_voice_call_state_req')).toEqual([{ token: 't3' }, { token: 't3' }]);
  expect(await hub.calls.ringingCall()).toBeNull();
  expect(t3()).toEqual([CALL_STATE.RINGING, CALL_STATE.MISSED]);
}, 10_000);
