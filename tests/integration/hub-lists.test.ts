// A hub in Node against the real server with lists far past one frame: 1,500 friends and a group
// of 2,000 members. The server pages them (the reply, then seq-0 pushes of the same message); the
// hub must take every page into its database and hand every page to a tab. The lists without an
// end flag (forbid, white, group nicknames) must stay one frame for the same group.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeBody, MAX_BODY } from '../../protocol';
import { makeFriendsIn } from '../../server/friends/list';
import { groupsDb } from '../../server/groups/tables';
import { startServer, type TestServer } from '../helpers/server';
import { guest, loginOf, type NodeHub, nodeHub, waitFor } from './hub-fixture';

const FRIENDS = 1500;
const MEMBERS = 2000;
/** A 16-character Chinese group nickname (48 bytes), the longest the server takes. */
const groupNickname = (i: number) => `${'足球篮球'.repeat(3)}${String(i).padStart(4, '0')}`;

let server: TestServer;
let hub: NodeHub;
let me: number;
/** The other members: the first 1,500 are also friends. */
let others: number[];
let groupkey: number;

beforeAll(async () => {
  server = await startServer();
  const owner = await guest(server.url);
  me = owner.uid;
  const now = Date.now();
  const sign = '这是一个很长的个性签名，'.repeat(8).slice(0, 96);
  // NOTE: made through the store in one transaction: 2,000 sign-ups would test nothing more.
  others = await server.db.transaction().execute(async (trx) => {
    const made: number[] = [];
    for (let start = 0; start < MEMBERS - 1; start += 250) {
      const rows = await trx
        .insertInto('users')
        .values(
          Array.from({ length: Math.min(250, MEMBERS - 1 - start) }, (_, k) => ({
            fid: String(60_000_000 + start + k),
            created_at: now,
            privacy: 0n,
            nickname: `球迷${start + k}`,
            sign,
            headurl: `/avatars/${((start + k) % 8) + 1}.png`,
          })),
        )
        .returning('uid')
        .execute();
      made.push(...rows.map((r) => r.uid));
    }
    for (const uid of made.slice(0, FRIENDS)) await makeFriendsIn(trx, me, uid, now);
    return made;
  });
  hub = nodeHub();
  await hub.core.login(loginOf(owner));
  await hub.core.whenOnline(5000);
}, 120_000);

afterAll(async () => {
  await hub?.close();
  await server?.close();
});

function db() {
  const open = hub.core.db;
  if (!open) throw new Error('no session');
  return open;
}

/** Seq-0 frames of `name` the hub received. */
const pushed = (name: string) => hub.wire.filter((w) => w.dir === 'in' && w.seq === 0 && w.name === name);

describe('1,500 friends', () => {
  test("the login's friend sync takes every page into the database", async () => {
    const friends = others.slice(0, FRIENDS);
    // Every friend lands in imfriend (the friend page reads it) and their profiles in imuser.
    await waitFor(
      async () => (await db().imuser.bulkGet(friends)).every((row) => row !== undefined),
      20_000,
      'every friend in imuser',
    );
    expect(pushed('msg_friend_list_rep').length).toBeGreaterThan(1);
    const cached = (await db().imfriend.toArray()).map((r) => r.uid).sort((a, b) => a - b);
    expect(cached).toEqual([...friends].sort((a, b) => a - b));
  });

  test('a tab asking for the friend list gets every page', async () => {
    const pages = await hub.core.requestAll('msg_friend_list_req', {});
    expect(pages.length).toBeGreaterThan(1);
    const uids = pages.flatMap((p) => p.flist.map((f) => f.uid));
    expect(uids).toHaveLength(FRIENDS);
    expect(new Set(uids)).toEqual(new Set(others.slice(0, FRIENDS)));
  });
});

describe('a group of 2,000 members', () => {
  beforeAll(async () => {
    const created = await hub.core.request('msg_create_group_req', { uids: others, groupname: 'Full house' });
    expect(created.result).toBe(1);
    groupkey = created.group_info.groupkey;
  }, 60_000);

  test('group sync stores the group from every page of its info and confirms it', async () => {
    const row = await waitFor(
      async () => {
        const stored = await db().imgroup.get(groupkey);
        return stored && stored.attrversion >= 0 ? stored : null;
      },
      20_000,
      'the group synced',
    );
    expect(row).toMatchObject({ nickname: 'Full house', member_cnt: MEMBERS });
    expect(pushed('msg_get_group_info_rep').length).toBeGreaterThan(1);
    const members = await db().imuser.bulkGet([me, ...others]);
    expect(members.filter((m) => m !== undefined)).toHaveLength(MEMBERS);
  });

  test('member list, group info and friend list asked at once each come back whole', async () => {
    const [members, info, friends] = await Promise.all([
      hub.core.requestAll('msg_group_member_list_req', { groupkey }),
      hub.core.requestAll('msg_get_group_info_req', { groupkey, is_stranger: 0, is_end: 0 }),
      hub.core.requestAll('msg_friend_list_req', {}),
    ]);
    const everyone = new Set([me, ...others]);
    expect(members.length).toBeGreaterThan(1);
    expect(members.map((p) => p.isend)).toEqual(members.map((_, i) => (i === members.length - 1 ? 1 : 0)));
    expect(new Set(members.flatMap((p) => p.users.map((u) => u.uid)))).toEqual(everyone);
    expect(members.flatMap((p) => p.users)).toHaveLength(MEMBERS);
    expect(new Set(info.flatMap((p) => p.users.map((u) => u.uid)))).toEqual(everyone);
    expect(friends.flatMap((p) => p.flist)).toHaveLength(FRIENDS);
  });

  test('the forbid, white and nickname lists of the full group each fit one frame', async () => {
    for (let i = 0; i < others.length; i += 500) {
      const uids = others.slice(i, i + 500);
      expect(
        (await hub.core.request('msg_set_group_forbid_req', { groupkey, is_set: 1, forbiduids: uids }))
          .result,
      ).toBe(1);
      expect(
        (await hub.core.request('msg_set_group_white_req', { groupkey, is_set: 1, whiteuids: uids })).result,
      ).toBe(1);
    }
    await server.db.transaction().execute(async (trx) => {
      for (const [i, uid] of [me, ...others].entries()) {
        await groupsDb(trx)
          .updateTable('group_members')
          .set({ nickname: groupNickname(i) })
          .where('groupkey', '=', groupkey)
          .where('uid', '=', uid)
          .execute();
      }
    });
    const before = hub.wire.length;
    const forbid = await hub.core.request('msg_get_group_forbid_req', { groupkey });
    const white = await hub.core.request('msg_get_group_white_req', { groupkey });
    const names = await hub.core.request('msg_group_nickname_list_req', { groupkey });

    expect(new Set(forbid.users.map((u) => u.uid))).toEqual(new Set(others));
    expect(new Set(white.users.map((u) => u.uid))).toEqual(new Set(others));
    expect(names.name_list).toHaveLength(MEMBERS);
    const stored = new Map([me, ...others].map((uid, i) => [uid, groupNickname(i)]));
    for (const { uid, nickname } of names.name_list) {
      expect(nickname.length).toBeGreaterThan(0);
      expect(stored.get(uid)?.startsWith(nickname)).toBe(true);
    }
    expect(encodeBody('msg_get_group_forbid_rep', forbid).length).toBeLessThanOrEqual(MAX_BODY);
    expect(encodeBody('msg_get_group_white_rep', white).length).toBeLessThanOrEqual(MAX_BODY);
    expect(encodeBody('msg_group_nickname_list_rep', names).length).toBeLessThanOrEqual(MAX_BODY);
    // Give any continuation a moment: none may come.
    await new Promise((r) => setTimeout(r, 200));
    const later = hub.wire
      .slice(before)
      .filter((w) => w.dir === 'in' && w.seq === 0)
      .map((w) => w.name);
    expect(later).not.toContain('msg_get_group_forbid_rep');
    expect(later).not.toContain('msg_get_group_white_rep');
    expect(later).not.toContain('msg_group_nickname_list_rep');
  }, 60_000);
});
