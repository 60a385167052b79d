import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_PERM, permissionMask } from '../../protocol/enums';
import { issueGroupQrCode } from '../../server/groups/qrcode';
import type { ImClient } from '../helpers/imClient';
import type { TestServer } from '../helpers/server';
import {
  ADMINS,
  type AdminName,
  connectAs,
  expectRefused,
  groupSnapshot,
  openRulesGroup,
  settle,
  text,
} from './groups-fixture';

describe('groups: every permission rule of DECISIONS.md, refused with its code and changing nothing', () => {
  let server: TestServer;
  let uids: number[];
  let groupkey: number;
  const sockets: ImClient[] = [];
  let host: ImClient;
  let admin: Record<AdminName, ImClient>;
  let adminUid: Record<AdminName, number>;
  let member: ImClient;
  let stranger: ImClient;
  const db = () => server.db;
  const connect = async (uid: number) => {
    const c = await connectAs(server.url, server.db, uid);
    sockets.push(c);
    return c;
  };
  const setLimit = async (limittype: number, limits: number) =>
    expect((await host.request('msg_set_group_limits_req', { groupkey, limittype, limits })).result).toBe(1);

  beforeAll(async () => {
    ({ server, uids, groupkey, host, admin, adminUid, member, stranger } = await openRulesGroup(sockets));
  });
  afterAll(async () => {
    for (const c of sockets) await c.close();
    await server?.close();
  });

  test('info_limits 0: name, notice and avatar need the change-info bit (37); 1: every member may', async () => {
    for (const who of [member, admin.mute]) {
      await expectRefused(db(), who, groupkey, 'msg_modify_group_name_req', { groupkey, new_name: 'X' }, 37);
      await expectRefused(
        db(),
        who,
        groupkey,
        'msg_modify_group_notice_req',
        { groupkey, new_notify: 'X' },
        37,
      );
      await expectRefused(
        db(),
        who,
        groupkey,
        'msg_set_group_headurl_req',
        { groupkey, group_headurl: '/x' },
        37,
      );
    }
    expect(
      (await admin.info.request('msg_modify_group_name_req', { groupkey, new_name: 'Info' })).result,
    ).toBe(1);
    await setLimit(1, 1);
    expect((await member.request('msg_modify_group_name_req', { groupkey, new_name: 'Anyone' })).result).toBe(
      1,
    );
    await setLimit(1, 0);
  });

  test('limits: info/add/look need the change-info bit, send the mute bit; bad values are 0', async () => {
    await expectRefused(
      db(),
      member,
      groupkey,
      'msg_set_group_limits_req',
      { groupkey, limittype: 2, limits: 1 },
      37,
    );
    await expectRefused(
      db(),
      admin.mute,
      groupkey,
      'msg_set_group_limits_req',
      { groupkey, limittype: 3, limits: 1 },
      37,
    );
    await expectRefused(
      db(),
      admin.info,
      groupkey,
      'msg_set_group_limits_req',
      { groupkey, limittype: 4, limits: 1 },
      37,
    );
    for (const [limittype, limits] of [
      [4, 5],
      [4, -1],
      [2, 3],
      [1, 2],
      [5, 0],
      [0, 0],
    ] as const) {
      await expectRefused(
        db(),
        host,
        groupkey,
        'msg_set_group_limits_req',
        { groupkey, limittype, limits },
        0,
      );
    }
    expect(
      (await admin.mute.request('msg_set_group_limits_req', { groupkey, limittype: 4, limits: 0 })).result,
    ).toBe(1);
  });

  test('add_limits 1: only the host and admins with the invite bit add members (37)', async () => {
    await setLimit(2, 1);
    const newcomer = uids[50] as number;
    await expectRefused(
      db(),
      member,
      groupkey,
      'msg_add_group_member_req',
      { groupkey, uids: [newcomer] },
      37,
    );
    await expectRefused(
      db(),
      admin.mute,
      groupkey,
      'msg_add_group_member_req',
      { groupkey, uids: [newcomer] },
      37,
    );
    expect(
      (await admin.invite.request('msg_add_group_member_req', { groupkey, uids: [newcomer] })).result,
    ).toBe(1);
    await setLimit(2, 0);
    expect(
      (await member.request('msg_add_group_member_req', { groupkey, uids: [uids[51] as number] })).result,
    ).toBe(1);
    await expectRefused(
      db(),
      member,
      groupkey,
      'msg_add_group_member_req',
      { groupkey, uids: [99_999_999] },
      0,
    );
  });

  test('add_limits 2: additions by anyone without the approve bit wait (14); an approver admits them', async () => {
    await setLimit(2, 2);
    const applicant = uids[52] as number;
    const before = await groupSnapshot(db(), groupkey);
    for (const who of [member, admin.invite]) {
      expect((await who.request('msg_add_group_member_req', { groupkey, uids: [applicant] })).result).toBe(
        14,
      );
    }
    const after = await groupSnapshot(db(), groupkey);
    expect(after.group).toEqual(before.group);
    expect(after.members).toEqual(before.members);
    expect(after.requests.map((r) => r.uid)).toEqual([applicant]);
    const note = await admin.approve.nextPush('msg_oper_result_notify');
    expect(note.result).toBe(14);
    expect(JSON.parse(new TextDecoder().decode(note.content))).toMatchObject({ groupkey, uids: [applicant] });
    await settle();
    expect(member.pushes('msg_oper_result_notify').filter((n) => n.result === 14)).toEqual([]);
    expect(
      (await admin.approve.request('msg_add_group_member_req', { groupkey, uids: [applicant] })).result,
    ).toBe(1);
    const done = await groupSnapshot(db(), groupkey);
    expect(done.requests).toEqual([]);
    expect(done.members.some((m) => m.uid === applicant)).toBe(true);
    await setLimit(2, 0);
  });

  test('removing members needs the remove bit, and admins remove plain members only (37)', async () => {
    const target = uids[22] as number;
    await expectRefused(db(), member, groupkey, 'msg_del_group_member_req', { groupkey, uids: [target] }, 37);
    await expectRefused(
      db(),
      admin.mute,
      groupkey,
      'msg_del_group_member_req',
      { groupkey, uids: [target] },
      37,
    );
    await expectRefused(
      db(),
      admin.remove,
      groupkey,
      'msg_del_group_member_req',
      { groupkey, uids: [adminUid.mute] },
      37,
    );
    await expectRefused(
      db(),
      admin.remove,
      groupkey,
      'msg_del_group_member_req',
      { groupkey, uids: [uids[0] as number] },
      37,
    );
    const removed = await admin.remove.request('msg_del_group_member_req', { groupkey, uids: [target] });
    expect(removed).toEqual({ result: 1, groupkey, uids: [target] });
  });

  test('appointing admins needs bit 7 and hands out only bits the appointer holds (37)', async () => {
    const target = uids[23] as number;
    const appoint = (permission: number) => ({ groupkey, adminuid: target, permission });
    await expectRefused(db(), member, groupkey, 'msg_set_group_admin_new_req', appoint(1), 37);
    await expectRefused(db(), admin.mute, groupkey, 'msg_set_group_admin_new_req', appoint(0), 37);
    await expectRefused(db(), member, groupkey, 'msg_set_group_admin_req', { groupkey, uids: [target] }, 37);
    await expectRefused(db(), admin.info, groupkey, 'msg_set_group_admin_new_req', appoint(ADMINS.mute), 37);
    await expectRefused(
      db(),
      admin.info,
      groupkey,
      'msg_set_group_admin_new_req',
      { groupkey, adminuid: adminUid.mute, permission: 1 },
      37,
    );
    await expectRefused(db(), host, groupkey, 'msg_set_group_admin_new_req', appoint(1 << 12), 0);
    await expectRefused(
      db(),
      host,
      groupkey,
      'msg_set_group_admin_new_req',
      { ...appoint(1), adminuid: uids[55] as number },
      43,
    );
    expect((await admin.info.request('msg_set_group_admin_req', { groupkey, uids: [target] })).result).toBe(
      1,
    );
    const row = (await groupSnapshot(db(), groupkey)).members.find((m) => m.uid === target);
    expect(row).toMatchObject({ role: 1, permission: permissionMask(ADMIN_PERM.CHANGE_INFO) });
    // Demoting: bit 7 and a mask within one's own; the mute admin's bit is not the info admin's.
    await expectRefused(db(), member, groupkey, 'msg_del_group_admin_req', { groupkey, uids: [target] }, 37);
    await expectRefused(
      db(),
      admin.mute,
      groupkey,
      'msg_del_group_admin_req',
      { groupkey, uids: [target] },
      37,
    );
    await expectRefused(
      db(),
      admin.info,
      groupkey,
      'msg_del_group_admin_req',
      { groupkey, uids: [adminUid.mute] },
      37,
    );
    expect((await admin.info.request('msg_del_group_admin_req', { groupkey, uids: [target] })).result).toBe(
      1,
    );
  });

  test('host-only: dismiss and hand over (37)', async () => {
    await expectRefused(db(), admin.info, groupkey, 'msg_dismiss_group_req', { groupkey }, 37);
    await expectRefused(db(), member, groupkey, 'msg_dismiss_group_req', { groupkey }, 37);
    await expectRefused(
      db(),
      admin.info,
      groupkey,
      'msg_set_group_host_req',
      { groupkey, uid: uids[24] as number },
      37,
    );
    await expectRefused(
      db(),
      host,
      groupkey,
      'msg_set_group_host_req',
      { groupkey, uid: uids[55] as number },
      43,
    );
  });

  test('forbid window, forbid list and white list need the mute bit (37); bad input is 0', async () => {
    const window = { groupkey, forbidbegintm: 0, forbidendtm: 3600, isforbid: 1 };
    for (const who of [member, admin.info]) {
      await expectRefused(db(), who, groupkey, 'msg_set_group_forbid_time_req', window, 37);
      await expectRefused(
        db(),
        who,
        groupkey,
        'msg_set_group_forbid_req',
        { groupkey, is_set: 1, forbiduids: [uids[25] as number] },
        37,
      );
      await expectRefused(
        db(),
        who,
        groupkey,
        'msg_set_group_white_req',
        { groupkey, is_set: 1, whiteuids: [uids[25] as number] },
        37,
      );
    }
    for (const bad of [
      { ...window, forbidendtm: 86_400 },
      { ...window, forbidbegintm: -1 },
      { ...window, forbidendtm: 0 },
      { ...window, isforbid: 2 },
    ]) {
      await expectRefused(db(), admin.mute, groupkey, 'msg_set_group_forbid_time_req', bad, 0);
    }
    await expectRefused(
      db(),
      admin.mute,
      groupkey,
      'msg_set_group_forbid_req',
      { groupkey, is_set: 1, forbiduids: [adminUid.info] },
      0,
    );
    await expectRefused(
      db(),
      admin.mute,
      groupkey,
      'msg_set_group_forbid_req',
      { groupkey, is_set: 1, forbiduids: [uids[0] as number] },
      0,
    );
    await expectRefused(
      db(),
      admin.mute,
      groupkey,
      'msg_set_group_forbid_req',
      { groupkey, is_set: 1, forbiduids: [uids[56] as number] },
      43,
    );
  });

  test('QR codes: a valid code admits, anything else is 20; add_limits 2 makes it a request (14)', async () => {
    const joiner = await connect(uids[57] as number);
    const inviter = uids[20] as number;
    const now = Date.now();
    const good = await issueGroupQrCode(db(), groupkey, inviter, now);
    const expired = await issueGroupQrCode(db(), groupkey, inviter, now - 8 * 24 * 3600 * 1000);
    const forged = `${good.slice(0, -4)}AAAA`;
    const join = (verify: string, otheruid = inviter, key = groupkey) => ({
      groupkey: key,
      otheruid,
      verify,
    });
    for (const bad of [join(expired), join(forged), join(good, uids[21] as number), join(''), join('g1.x')]) {
      await expectRefused(db(), joiner, groupkey, 'msg_join_group_by_qrcode_req', bad, 20);
    }
    const otherGroup = await host.request('msg_create_group_req', { uids: [inviter] });
    await expectRefused(
      db(),
      joiner,
      groupkey,
      'msg_join_group_by_qrcode_req',
      join(good, inviter, otherGroup.group_info.groupkey),
      20,
    );
    await setLimit(2, 2);
    expect((await joiner.request('msg_join_group_by_qrcode_req', join(good))).result).toBe(14);
    expect((await groupSnapshot(db(), groupkey)).requests.map((r) => r.uid)).toEqual([uids[57]]);
    await setLimit(2, 0);
    expect((await joiner.request('msg_join_group_by_qrcode_req', join(good))).result).toBe(1);
    expect((await groupSnapshot(db(), groupkey)).members.some((m) => m.uid === uids[57])).toBe(true);
    expect(await joiner.nextPush('msg_group_oper_notify')).toEqual({ groupkey, opertype: 10 });
  });

  test('a stranger gets 43 from every group request and learns nothing', async () => {
    const uid = uids[58] as number;
    const requests = [
      ['msg_add_group_member_req', { groupkey, uids: [uid] }],
      ['msg_del_group_member_req', { groupkey, uids: [uids[30] as number] }],
      ['msg_dismiss_group_req', { groupkey }],
      ['msg_send_group_msg_req', { groupkey, msg_type: 1, content: text('spam') }],
      ['msg_get_group_info_req', { groupkey }],
      ['msg_confirm_group_info_req', { groupkey, attrversion: 1 }],
      ['msg_modify_group_name_req', { groupkey, new_name: 'mine' }],
      ['msg_modify_group_notice_req', { groupkey, new_notify: 'mine' }],
      ['msg_set_group_admin_req', { groupkey, uids: [uid] }],
      ['msg_set_group_admin_new_req', { groupkey, adminuid: uid, permission: 1 }],
      ['msg_del_group_admin_req', { groupkey, uids: [adminUid.info] }],
      ['msg_set_group_limits_req', { groupkey, limittype: 1, limits: 1 }],
      ['msg_set_group_host_req', { groupkey, uid }],
      ['msg_set_group_headurl_req', { groupkey, group_headurl: '/x' }],
      ['msg_group_online_cnt_req', { groupkey }],
      ['msg_group_nickname_list_req', { groupkey }],
      ['msg_set_group_nickname_req', { groupkey, nickname: 'me' }],
      ['msg_need_read_group_notice_req', { groupkey }],
      ['msg_read_group_notice_req', { groupkey, notifyversion: 1 }],
      ['msg_set_group_forbid_time_req', { groupkey, forbidbegintm: 0, forbidendtm: 10, isforbid: 1 }],
      ['msg_group_member_list_req', { groupkey }],
      ['msg_set_group_forbid_req', { groupkey, is_set: 1, forbiduids: [uids[30] as number] }],
      ['msg_get_group_forbid_req', { groupkey }],
      ['msg_set_group_white_req', { groupkey, is_set: 1, whiteuids: [uids[30] as number] }],
      ['msg_get_group_white_req', { groupkey }],
    ] as const;
    const names = new Set(uids.slice(0, 50).map(String));
    for (const [name, value] of requests) {
      // NOTE: each entry pairs a request name with its own value; the union cannot say so.
      const reply = await expectRefused(
        db(),
        stranger,
        groupkey,
        name as 'msg_dismiss_group_req',
        value as { groupkey: number },
        43,
      );
      const shown = JSON.stringify(reply, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
      expect(shown, `${name} leaks`).not.toContain(String(groupkey));
      for (const n of names) expect(shown.includes(`"uid":${n}`), `${name} leaks uid ${n}`).toBe(false);
    }
    await expectRefused(
      db(),
      stranger,
      groupkey,
      'msg_get_group_info_req',
      { groupkey: 999, is_stranger: 1 },
      43,
    );
    await settle();
    expect(stranger.pushes('msg_group_list_notify')).toEqual([]);
    expect(stranger.pushes('msg_send_group_msg_rep')).toEqual([]);
  });
});
