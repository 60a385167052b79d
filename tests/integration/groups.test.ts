import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GROUP_OPER, RED_TYPE } from '../../protocol/messaging';
import { groupsDb } from '../../server/groups/tables';
import type { ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { connectAs, expectRefused, groupSnapshot, makeUsers, settle, text } from './groups-fixture';

describe('groups: create, members, messages, pushes', () => {
  let server: TestServer;
  let uids: number[];
  let host: ImClient;
  let member: ImClient;
  let memberPhone: ImClient;
  let outsider: ImClient;
  let groupkey: number;

  beforeAll(async () => {
    server = await startServer();
    uids = await makeUsers(server.db, 51);
    host = await connectAs(server.url, server.db, uids[0] as number);
    member = await connectAs(server.url, server.db, uids[1] as number);
    memberPhone = await connectAs(server.url, server.db, uids[1] as number, 'app');
    outsider = await connectAs(server.url, server.db, uids[50] as number);
  });
  afterAll(async () => {
    for (const c of [host, member, memberPhone, outsider]) await c?.close();
    await server?.close();
  });

  test('the creator is host of a 50-member group; members hear of it', async () => {
    const reply = await host.request('msg_create_group_req', {
      uids: uids.slice(1, 50),
      groupname: ' Match night ',
      group_headurl: '/avatars/3.png',
    });
    expect(reply.result).toBe(1);
    groupkey = reply.group_info.groupkey;
    expect(groupkey).toBeGreaterThanOrEqual(1_000_000);
    expect(groupkey).toBeLessThan(2147483647);
    expect(reply.group_info).toMatchObject({
      grouphost: uids[0],
      groupname: 'Match night',
      groupheadurl: '/avatars/3.png',
      attrversion: 1,
      member_cnt: 50,
      chatmsgno: 0,
    });
    expect(reply.users.map((u) => u.uid).sort()).toEqual(uids.slice(0, 50).sort());
    expect(await member.nextPush('msg_group_oper_notify')).toEqual({
      groupkey,
      opertype: GROUP_OPER.YOU_WERE_ADDED,
    });
    const list = await member.nextPush('msg_group_list_notify');
    expect(list.grouplist[0]).toMatchObject({ groupkey, attrversion: 1, member_cnt: 50 });
    expect(await host.nextPush('msg_group_oper_notify')).toEqual({ groupkey, opertype: GROUP_OPER.CREATED });
    await settle();
    expect(outsider.pushes('msg_group_list_notify')).toEqual([]);
  });

  test('create refuses unknown uids (0) and more than 2,000 members (24), storing nothing', async () => {
    const count = async () =>
      (await groupsDb(server.db).selectFrom('im_groups').select('groupkey').execute()).length;
    const before = await count();
    expect(
      (await host.request('msg_create_group_req', { uids: [uids[1] as number, 99_999_999] })).result,
    ).toBe(0);
    const many = Array.from({ length: 2000 }, (_, i) => 5_000_000 + i);
    expect((await host.request('msg_create_group_req', { uids: many })).result).toBe(24);
    expect(
      (await host.request('msg_create_group_req', { uids: [1, 2], groupname: 'x'.repeat(65) })).result,
    ).toBe(0);
    expect(await count()).toBe(before);
  });

  test('a group message reaches every member device but the sending connection; clientkey dedupes', async () => {
    const sent = await member.request('msg_send_group_msg_req', {
      groupkey,
      msg_type: 1,
      content: text('hello group'),
      clientkey: 'ck-1',
    });
    expect(sent.result).toBe(1);
    expect(sent.msg_info).toMatchObject({
      chatkey: BigInt(groupkey),
      chatmsgno: 1,
      uid: uids[1],
      msgtype: 1,
    });
    const atHost = await host.nextPush('msg_send_group_msg_rep');
    expect(atHost.msg_info).toMatchObject({ chatkey: BigInt(groupkey), chatmsgno: 1, clientkey: 'ck-1' });
    expect((await memberPhone.nextPush('msg_send_group_msg_rep')).msg_info.chatmsgno).toBe(1);
    const again = await member.request('msg_send_group_msg_req', {
      groupkey,
      msg_type: 1,
      content: text('hello group'),
      clientkey: 'ck-1',
    });
    expect(again).toMatchObject({ result: 1, msg_info: { chatmsgno: 1 } });
    await settle();
    expect(member.pushes('msg_send_group_msg_rep')).toEqual([]);
    // The resend stores nothing new and is pushed again (its first push may have died with a node);
    // the members' stores keep message 1 once.
    const pushed = host.pushes('msg_send_group_msg_rep').map((p) => p.msg_info.chatmsgno);
    expect(pushed).toEqual([1, 1]);
    expect(outsider.pushes('msg_send_group_msg_rep')).toEqual([]);
  });

  test('concurrent sends get consecutive chatmsgno, never the same', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? member : host).request('msg_send_group_msg_req', {
          groupkey,
          msg_type: 1,
          content: text(`n${i}`),
          clientkey: `c-${i}`,
        }),
      ),
    );
    const numbers = replies.map((r) => r.msg_info.chatmsgno).sort((a, b) => a - b);
    expect(numbers).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  test('bad message input is refused with 0 and stores nothing', async () => {
    for (const bad of [
      { msg_type: 1, content: new Uint8Array(0) },
      { msg_type: 1, content: new Uint8Array(4097) },
      { msg_type: 12, content: text('x') },
      { msg_type: 999, content: text('x') },
    ]) {
      await expectRefused(server.db, member, groupkey, 'msg_send_group_msg_req', { groupkey, ...bad }, 0);
    }
  });

  test('every change bumps attrversion by one, seen by members through pushes', async () => {
    const start = (await groupSnapshot(server.db, groupkey)).group?.attrversion ?? 0;
    const seen = member.pushes('msg_group_list_notify').length;
    expect((await host.request('msg_modify_group_name_req', { groupkey, new_name: 'Derby' })).result).toBe(1);
    expect(
      (
        await host.request('msg_set_group_admin_new_req', {
          groupkey,
          adminuid: uids[2] as number,
          permission: 1,
        })
      ).result,
    ).toBe(1);
    expect(
      (await host.request('msg_set_group_limits_req', { groupkey, limittype: 3, limits: 1 })).result,
    ).toBe(1);
    const versions: number[] = [];
    const opers: number[] = [];
    for (let i = 0; i < 3; i++) {
      versions.push((await member.nextPush('msg_group_list_notify')).grouplist[0]?.attrversion ?? 0);
    }
    for (const p of member.pushes('msg_group_oper_notify').slice(-3)) opers.push(p.opertype);
    expect(member.pushes('msg_group_list_notify').length).toBe(seen + 3);
    expect(versions).toEqual([start + 1, start + 2, start + 3]);
    expect(opers).toEqual([GROUP_OPER.INFO_CHANGED, GROUP_OPER.ADMINS_CHANGED, GROUP_OPER.INFO_CHANGED]);
    const last = member.pushes('msg_group_list_notify').at(-1)?.grouplist[0];
    expect(last).toMatchObject({
      groupname: 'Derby',
      groupadmins: [uids[2]],
      admins: [{ groupkey, adminuid: uids[2], permission: 1 }],
      look_limits: 1,
    });
    const confirm = await member.request('msg_confirm_group_info_req', { groupkey, attrversion: start + 3 });
    expect(confirm.result).toBe(1);
    expect(
      (await member.request('msg_confirm_group_info_req', { groupkey, attrversion: start })).result,
    ).toBe(0);
    expect((await member.nextPush('msg_group_list_notify')).grouplist[0]?.attrversion).toBe(start + 3);
  });

  test('a member list entry is the same base_info as a user lookup gives', async () => {
    expect((await member.request('msg_bind_openid_req', { channel: 5, thirduid: 4242 })).result).toBe(1);
    const first = await host.request('msg_group_member_list_req', { groupkey });
    expect(first).toMatchObject({ groupkey, isfirst: 1, isend: 1 });
    const looked = await host.request('msg_get_user_info_req', { uid: uids[1] as number });
    expect(looked.user_info).toMatchObject({ channel: 5, thirduid: 4242 });
    expect(first.users.find((u) => u.uid === uids[1])).toEqual(looked.user_info);
    const self = first.users.find((u) => u.uid === uids[0]);
    expect(self).toEqual((await host.request('msg_get_user_info_req', { uid: uids[0] as number })).user_info);
  });

  test('look limits: a plain member sees only uid, nickname and avatar of others', async () => {
    const info = await member.request('msg_get_group_info_req', { groupkey });
    expect(info.is_end).toBe(1);
    expect(info.users).toHaveLength(50);
    const other = info.users.find((u) => u.uid === uids[3]);
    expect(other?.nickname).not.toBe('');
    expect(other?.fid).toBe(0);
    const asHost = await host.request('msg_get_group_info_req', { groupkey });
    expect(asHost.users.find((u) => u.uid === uids[3])?.fid).toBeGreaterThan(0);
  });

  test('notice: notifyversion, red dot 5 for the others, need-read until read', async () => {
    const reply = await host.request('msg_modify_group_notice_req', {
      groupkey,
      new_notify: 'Kick-off at 8',
    });
    expect(reply).toMatchObject({ result: 1, groupkey, new_notify: 'Kick-off at 8' });
    const dot = await member.nextPush('msg_red_dot_notify');
    expect(dot.red).toMatchObject({
      redtype: RED_TYPE.GROUP_NOTICE,
      chatkey: BigInt(groupkey),
      uid: uids[0],
    });
    expect((await member.request('msg_need_read_group_notice_req', { groupkey })).is_need).toBe(1);
    expect((await host.request('msg_need_read_group_notice_req', { groupkey })).is_need).toBe(0);
    const version = (await groupSnapshot(server.db, groupkey)).group?.notifyversion ?? 0;
    expect(version).toBe(1);
    expect(
      (await member.request('msg_read_group_notice_req', { groupkey, notifyversion: version })).result,
    ).toBe(1);
    expect((await member.request('msg_need_read_group_notice_req', { groupkey })).is_need).toBe(0);
  });

  test('group nicknames: set by a member, seen by the others, listed', async () => {
    const reply = await member.request('msg_set_group_nickname_req', { groupkey, nickname: ' Striker ' });
    expect(reply).toEqual({ groupkey, nickname: 'Striker', uid: uids[1] });
    expect(await host.nextPush('msg_set_group_nickname_rep')).toEqual(reply);
    expect(await memberPhone.nextPush('msg_set_group_nickname_rep')).toEqual(reply);
    const list = await host.request('msg_group_nickname_list_req', { groupkey });
    expect(list).toEqual({ groupkey, name_list: [{ uid: uids[1], nickname: 'Striker' }] });
    await expectRefused(
      server.db,
      member,
      groupkey,
      'msg_set_group_nickname_req',
      { groupkey, nickname: 'n'.repeat(17) },
      0,
    );
  });

  test('online count counts members with a socket', async () => {
    expect((await member.request('msg_group_online_cnt_req', { groupkey })).group_online).toBe(2);
  });

  test('offline data starts with the group list', async () => {
    const fresh = await connectAs(server.url, server.db, uids[5] as number);
    expect(await fresh.request('msg_offline_data_req', {})).toEqual({});
    const list = await fresh.nextPush('msg_group_list_notify');
    expect(list.grouplist.map((g) => g.groupkey)).toEqual([groupkey]);
    expect(list.grouplist[0]?.chatmsgno).toBe(11);
    await fresh.close();
  });

  test('members leave, are removed, and the host dismisses; each side hears its own notice', async () => {
    const leaver = await connectAs(server.url, server.db, uids[6] as number);
    const left = await leaver.request('msg_del_group_member_req', { groupkey, uids: [uids[6] as number] });
    expect(left).toEqual({ result: 1, groupkey, uids: [uids[6]] });
    expect(await leaver.nextPush('msg_group_oper_notify')).toEqual({
      groupkey,
      opertype: GROUP_OPER.YOU_WERE_REMOVED,
    });
    const removed = await host.request('msg_del_group_member_req', { groupkey, uids: [uids[7] as number] });
    expect(removed.uids).toEqual([uids[7]]);
    expect((await groupSnapshot(server.db, groupkey)).group?.member_cnt).toBe(48);
    await expectRefused(
      server.db,
      host,
      groupkey,
      'msg_del_group_member_req',
      { groupkey, uids: [uids[0] as number] },
      0,
    );
    expect((await host.request('msg_dismiss_group_req', { groupkey })).result).toBe(1);
    const opers = async (c: ImClient) => {
      await settle();
      return c.pushes('msg_group_oper_notify').at(-1);
    };
    expect(await opers(member)).toEqual({ groupkey, opertype: GROUP_OPER.DISMISSED });
    await settle();
    expect(leaver.pushes('msg_group_oper_notify')).toHaveLength(1);
    expect((await member.request('msg_group_online_cnt_req', { groupkey })).group_online).toBe(0);
    expect(member.pushes('msg_oper_result_notify').at(-1)).toMatchObject({ result: 43 });
    await leaver.close();
  });
});
