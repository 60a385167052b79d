import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getMessage } from '../../server/chat/messages';
import { groupsDb } from '../../server/groups/tables';
import type { ImClient } from '../helpers/imClient';
import type { TestServer } from '../helpers/server';
import { type AdminName, connectAs, expectRefused, openRulesGroup, text } from './groups-fixture';

describe('groups: who may send — forbid list, admins-only, forbid window and white list, slow mode, withdraw', () => {
  let server: TestServer;
  let uids: number[];
  let groupkey: number;
  const sockets: ImClient[] = [];
  let host: ImClient;
  let admin: Record<AdminName, ImClient>;
  let member: ImClient;
  let other: ImClient;
  const db = () => server.db;
  const connect = async (uid: number) => {
    const c = await connectAs(server.url, server.db, uid);
    sockets.push(c);
    return c;
  };
  const send = (c: ImClient, body: string) =>
    c.request('msg_send_group_msg_req', { groupkey, msg_type: 1, content: text(body) });
  const setLimit = async (limittype: number, limits: number) =>
    expect((await host.request('msg_set_group_limits_req', { groupkey, limittype, limits })).result).toBe(1);

  beforeAll(async () => {
    ({ server, uids, groupkey, host, admin, member, other } = await openRulesGroup(sockets));
  });
  afterAll(async () => {
    for (const c of sockets) await c.close();
    await server?.close();
  });

  test('a resend of a stored clientkey stores nothing and is pushed to the members again', async () => {
    const req = { groupkey, msg_type: 1, content: text('once'), clientkey: 'resend-group-1' };
    const first = await other.request('msg_send_group_msg_req', req);
    expect(first.result).toBe(1);
    const seen = () =>
      host.pushes('msg_send_group_msg_rep').filter((p) => p.msg_info.clientkey === 'resend-group-1');
    await expect.poll(() => seen().length).toBe(1);
    // The first push may have died with its node: the outbox's resend brings it again.
    const again = await other.request('msg_send_group_msg_req', req);
    expect(again.msg_info).toEqual(first.msg_info);
    await expect.poll(() => seen().length).toBe(2);
    expect(seen().map((p) => p.msg_info.chatmsgno)).toEqual([
      first.msg_info.chatmsgno,
      first.msg_info.chatmsgno,
    ]);
  });

  test('forbid list: a listed member is muted (38) at any time; an admin never', async () => {
    const set = await admin.mute.request('msg_set_group_forbid_req', {
      groupkey,
      is_set: 1,
      forbiduids: [uids[20] as number],
    });
    expect(set.result).toBe(1);
    await expectRefused(
      db(),
      member,
      groupkey,
      'msg_send_group_msg_req',
      { groupkey, msg_type: 1, content: text('hi') },
      38,
    );
    expect((await send(other, 'still here')).result).toBe(1);
    const listed = await other.request('msg_get_group_forbid_req', { groupkey });
    expect(listed.users.map((u) => u.uid)).toEqual([uids[20]]);
    await admin.mute.request('msg_set_group_forbid_req', {
      groupkey,
      is_set: 0,
      forbiduids: [uids[20] as number],
    });
    expect((await send(member, 'back')).result).toBe(1);
  });

  test('send limit 1 (admins only): members are muted (38), admins and the host send', async () => {
    await setLimit(4, 1);
    await expectRefused(
      db(),
      member,
      groupkey,
      'msg_send_group_msg_req',
      { groupkey, msg_type: 1, content: text('x') },
      38,
    );
    expect((await send(admin.mute, 'admin speaks')).result).toBe(1);
    expect((await send(host, 'host speaks')).result).toBe(1);
    await setLimit(4, 0);
  });

  test('forbid window: members outside the white list are muted (38) inside it; admins never', async () => {
    const d = new Date();
    const nowSec = d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds();
    const around = { forbidbegintm: (nowSec + 86_400 - 600) % 86_400, forbidendtm: (nowSec + 600) % 86_400 };
    const set = await admin.mute.request('msg_set_group_forbid_time_req', {
      groupkey,
      ...around,
      isforbid: 1,
    });
    expect(set.result).toBe(1);
    await expectRefused(
      db(),
      member,
      groupkey,
      'msg_send_group_msg_req',
      { groupkey, msg_type: 1, content: text('x') },
      38,
    );
    expect((await send(admin.info, 'admins are never muted')).result).toBe(1);
    const white = await admin.mute.request('msg_set_group_white_req', {
      groupkey,
      is_set: 1,
      whiteuids: [uids[21] as number],
    });
    expect(white.result).toBe(1);
    expect((await send(other, 'white-listed')).result).toBe(1);
    expect((await member.request('msg_get_group_white_req', { groupkey })).users.map((u) => u.uid)).toEqual([
      uids[21],
    ]);
    const later = { forbidbegintm: (nowSec + 3600) % 86_400, forbidendtm: (nowSec + 7200) % 86_400 };
    await admin.mute.request('msg_set_group_forbid_time_req', { groupkey, ...later, isforbid: 1 });
    expect((await send(member, 'outside the window')).result).toBe(1);
    await admin.mute.request('msg_set_group_forbid_time_req', { groupkey, ...around, isforbid: 0 });
    expect((await send(member, 'window off')).result).toBe(1);
  });

  test('slow mode: one message per N s for members and admins without bit 10 (45)', async () => {
    await expectRefused(
      db(),
      host,
      groupkey,
      'msg_set_group_limits_req',
      { groupkey, limittype: 4, limits: 9 },
      0,
    );
    await setLimit(4, 10);
    // Neither has sent yet: slow mode counts from a member's last message.
    const slowMember = await connect(uids[26] as number);
    const slowAdmin = admin.remove;
    const second = { groupkey, msg_type: 1, content: text('second') };
    expect((await send(slowMember, 'first')).result).toBe(1);
    await expectRefused(db(), slowMember, groupkey, 'msg_send_group_msg_req', second, 45);
    expect((await send(slowAdmin, 'first')).result).toBe(1);
    await expectRefused(db(), slowAdmin, groupkey, 'msg_send_group_msg_req', second, 45);
    for (let i = 0; i < 3; i++) expect((await send(admin.slow, `free ${i}`)).result).toBe(1);
    for (let i = 0; i < 3; i++) expect((await send(host, `host ${i}`)).result).toBe(1);
    // Ten seconds later (the member's last send moved back), the member may send again.
    await groupsDb(db())
      .updateTable('group_members')
      .set((eb) => ({ last_sent_at: eb('last_sent_at', '-', 10_001) }))
      .where('groupkey', '=', groupkey)
      .where('uid', '=', uids[26] as number)
      .execute();
    expect((await send(slowMember, 'after the wait')).result).toBe(1);
    await setLimit(4, 0);
  });

  test("withdrawing another member's message needs the delete-messages bit (37)", async () => {
    const sent = await send(other, 'to withdraw');
    const chatkey = BigInt(groupkey);
    const { chatmsgno } = sent.msg_info;
    for (const who of [member, admin.mute]) {
      await expectRefused(db(), who, groupkey, 'msg_withdraw_msg_req', { chatkey, chatmsgno }, 37);
      expect((await getMessage(db(), chatkey, chatmsgno))?.msgtype).toBe(1);
    }
    const done = await admin.deleter.request('msg_withdraw_msg_req', { chatkey, chatmsgno });
    expect(done).toEqual({ chatkey, chatmsgno });
    expect((await other.nextPush('msg_withdraw_msg_rep')).chatmsgno).toBe(chatmsgno);
  });
});
