import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { APPLY_STATE, FRIEND_APPLY_EXPIRY_MS } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { USER_TYPE } from '../../server/accounts/userType';
import { resetSetting, writeSetting } from '../../server/content/settings';
import { makeFriendsIn } from '../../server/friends/list';
import { friendsDb } from '../../server/friends/tables';
import type { ClientKind } from '../../server/im';
import { addDeviceSession, createGuest, ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
const clients: ImClient[] = [];
let phoneCounter = 0;

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => server?.close());

interface User {
  uid: number;
  fid: number;
  phone: string;
  /** One logged-in socket per device (h5, then app, then pc). */
  devices: ImClient[];
}

/** A registered user (a guest given a phone in the store) logged in on `devices` devices of different kinds. */
async function user(devices = 1): Promise<User> {
  const guest = await createGuest(server.url);
  phoneCounter += 1;
  const phone = `139${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`;
  const row = await server.db
    .updateTable('users')
    .set({ phone })
    .where('uid', '=', guest.uid)
    .returning('fid')
    .executeTakeFirstOrThrow();
  const kinds: ClientKind[] = ['h5', 'app', 'pc'];
  const sockets: ImClient[] = [];
  for (let i = 0; i < devices; i++) {
    const session = i === 0 ? guest : await addDeviceSession(server.db, guest.uid);
    const client = await ImClient.connect(server.url);
    clients.push(client);
    expect((await client.login({ ...session, kind: kinds[i] ?? 'h5' })).result).toBe(RESULT.SUCCESS);
    sockets.push(client);
  }
  return { uid: guest.uid, fid: Number(row.fid), phone, devices: sockets };
}

function first(u: User): ImClient {
  const client = u.devices[0];
  if (!client) throw new Error('the user has no device');
  return client;
}

async function friendUidsOf(u: User): Promise<number[]> {
  const reply = await first(u).request('msg_friend_list_req', {});
  expect(reply).toMatchObject({ isfirst: 1, isend: 1 });
  return reply.flist.map((f) => f.uid).sort((a, b) => a - b);
}

/** Makes two users friends through the protocol (apply by fid, accept). */
async function befriend(a: User, b: User): Promise<void> {
  expect((await first(a).request('msg_add_friend_by_fid_req', { fid: b.fid, hellomsg: 'hi' })).result).toBe(
    1,
  );
  const handled = await first(b).request('msg_handle_friend_apply_req', { otheruid: a.uid, handletype: 1 });
  expect(handled.result).toBe(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('friend applications', () => {
  test('apply by phone, notify and red dot on every device, accept, both lists, handled notify', async () => {
    const a = await user(2);
    const b = await user(2);
    const [b1, b2] = b.devices as [ImClient, ImClient];
    const reply = await first(a).request('msg_add_friend_req', {
      phonenum: b.phone,
      hellomsg: '你好，我是A',
    });
    expect(reply.result).toBe(RESULT.SUCCESS);
    for (const device of [b1, b2]) {
      expect(await device.nextPush('msg_add_friend_notify')).toEqual({ uid: a.uid });
      expect((await device.nextPush('msg_red_dot_notify')).red).toMatchObject({
        redtype: 3,
        uid: a.uid,
        unread_apply_num: 1,
      });
    }
    const applies = await b1.request('msg_friend_apply_list_req', {});
    expect(applies.apply_list).toHaveLength(1);
    expect(applies.apply_list[0]).toMatchObject({
      info: { uid: a.uid, phonenum: '' },
      applyState: APPLY_STATE.PENDING,
      hellomsg: '你好，我是A',
    });
    expect(await friendUidsOf(b)).toEqual([]);

    const handled = await b1.request('msg_handle_friend_apply_req', { otheruid: a.uid, handletype: 1 });
    expect(handled).toEqual({ result: 1, otheruid: a.uid, handletype: 1 });
    expect(await b2.nextPush('msg_handle_friend_apply_rep')).toEqual(handled);
    for (const device of a.devices) {
      const notify = await device.nextPush('msg_friend_handled_notify');
      expect(notify.friend_info).toMatchObject({ uid: b.uid, lastlogouttime: 0, phonenum: '' });
    }
    expect(await friendUidsOf(a)).toEqual([b.uid]);
    expect(await friendUidsOf(b)).toEqual([a.uid]);
    await sleep(50);
    expect(b1.pushes('msg_handle_friend_apply_rep')).toHaveLength(0);

    expect((await b1.request('msg_friend_apply_list_req', {})).apply_list[0]?.applyState).toBe(
      APPLY_STATE.ACCEPTED,
    );
    // Already friends, both ways; a second accept of the same application finds nothing pending.
    expect((await first(a).request('msg_add_friend_req', { phonenum: b.phone })).result).toBe(25);
    expect((await b1.request('msg_add_friend_by_fid_req', { fid: a.fid })).result).toBe(25);
    expect((await b1.request('msg_handle_friend_apply_req', { otheruid: a.uid, handletype: 1 })).result).toBe(
      0,
    );
  });

  test('refuse: no friendship, the applicant may apply again; only the receiver handles', async () => {
    const a = await user(2);
    const c = await user();
    expect((await first(c).request('msg_add_friend_by_fid_req', { fid: a.fid, hellomsg: '' })).result).toBe(
      1,
    );
    // The applicant cannot accept its own application, nor can a stranger.
    const stranger = await user();
    expect(
      (await first(c).request('msg_handle_friend_apply_req', { otheruid: a.uid, handletype: 1 })).result,
    ).toBe(0);
    expect(
      (await first(stranger).request('msg_handle_friend_apply_req', { otheruid: c.uid, handletype: 1 }))
        .result,
    ).toBe(0);
    const refused = await first(a).request('msg_handle_friend_apply_req', { otheruid: c.uid, handletype: 2 });
    expect(refused).toEqual({ result: 1, otheruid: c.uid, handletype: 2 });
    expect(await a.devices[1]?.nextPush('msg_handle_friend_apply_rep')).toEqual(refused);
    expect(await friendUidsOf(a)).toEqual([]);
    expect(await friendUidsOf(c)).toEqual([]);
    expect((await first(a).request('msg_friend_apply_list_req', {})).apply_list[0]?.applyState).toBe(
      APPLY_STATE.REFUSED,
    );
    expect(
      (await first(a).request('msg_handle_friend_apply_req', { otheruid: c.uid, handletype: 1 })).result,
    ).toBe(0);
    await sleep(50);
    expect(first(c).pushes('msg_friend_handled_notify')).toHaveLength(0);
    // A new application reopens it.
    expect(
      (await first(c).request('msg_add_friend_by_fid_req', { fid: a.fid, hellomsg: 'again' })).result,
    ).toBe(1);
    const list = await first(a).request('msg_friend_apply_list_req', {});
    expect(list.apply_list[0]).toMatchObject({ applyState: APPLY_STATE.PENDING, hellomsg: 'again' });
  });

  test('an application older than 7 days is expired: result 3, shown as 3, not counted', async () => {
    const a = await user();
    const d = await user();
    expect((await first(d).request('msg_add_friend_by_fid_req', { fid: a.fid })).result).toBe(1);
    await friendsDb(server.db)
      .updateTable('friend_applies')
      .set({ applied_at: Date.now() - FRIEND_APPLY_EXPIRY_MS - 1000 })
      .where('applicant', '=', d.uid)
      .execute();
    const list = await first(a).request('msg_friend_apply_list_req', {});
    expect(list.apply_list[0]?.applyState).toBe(APPLY_STATE.EXPIRED);
    const handled = await first(a).request('msg_handle_friend_apply_req', { otheruid: d.uid, handletype: 1 });
    expect(handled.result).toBe(3);
    expect(await friendUidsOf(a)).toEqual([]);
    const row = await friendsDb(server.db)
      .selectFrom('friend_applies')
      .select('state')
      .where('applicant', '=', d.uid)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe(APPLY_STATE.EXPIRED);
  });

  test('black list: applications either way are refused with 28 until removed', async () => {
    const a = await user();
    const e = await user();
    expect((await first(a).request('msg_set_blacklist_req', { otheruid: e.uid, opertype: 1 })).result).toBe(
      1,
    );
    expect((await first(e).request('msg_add_friend_by_fid_req', { fid: a.fid })).result).toBe(28);
    expect((await first(a).request('msg_add_friend_req', { phonenum: e.phone })).result).toBe(28);
    expect((await first(a).request('msg_set_blacklist_req', { otheruid: e.uid, opertype: 1 })).result).toBe(
      1,
    );
    const black = await first(a).request('msg_get_blacklist_req', {});
    expect(black.blacklist.map((u) => u.uid)).toEqual([e.uid]);
    // The black list is the asker's own: e's is empty.
    expect((await first(e).request('msg_get_blacklist_req', {})).blacklist).toEqual([]);
    expect(
      await friendsDb(server.db)
        .selectFrom('friend_applies')
        .selectAll()
        .where('applicant', '=', e.uid)
        .execute(),
    ).toEqual([]);

    expect((await first(a).request('msg_set_blacklist_req', { otheruid: e.uid, opertype: 0 })).result).toBe(
      1,
    );
    expect((await first(e).request('msg_add_friend_by_fid_req', { fid: a.fid })).result).toBe(1);

    // Blacklisting after the application: accepting is refused too.
    expect((await first(e).request('msg_set_blacklist_req', { otheruid: a.uid, opertype: 1 })).result).toBe(
      1,
    );
    expect(
      (await first(a).request('msg_handle_friend_apply_req', { otheruid: e.uid, handletype: 1 })).result,
    ).toBe(28);
    expect(await friendUidsOf(a)).toEqual([]);

    for (const bad of [
      { otheruid: e.uid, opertype: 2 },
      { otheruid: a.uid, opertype: 1 },
      { otheruid: 999_999_999, opertype: 1 },
    ]) {
      expect((await first(a).request('msg_set_blacklist_req', bad)).result).toBe(0);
    }
  });

  test('a user who needs no verification becomes a friend at once', async () => {
    const f = await user(2);
    const g = await user();
    const set = await first(f).request('msg_set_friend_verify_req', { need: 0 });
    expect(set).toEqual({ result: 1, need: 0 });
    expect(await f.devices[1]?.nextPush('msg_set_friend_verify_rep')).toEqual(set);
    expect((await first(f).request('msg_set_friend_verify_req', { need: 7 })).result).toBe(0);

    expect((await first(g).request('msg_add_friend_by_fid_req', { fid: f.fid })).result).toBe(1);
    expect((await first(g).nextPush('msg_friend_handled_notify')).friend_info.uid).toBe(f.uid);
    for (const device of f.devices) {
      expect(await device.nextPush('msg_handle_friend_apply_rep')).toEqual({
        result: 1,
        otheruid: g.uid,
        handletype: 1,
      });
    }
    expect(await friendUidsOf(f)).toEqual([g.uid]);
    await sleep(50);
    expect(first(f).pushes('msg_add_friend_notify')).toHaveLength(0);
  });

  test('bad input: self 0, malformed phone 2, unknown phone 3, unknown fid 41, long hello 0, bad handletype 0', async () => {
    const a = await user();
    const other = await user();
    const client = first(a);
    expect((await client.request('msg_add_friend_req', { phonenum: a.phone })).result).toBe(0);
    expect((await client.request('msg_add_friend_by_fid_req', { fid: a.fid })).result).toBe(0);
    expect((await client.request('msg_add_friend_req', { phonenum: '12ab' })).result).toBe(2);
    expect((await client.request('msg_add_friend_req', { phonenum: '' })).result).toBe(2);
    expect((await client.request('msg_add_friend_req', { phonenum: '13000000000' })).result).toBe(3);
    expect((await client.request('msg_add_friend_by_fid_req', { fid: 1 })).result).toBe(41);
    expect((await client.request('msg_add_friend_by_fid_req', { fid: -5 })).result).toBe(41);
    expect((await client.request('msg_add_friend_by_fid_req', { fid: 10000 })).result).toBe(0);
    expect(
      (await client.request('msg_add_friend_by_fid_req', { fid: other.fid, hellomsg: '长'.repeat(101) }))
        .result,
    ).toBe(0);
    expect(
      (await client.request('msg_handle_friend_apply_req', { otheruid: other.uid, handletype: 5 })).result,
    ).toBe(0);
    // Nothing was stored by the refusals.
    expect(
      await friendsDb(server.db)
        .selectFrom('friend_applies')
        .selectAll()
        .where('applicant', '=', a.uid)
        .execute(),
    ).toEqual([]);
  });
});

describe('friend list', () => {
  test('delete: both sides lose each other, versions grow, incremental lists show add and delete', async () => {
    const a = await user(2);
    const b = await user();
    const c = await user();
    const v0 = (await first(a).request('msg_friend_list_req', {})).version;
    await befriend(a, b);
    await befriend(c, a);
    const listed = await first(a).request('msg_friend_list_req', {});
    expect(listed.version).toBe(v0 + 2);
    const inc = await first(a).request('msg_friend_inc_list_req', { version: v0 });
    expect(inc).toMatchObject({ isfirst: 1, isend: 1, version: v0 + 2, dellist: [] });
    expect(inc.addlist.map((u) => u.uid).sort((x, y) => x - y)).toEqual([b.uid, c.uid].sort((x, y) => x - y));

    const bVersion = (await first(b).request('msg_friend_list_req', {})).version;
    const deleted = await first(a).request('msg_del_friend_req', { frienduid: b.uid });
    expect(deleted).toEqual({ result: 1, frienduid: b.uid });
    expect(await a.devices[1]?.nextPush('msg_del_friend_rep')).toEqual(deleted);
    expect(await first(b).nextPush('msg_del_friend_rep')).toEqual({ result: 1, frienduid: a.uid });
    expect(await friendUidsOf(a)).toEqual([c.uid]);
    expect(await friendUidsOf(b)).toEqual([]);

    const afterDel = await first(a).request('msg_friend_inc_list_req', { version: v0 + 2 });
    expect(afterDel).toMatchObject({ addlist: [], dellist: [b.uid], version: v0 + 3 });
    const bInc = await first(b).request('msg_friend_inc_list_req', { version: bVersion });
    expect(bInc).toMatchObject({ addlist: [], dellist: [a.uid], version: bVersion + 1 });
    // From the start: b was added then removed, c added.
    const whole = await first(a).request('msg_friend_inc_list_req', { version: v0 });
    expect(whole.addlist.map((u) => u.uid)).toEqual([c.uid]);
    expect(whole.dellist).toEqual([b.uid]);
    // Up to date: nothing.
    expect(await first(a).request('msg_friend_inc_list_req', { version: v0 + 3 })).toMatchObject({
      addlist: [],
      dellist: [],
      version: v0 + 3,
    });
    await first(a).request('msg_friend_inc_list_req', { version: -1 });
    expect((await first(a).nextPush('msg_oper_result_notify')).result).toBe(0);

    expect((await first(a).request('msg_del_friend_req', { frienduid: b.uid })).result).toBe(6);
    expect((await first(a).request('msg_del_friend_req', { frienduid: 999_999_999 })).result).toBe(6);
    expect((await first(a).request('msg_friend_list_req', {})).version).toBe(v0 + 3);
  });

  test('customer-service accounts never appear in a friend list', async () => {
    const a = await user();
    const b = await user();
    await server.db.transaction().execute(async (trx) => {
      await makeFriendsIn(trx, a.uid, 10000, Date.now());
      await makeFriendsIn(trx, a.uid, b.uid, Date.now());
    });
    expect(await friendUidsOf(a)).toEqual([b.uid]);
    const inc = await first(a).request('msg_friend_inc_list_req', { version: 0 });
    expect(inc.addlist.map((u) => u.uid)).toEqual([b.uid]);
  });

  test('the configured service_uid and service_uid_night never appear in a friend list', async () => {
    const a = await user();
    const b = await user();
    const day = await user();
    const night = await user();
    await server.db.transaction().execute(async (trx) => {
      for (const other of [b, day, night]) await makeFriendsIn(trx, a.uid, other.uid, Date.now());
    });
    expect(await friendUidsOf(a)).toEqual([b.uid, day.uid, night.uid].sort((x, y) => x - y));
    // Only a customer-service account may be named: the seat reads and answers its chats.
    await expect(writeSetting(server.db, 'service_uid', day.uid, Date.now())).rejects.toThrow(
      /customer-service/,
    );
    await server.db
      .updateTable('users')
      .set({ usertype: USER_TYPE.service })
      .where('uid', 'in', [day.uid, night.uid])
      .execute();
    await writeSetting(server.db, 'service_uid', day.uid, Date.now());
    await writeSetting(server.db, 'service_uid_night', night.uid, Date.now());
    try {
      expect(await friendUidsOf(a)).toEqual([b.uid]);
      const inc = await first(a).request('msg_friend_inc_list_req', { version: 0 });
      expect(inc.addlist.map((u) => u.uid)).toEqual([b.uid]);
    } finally {
      await resetSetting(server.db, 'service_uid');
      await resetSetting(server.db, 'service_uid_night');
    }
  });

  test('aliases: only for friends, listed only to their owner, removed with the friendship', async () => {
    const a = await user();
    const b = await user();
    const stranger = await user();
    await befriend(a, b);
    expect((await first(a).request('msg_set_alias_req', { fuid: b.uid, alias: '  老同学 ' })).result).toBe(1);
    expect((await first(a).request('msg_alias_list_req', {})).alias_list).toEqual([
      { fuid: b.uid, aliasname: '老同学' },
    ]);
    expect((await first(stranger).request('msg_alias_list_req', {})).alias_list).toEqual([]);
    expect((await first(stranger).request('msg_set_alias_req', { fuid: b.uid, alias: 'x' })).result).toBe(6);
    expect((await first(a).request('msg_set_alias_req', { fuid: b.uid, alias: 'x'.repeat(33) })).result).toBe(
      0,
    );
    expect((await first(a).request('msg_set_alias_req', { fuid: b.uid, alias: '' })).result).toBe(1);
    expect((await first(a).request('msg_alias_list_req', {})).alias_list).toEqual([]);
    expect((await first(a).request('msg_set_alias_req', { fuid: b.uid, alias: 'B' })).result).toBe(1);
    await first(a).request('msg_del_friend_req', { frienduid: b.uid });
    expect((await first(a).request('msg_alias_list_req', {})).alias_list).toEqual([]);
  });
});
