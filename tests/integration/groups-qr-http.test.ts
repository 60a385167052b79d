import { afterAll, beforeAll, expect, test } from 'vitest';
import { RESULT } from '../../protocol/result';
import { addDeviceSession } from '../helpers/imClient';
import { imCall, startServer, type TestServer } from '../helpers/server';
import { connectAs, makeUsers } from './groups-fixture';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

test('a member fetches a group QR code over the IM API and a newcomer joins with it', async () => {
  const [host, member, newcomer] = await makeUsers(server.db, 3);
  if (!host || !member || !newcomer) throw new Error('no users');
  const hostSocket = await connectAs(server.url, server.db, host);
  const created = await hostSocket.request('msg_create_group_req', { uids: [member], groupname: '周末球局' });
  expect(created.result).toBe(1);
  const groupkey = created.group_info.groupkey;

  const session = await addDeviceSession(server.db, member);
  const code = await imCall(
    server.url,
    'IMTools.getGroupQrCode',
    { groupkey, fastkey: session.fastkey },
    { uid: member },
  );
  expect(code.ret).toBe(0);
  const verify = String(code.verify);
  // The code is an app link to the group page, which joins with it.
  const link = new URL(String(code.qrcode), 'http://app.test');
  expect(link.pathname).toBe('/group');
  expect(Object.fromEntries(link.searchParams)).toEqual({
    id: String(groupkey),
    otheruid: String(member),
    verify,
  });

  // Before joining, the holder sees what it joins; a forged or another member's code shows nothing.
  const newcomerSession = await addDeviceSession(server.db, newcomer);
  const preview = await imCall(
    server.url,
    'IMTools.getGroupInvite',
    { groupkey, otheruid: member, verify, fastkey: newcomerSession.fastkey },
    { uid: newcomer },
  );
  expect(preview.ret).toBe(0);
  expect(preview.invite).toMatchObject({
    groupkey,
    groupname: '周末球局',
    member_cnt: 2,
    needs_approval: 0,
    member: 0,
    inviter: { uid: member },
  });
  for (const [otheruid, code] of [
    [member, `${verify.slice(0, -2)}AA`],
    [host, verify],
  ] as const) {
    const bad = await imCall(
      server.url,
      'IMTools.getGroupInvite',
      { groupkey, otheruid, verify: code, fastkey: newcomerSession.fastkey },
      { uid: newcomer },
    );
    expect(bad.ret).toBe(RESULT.INVALID_GROUP_QRCODE);
    expect(bad.invite).toBeUndefined();
  }

  const joiner = await connectAs(server.url, server.db, newcomer);
  const forged = `${verify.slice(0, -2)}AA`;
  expect(
    (await joiner.request('msg_join_group_by_qrcode_req', { groupkey, otheruid: member, verify: forged }))
      .result,
  ).toBe(RESULT.INVALID_GROUP_QRCODE);
  expect(
    (await joiner.request('msg_join_group_by_qrcode_req', { groupkey, otheruid: member, verify })).result,
  ).toBe(RESULT.SUCCESS);

  // A stranger gets no code, and a wrong fast key is refused.
  const [stranger] = await makeUsers(server.db, 1);
  if (!stranger) throw new Error('no user');
  const strangerSession = await addDeviceSession(server.db, stranger);
  const refused = await imCall(
    server.url,
    'IMTools.getGroupQrCode',
    { groupkey, fastkey: strangerSession.fastkey },
    { uid: stranger },
  );
  expect(refused.ret).toBe(RESULT.NOT_GROUP_MEMBER);
  const badKey = await imCall(
    server.url,
    'IMTools.getGroupQrCode',
    { groupkey, fastkey: 'nope' },
    { uid: member },
  );
  expect(badKey.ret).toBe(RESULT.FAST_KEY_ERROR);

  // Once the member who shared the code leaves, its preview offers nothing, as the join would.
  const look = () =>
    imCall(
      server.url,
      'IMTools.getGroupInvite',
      { groupkey, otheruid: member, verify, fastkey: strangerSession.fastkey },
      { uid: stranger },
    );
  expect((await look()).ret).toBe(0);
  const memberSocket = await connectAs(server.url, server.db, member);
  expect((await memberSocket.request('msg_del_group_member_req', { groupkey, uids: [member] })).result).toBe(
    RESULT.SUCCESS,
  );
  expect((await look()).ret).toBe(RESULT.INVALID_GROUP_QRCODE);
  await Promise.all([hostSocket.close(), joiner.close(), memberSocket.close()]);
});

test('join requests of a group that needs approval: listed for approvers only, settled by approving or refusing', async () => {
  const [host, admin, member, first, second] = await makeUsers(server.db, 5);
  if (!host || !admin || !member || !first || !second) throw new Error('no users');
  const hostSocket = await connectAs(server.url, server.db, host);
  const created = await hostSocket.request('msg_create_group_req', {
    uids: [admin, member],
    groupname: '审核群',
  });
  const groupkey = created.group_info.groupkey;
  const ok = (p: Promise<{ result: number }>) => p.then((r) => expect(r.result).toBe(RESULT.SUCCESS));
  await ok(hostSocket.request('msg_set_group_limits_req', { groupkey, limittype: 2, limits: 2 }));
  // An admin without the approve-joins bit (5) sees nothing.
  await ok(
    hostSocket.request('msg_set_group_admin_new_req', { groupkey, adminuid: admin, permission: 0b10000 }),
  );

  const sessions = new Map<number, string>();
  for (const uid of [host, admin, member, first])
    sessions.set(uid, (await addDeviceSession(server.db, uid)).fastkey);
  const requests = (uid: number) =>
    imCall(server.url, 'IMTools.getGroupJoinRequests', { groupkey, fastkey: sessions.get(uid) }, { uid });

  expect(await requests(host)).toMatchObject({ ret: 0, requests: [] });
  // The member invites two users: both become requests, newest first, naming the inviter.
  const memberSocket = await connectAs(server.url, server.db, member);
  expect((await memberSocket.request('msg_add_group_member_req', { groupkey, uids: [first] })).result).toBe(
    RESULT.GROUP_NEEDS_VERIFY,
  );
  await new Promise((r) => setTimeout(r, 5));
  expect((await memberSocket.request('msg_add_group_member_req', { groupkey, uids: [second] })).result).toBe(
    RESULT.GROUP_NEEDS_VERIFY,
  );
  const listed = await requests(host);
  expect(listed.ret).toBe(0);
  const rows = listed.requests as { uid: number; inviter: { uid: number }; nickname: string; time: number }[];
  expect(rows.map((r) => r.uid)).toEqual([second, first]);
  expect(rows.every((r) => r.inviter.uid === member && r.nickname !== '' && r.time > 0)).toBe(true);

  expect((await requests(admin)).ret).toBe(RESULT.NOT_ADMIN);
  expect((await requests(member)).ret).toBe(RESULT.NOT_ADMIN);
  expect((await requests(first)).ret).toBe(RESULT.NOT_GROUP_MEMBER);
  const badKey = await imCall(
    server.url,
    'IMTools.getGroupJoinRequests',
    { groupkey, fastkey: 'nope' },
    { uid: host },
  );
  expect(badKey.ret).toBe(RESULT.FAST_KEY_ERROR);

  // Approving adds the user; refusing removes the request and adds no one.
  const refuse = (uid: number, target: number) =>
    imCall(
      server.url,
      'IMTools.refuseGroupJoin',
      { groupkey, uid: target, fastkey: sessions.get(uid) },
      { uid },
    );
  await ok(hostSocket.request('msg_add_group_member_req', { groupkey, uids: [first] }));
  expect((await refuse(member, second)).ret).toBe(RESULT.NOT_ADMIN);
  expect(await refuse(host, second)).toMatchObject({ ret: 0, msg: 'ok' });
  expect(await requests(host)).toMatchObject({ ret: 0, requests: [] });
  // A request that is no longer pending (here: already approved, or refused) gets 106, and the
  // approved member stays.
  expect((await refuse(host, first)).ret).toBe(106);
  expect((await refuse(host, second)).ret).toBe(106);
  const info = await hostSocket.request('msg_get_group_info_req', { groupkey, is_stranger: 0, is_end: 0 });
  expect(info.group_info.member_cnt).toBe(4);
  expect(info.users.map((u) => u.uid)).toContain(first);
  expect(info.users.map((u) => u.uid)).not.toContain(second);
  await Promise.all([hostSocket.close(), memberSocket.close()]);
});
