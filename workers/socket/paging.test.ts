import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { silentLogger } from '../log';
import { HubSocket, Status } from './socket';
import { FakeNetwork } from './testing';

let net: FakeNetwork;
let socket: HubSocket;
let pushes: string[];

/** Lets promise callbacks run without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  net = new FakeNetwork();
  pushes = [];
  socket = new HubSocket({
    urls: ['ws://a.example:1/ws'],
    credentials: { uid: 1001, fastkey: 'k'.repeat(32), deviceid: 'dev-1' },
    transport: net.transport,
    logger: silentLogger,
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

describe('paged lists', () => {
  const friend = (uid: number) => ({ uid, nickname: `f${uid}` });
  const member = (uid: number) => ({ uid, nickname: `m${uid}` });

  test('the reply and the seq-0 pages that follow it make one list; pushes meanwhile stay pushes', async () => {
    const connection = await online();
    const all = socket.requestAll('msg_friend_list_req', {});
    await settle();
    const seq = connection.last('msg_friend_list_req')?.seq ?? 0;
    connection.send(seq, 'msg_friend_list_rep', { flist: [friend(1), friend(2)], isfirst: 1, isend: 0 });
    connection.send(0, 'msg_friend_state_notify', {
      flist: [{ fuid: 1, lastlogouttime: 0 }],
      isfirst: 1,
      isend: 1,
    });
    connection.send(0, 'msg_friend_list_rep', { flist: [friend(3)], isfirst: 0, isend: 0 });
    connection.send(0, 'msg_friend_list_rep', { flist: [friend(4)], isfirst: 0, isend: 1 });
    const pages = await all;
    expect(pages.flatMap((p) => p.flist.map((f) => f.uid))).toEqual([1, 2, 3, 4]);
    expect(pushes).toEqual(['msg_friend_state_notify']);
    // With no list pending, the same message with seq 0 is a push again.
    connection.send(0, 'msg_friend_list_rep', { flist: [friend(5)], isfirst: 0, isend: 1 });
    expect(pushes).toEqual(['msg_friend_state_notify', 'msg_friend_list_rep']);
  });

  test('a seq-0 page before the reply belongs to no request', async () => {
    const connection = await online();
    const all = socket.requestAll('msg_friend_inc_list_req', { version: 3 });
    await settle();
    const seq = connection.last('msg_friend_inc_list_req')?.seq ?? 0;
    connection.send(0, 'msg_friend_inc_list_rep', { addlist: [friend(9)], isfirst: 0, isend: 1 });
    connection.send(seq, 'msg_friend_inc_list_rep', { addlist: [friend(1)], isfirst: 1, isend: 0 });
    connection.send(0, 'msg_friend_inc_list_rep', { dellist: [2], isfirst: 0, isend: 1 });
    const pages = await all;
    expect(pages.map((p) => [p.addlist.map((f) => f.uid), p.dellist])).toEqual([
      [[1], []],
      [[], [2]],
    ]);
    expect(pushes).toEqual(['msg_friend_inc_list_rep']);
  });

  test('member lists of two groups in flight at once keep their own pages', async () => {
    const connection = await online();
    const a = socket.requestAll('msg_group_member_list_req', { groupkey: 1000001 });
    const b = socket.requestAll('msg_group_member_list_req', { groupkey: 1000002 });
    await settle();
    const [reqA, reqB] = connection.all('msg_group_member_list_req');
    if (!reqA || !reqB) throw new Error('two requests expected');
    const page = (groupkey: number, uid: number, isfirst: number, isend: number) => ({
      groupkey,
      users: [member(uid)],
      isfirst,
      isend,
    });
    connection.send(reqB.seq, 'msg_group_member_list_rep', page(1000002, 20, 1, 0));
    connection.send(reqA.seq, 'msg_group_member_list_rep', page(1000001, 10, 1, 0));
    connection.send(0, 'msg_group_member_list_rep', page(1000002, 21, 0, 0));
    connection.send(0, 'msg_group_member_list_rep', page(1000001, 11, 0, 1));
    connection.send(0, 'msg_group_member_list_rep', page(1000002, 22, 0, 1));
    const uids = (pages: { users: { uid: number }[] }[]) => pages.flatMap((p) => p.users.map((u) => u.uid));
    expect(uids(await a)).toEqual([10, 11]);
    expect(uids(await b)).toEqual([20, 21, 22]);
    expect(pushes).toEqual([]);
  });

  test('one list of a group on the wire at a time; an equal request still waiting shares its answer', async () => {
    const connection = await online();
    const first = socket.requestAll('msg_get_group_info_req', { groupkey: 1000001 });
    await settle();
    // Asked again while the first is on the wire: its answer may predate the reason, so it waits.
    const second = socket.requestAll('msg_get_group_info_req', { groupkey: 1000001 });
    const third = socket.requestAll('msg_get_group_info_req', { groupkey: 1000001 });
    await settle();
    expect(connection.all('msg_get_group_info_req')).toHaveLength(1);
    const info = (uid: number, is_end: number) => ({
      group_info: { groupkey: 1000001 },
      users: [member(uid)],
      is_end,
    });
    connection.answer('msg_get_group_info_req', 'msg_get_group_info_rep', info(1, 0));
    connection.send(0, 'msg_get_group_info_rep', info(2, 1));
    expect((await first).flatMap((p) => p.users.map((u) => u.uid))).toEqual([1, 2]);
    await settle();
    expect(connection.all('msg_get_group_info_req')).toHaveLength(2);
    connection.answer('msg_get_group_info_req', 'msg_get_group_info_rep', info(3, 1));
    expect((await second).flatMap((p) => p.users.map((u) => u.uid))).toEqual([3]);
    expect(await third).toBe(await second);
  });

  test('pages that stop before the last time out with what came, and later frames are not swallowed', async () => {
    const connection = await online();
    const all = socket.requestAll('msg_friend_list_req', {}, { timeoutMs: 2000 });
    const check = expect(all).rejects.toMatchObject({
      code: 'timeout',
      message: expect.stringMatching(/2 pages of msg_friend_list_rep came, none marked last/),
    });
    await settle();
    connection.answer('msg_friend_list_req', 'msg_friend_list_rep', { flist: [friend(1)], isfirst: 1 });
    await vi.advanceTimersByTimeAsync(1500);
    connection.send(0, 'msg_friend_list_rep', { flist: [friend(2)], isfirst: 0 });
    await vi.advanceTimersByTimeAsync(1999);
    connection.send(0, 'msg_send_private_msg_rep', { result: 1 });
    await vi.advanceTimersByTimeAsync(1);
    await check;
    expect(pushes).toEqual(['msg_send_private_msg_rep']);
    // The list is no longer waited for: a late page is a push, and the next request goes out.
    connection.send(0, 'msg_friend_list_rep', { flist: [friend(3)], isfirst: 0, isend: 1 });
    expect(pushes).toEqual(['msg_send_private_msg_rep', 'msg_friend_list_rep']);
    const again = socket.requestAll('msg_friend_list_req', {});
    await settle();
    expect(connection.all('msg_friend_list_req')).toHaveLength(2);
    connection.answer('msg_friend_list_req', 'msg_friend_list_rep', {
      flist: [friend(4)],
      isfirst: 1,
      isend: 1,
    });
    expect((await again).flatMap((p) => p.flist.map((f) => f.uid))).toEqual([4]);
  });

  test("a refusal's empty reply is the whole answer; a first page of another group is a bad reply", async () => {
    const connection = await online();
    const refused = socket.requestAll('msg_group_member_list_req', { groupkey: 1000001 });
    await settle();
    connection.answer('msg_group_member_list_req', 'msg_group_member_list_rep', {});
    expect(await refused).toEqual([{ groupkey: 0, isfirst: 0, users: [], isend: 0 }]);
    connection.send(0, 'msg_group_member_list_rep', { groupkey: 1000001, users: [member(1)], isend: 1 });
    expect(pushes).toEqual(['msg_group_member_list_rep']);

    const wrong = socket.requestAll('msg_group_member_list_req', { groupkey: 1000001 });
    await settle();
    connection.answer('msg_group_member_list_req', 'msg_group_member_list_rep', {
      groupkey: 1000002,
      users: [member(2)],
      isfirst: 1,
    });
    await expect(wrong).rejects.toMatchObject({ code: 'bad-reply' });
  });

  test('a dropped connection rejects a list in the middle', async () => {
    const connection = await online();
    const all = socket.requestAll('msg_friend_list_req', {});
    await settle();
    connection.answer('msg_friend_list_req', 'msg_friend_list_rep', { flist: [friend(1)], isfirst: 1 });
    connection.drop();
    await expect(all).rejects.toMatchObject({ code: 'disconnected' });
  });
});
