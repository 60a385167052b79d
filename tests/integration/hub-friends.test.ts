// The hub's domain calls against the real server (issue 16): friends, applications, aliases,
// profiles and groups are written into each hub's database by the hub itself, from its own replies
// and from the pushes of the other side and of the user's other devices; a refusal comes back as a
// typed HubError with the server's result code.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { APPLY_STATE, RESULT } from '../../protocol';
import { friendApplies, groupMembers, isRefusal } from '../../workers';
import { addDeviceSession, ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { type Guest, guest, loginOf, type NodeHub, nodeHub, waitFor } from './hub-fixture';

let server: TestServer;
let alice: NodeHub;
let bob: NodeHub;
let a: Guest;
let b: Guest;
/** Bob's phone app: another device of his, on a raw socket. */
let bobApp: ImClient;

beforeAll(async () => {
  server = await startServer();
  a = await guest(server.url);
  b = await guest(server.url);
  alice = nodeHub();
  bob = nodeHub();
  await alice.core.login(loginOf(a));
  await bob.core.login(loginOf(b));
  await alice.core.whenOnline(5000);
  await bob.core.whenOnline(5000);
  bobApp = await ImClient.connect(server.url);
  await bobApp.login({ ...(await addDeviceSession(server.db, b.uid, `${b.deviceid}-app`)), kind: 'app' });
}, 30_000);

afterAll(async () => {
  await bobApp?.close();
  await alice?.close();
  await bob?.close();
  await server?.close();
});

function dbOf(hub: NodeHub) {
  const db = hub.core.db;
  if (!db) throw new Error('no session');
  return db;
}

/** Requests of `name` a hub sent after `from` (an index into its wire log). */
const sentSince = (hub: NodeHub, from: number, name: string) =>
  hub.wire.slice(from).filter((w) => w.dir === 'out' && w.name === name);

test("an application lands in the receiver's imapply; accepted on another device, both databases get the friend", async () => {
  await alice.core.calls.addFriend({ fid: b.fid }, 'hello bob');
  const apply = await waitFor(
    async () => (await friendApplies(dbOf(bob))).find((x) => x.uid === a.uid),
    5000,
    "alice's application in bob's imapply",
  );
  expect(apply).toMatchObject({ hellomsg: 'hello bob', applyState: APPLY_STATE.PENDING });
  await waitFor(() => bob.core.state().unread.friendApplies === 1, 5000, 'one pending application');

  const aliceFrom = alice.wire.length;
  const reply = await bobApp.request('msg_handle_friend_apply_req', { otheruid: a.uid, handletype: 1 });
  expect(reply.result).toBe(RESULT.SUCCESS);
  // Alice's hub writes bob from the push alone, without asking for its friend list.
  await waitFor(() => dbOf(alice).imfriend.get(b.uid), 5000, 'bob in alice’s imfriend');
  expect(sentSince(alice, aliceFrom, 'msg_friend_list_req')).toHaveLength(0);
  // Bob's hub hears of the accept made on his phone: the friend and the answered application.
  await waitFor(() => dbOf(bob).imfriend.get(a.uid), 5000, 'alice in bob’s imfriend');
  await waitFor(
    async () => (await dbOf(bob).imapply.get(a.uid))?.applyState === APPLY_STATE.ACCEPTED,
    5000,
    'the application accepted in bob’s imapply',
  );
  await waitFor(() => bob.core.state().unread.friendApplies === 0, 5000, 'no pending application');
});

test('an alias is stored in imfriend; one for a stranger is refused with 6, typed', async () => {
  await alice.core.calls.setFriendAlias(b.uid, 'Bobby');
  expect(await dbOf(alice).imfriend.get(b.uid)).toMatchObject({ alias: 'Bobby', online: 1 });
  const stranger = await guest(server.url);
  const error = await alice.core.calls.setFriendAlias(stranger.uid, 'x').catch((e: unknown) => e);
  expect(isRefusal(error, RESULT.NOT_FRIEND)).toBe(true);
  // The whole list again keeps the alias.
  expect(await alice.core.calls.refreshFriends()).toBe(1);
  expect(await dbOf(alice).imfriend.get(b.uid)).toMatchObject({ alias: 'Bobby' });
});

test('findUser caches the profile; an unknown fid is refused with the pushed 41', async () => {
  const found = await alice.core.calls.findUser({ fid: b.fid });
  expect(found).toMatchObject({ uid: b.uid, fid: b.fid });
  expect(await dbOf(alice).imuser.get(b.uid)).toMatchObject({ uid: b.uid });
  const error = await alice.core.calls.findUser({ fid: 99_999_999 }).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 'refused', result: RESULT.FID_NOT_EXIST });
});

test("a group created by one member reaches every member's imgroup and immember; a stranger gets 43", async () => {
  const group = await alice.core.calls.createGroup([b.uid], 'Derby night');
  expect((await groupMembers(dbOf(alice), group.groupkey)).map((m) => m.uid).sort()).toEqual(
    [a.uid, b.uid].sort(),
  );
  // Bob's hub takes the group from the group list push and fetches its members.
  await waitFor(
    async () => (await groupMembers(dbOf(bob), group.groupkey)).length === 2,
    5000,
    'both members in bob’s immember',
  );
  expect(await dbOf(bob).imgroup.get(group.groupkey)).toMatchObject({ nickname: 'Derby night' });

  await bob.core.calls.setMyGroupNickname(group.groupkey, 'keeper');
  expect(await dbOf(bob).immember.get([group.groupkey, b.uid])).toMatchObject({ groupnick: 'keeper' });
  await waitFor(
    async () => (await dbOf(alice).immember.get([group.groupkey, b.uid]))?.groupnick === 'keeper',
    5000,
    'bob’s group nickname in alice’s immember',
  );

  const carol = nodeHub();
  try {
    await carol.core.login(loginOf(await guest(server.url)));
    await carol.core.whenOnline(5000);
    const error = await carol.core.calls.refreshGroupMembers(group.groupkey).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'refused', result: RESULT.NOT_GROUP_MEMBER });
  } finally {
    await carol.close();
  }
});
