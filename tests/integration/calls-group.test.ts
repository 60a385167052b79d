import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { ADMIN_PERM, MSG_TYPE, permissionMask } from '../../protocol/enums';
import { CALL_STATE, GROUP_CALL_JOIN, GROUP_CALL_MAX, MEDIA_STATE } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import type { ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { connectAs, makeUsers } from './groups-fixture';

let server: TestServer;
const sockets: ImClient[] = [];

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.close()));
});
afterAll(async () => server?.close());

const utf8 = new TextEncoder();

/** A group of `size` (uids[0] the host) with sockets for the first `online`. */
async function group(size: number, online: number) {
  const uids = await makeUsers(server.db, size);
  const clients: ImClient[] = [];
  for (const uid of uids.slice(0, online)) {
    const client = await connectAs(server.url, server.db, uid);
    sockets.push(client);
    clients.push(client);
  }
  const host = clients[0] as ImClient;
  const created = await host.request('msg_create_group_req', { uids: uids.slice(1), groupname: 'Call' });
  return { uids, clients, host, groupkey: created.group_info.groupkey };
}

/** The next state push of the group on `client` whose members match `check`. */
async function stateWhere(
  client: ImClient,
  check: (users: { uid: number; voicestate: number; videostate: number }[]) => boolean,
) {
  for (;;) {
    const notify = await client.nextPush('msg_group_voice_state_notify', { timeout: 3000 });
    if (check(notify.users)) return notify;
  }
}

describe('group calls', () => {
  test('the host starts a call that rings the members; joins, mute and leaves are seen by all', async () => {
    const { uids, clients, host, groupkey } = await group(4, 4);
    const [, bob, carol, dave] = clients as [ImClient, ImClient, ImClient, ImClient];
    expect((await host.request('msg_group_voice_call_req', { groupkey, uids: [], token: '' })).result).toBe(
      1,
    );
    const rings = await Promise.all([bob, carol, dave].map((c) => c.nextPush('msg_group_voice_call_notify')));
    for (const ring of rings) expect(ring).toMatchObject({ uid: uids[0], groupkey });
    expect(rings[0]?.token).not.toBe('');

    for (const joiner of [bob, carol]) {
      expect(
        await joiner.request('msg_group_voice_join_req', { groupkey, jointype: GROUP_CALL_JOIN.JOIN }),
      ).toEqual({
        result: RESULT.SUCCESS,
        groupkey,
      });
    }
    const three = await stateWhere(dave, (users) => users.length === 3);
    // A device that connects during the call learns of it in its offline data.
    const late = await connectAs(server.url, server.db, uids[3] as number, 'app');
    sockets.push(late);
    await late.request('msg_offline_data_req', {});
    expect((await late.nextPush('msg_group_voice_state_notify')).users.map((u) => u.uid)).toEqual(
      uids.slice(0, 3),
    );
    expect(three.users.map((u) => u.uid)).toEqual(uids.slice(0, 3));
    expect(three.users.every((u) => u.voicestate === MEDIA_STATE.ON)).toBe(true);

    const muted = await bob.request('msg_group_voice_oper_req', {
      groupkey,
      voicestate: MEDIA_STATE.OFF,
      videostate: MEDIA_STATE.ON,
    });
    expect(muted).toEqual({ groupkey, voicestate: MEDIA_STATE.OFF, videostate: MEDIA_STATE.ON });
    for (const other of [host, carol, dave]) {
      const seen = await stateWhere(other, (users) => users.some((u) => u.voicestate === MEDIA_STATE.OFF));
      expect(seen.users.find((u) => u.uid === uids[1])).toEqual({
        uid: uids[1],
        voicestate: MEDIA_STATE.OFF,
        videostate: MEDIA_STATE.ON,
      });
    }

    // Signalling goes to the one member named, and only between people in the call.
    const offer = utf8.encode(JSON.stringify({ kind: 'offer', sdp: 'v=0', to: uids[2] }));
    expect(
      (await bob.request('msg_voice_data_req', { chatkey: BigInt(groupkey), voice_data: offer, ptime: 0 }))
        .result,
    ).toBe(1);
    expect((await carol.nextPush('msg_voice_data_notify')).srcuid).toBe(uids[1]);
    const toDave = utf8.encode(JSON.stringify({ kind: 'offer', sdp: 'v=0', to: uids[3] }));
    expect(
      (await bob.request('msg_voice_data_req', { chatkey: BigInt(groupkey), voice_data: toDave, ptime: 0 }))
        .result,
    ).toBe(RESULT.VOICE_CALL_ERROR);
    expect(host.pushes('msg_voice_data_notify')).toEqual([]);

    // Carol's socket closes: she leaves; then everyone leaves and the call is over.
    await carol.close();
    await stateWhere(dave, (users) => users.length === 2);
    for (const leaver of [bob, host]) {
      expect(
        (await leaver.request('msg_group_voice_join_req', { groupkey, jointype: GROUP_CALL_JOIN.LEAVE }))
          .result,
      ).toBe(1);
    }
    await stateWhere(dave, (users) => users.length === 0);
    // The call's record goes into the group chat, as the starter's.
    const record = await dave.nextPush('msg_send_group_msg_rep');
    expect(record.msg_info).toMatchObject({ msgtype: MSG_TYPE.VOICE_CHAT_START, uid: uids[0] });
    expect(JSON.parse(new TextDecoder().decode(record.msg_info.content))).toMatchObject({
      state: CALL_STATE.ENDED,
    });
    expect(
      (await dave.request('msg_group_voice_join_req', { groupkey, jointype: GROUP_CALL_JOIN.JOIN })).result,
    ).toBe(RESULT.VOICE_CALL_ERROR);
  });

  test('starting needs the host or the manage-calls bit; a call holds 9; one call at a time per person', async () => {
    const { uids, clients, host, groupkey } = await group(12, 12);
    const member = clients[1] as ImClient;
    const admin = clients[2] as ImClient;
    expect((await member.request('msg_group_voice_call_req', { groupkey, uids: [], token: '' })).result).toBe(
      RESULT.NOT_ADMIN,
    );
    const other = await host.request('msg_set_group_admin_new_req', {
      groupkey,
      adminuid: uids[3] as number,
      permission: permissionMask(ADMIN_PERM.PIN_MESSAGES),
    });
    expect(other.result).toBe(1);
    expect(
      (await (clients[3] as ImClient).request('msg_group_voice_call_req', { groupkey, uids: [], token: '' }))
        .result,
    ).toBe(RESULT.NOT_ADMIN);
    const set = await host.request('msg_set_group_admin_new_req', {
      groupkey,
      adminuid: uids[2] as number,
      permission: permissionMask(ADMIN_PERM.MANAGE_CALLS),
    });
    expect(set.result).toBe(1);
    // The admin rings two members by name: only they (and the admin) get the ring.
    expect(
      (
        await admin.request('msg_group_voice_call_req', {
          groupkey,
          uids: [uids[4] as number, uids[5] as number],
          token: '',
        })
      ).result,
    ).toBe(1);
    await (clients[4] as ImClient).nextPush('msg_group_voice_call_notify');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((clients[6] as ImClient).pushes('msg_group_voice_call_notify')).toEqual([]);

    const join = (c: ImClient) =>
      c.request('msg_group_voice_join_req', { groupkey, jointype: GROUP_CALL_JOIN.JOIN });
    const others = clients.filter((_, i) => i !== 2);
    for (const c of others.slice(0, GROUP_CALL_MAX - 1)) expect((await join(c)).result).toBe(1);
    expect((await join(others[GROUP_CALL_MAX - 1] as ImClient)).result).toBe(RESULT.GROUP_FULL);

    // A person in the group call is busy for private calls.
    const [a, b] = [clients[0] as ImClient, clients[11] as ImClient];
    const info = await b.request('msg_get_user_info_req', { uid: uids[0] as number });
    await b.request('msg_add_friend_by_fid_req', { fid: info.user_info.fid, hellomsg: '' });
    await a.request('msg_handle_friend_apply_req', { otheruid: uids[11] as number, handletype: 1 });
    const busy = await b.request('msg_voice_call_req', {
      chatkey: chatKey(uids[0] as number, uids[11] as number),
      token: '',
      calltype: 1,
    });
    expect(busy.result).toBe(RESULT.IS_CALLING);
  });
});
