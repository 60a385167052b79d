import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_PERM, MONEY_TYPE, MSG_TYPE, permissionMask, RED_PACKET_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { refundExpiredRedPackets } from '../../server/money/expiry';
import { moneyDb } from '../../server/money/tables';
import type { ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import {
  authCode,
  coinOf,
  payUsers,
  redbagIdOf,
  redPacket,
  sendGroupRedPacket,
  socketOf,
  socketsOf,
  totalOf,
} from './money-fixture';

describe('red packets (SQLite)', () => {
  let server: TestServer;
  const sockets: ImClient[] = [];
  const open = async (uid: number) => {
    const s = await socketOf(server.url, server.db, uid);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await Promise.allSettled(sockets.map((s) => s.close()));
    await server?.close();
  });

  test('a group packet: the host and admins with bit 11 send it, members claim shares once; 4, 5, info with best luck, type-8 messages, history', async () => {
    const users = await payUsers(server.db, 4);
    const [host, admin, member, late] = await Promise.all(users.map((u) => open(u.uid)));
    if (!host || !admin || !member || !late) throw new Error('no sockets');
    const uids = users.map((u) => u.uid);
    const created = await host.request('msg_create_group_req', { uids: uids.slice(1), groupname: 'rp' });
    const groupkey = created.group_info.groupkey;
    const before = await totalOf(server.db, uids);

    // A plain member may not send one, nor an admin without bit 11; nothing is debited.
    expect((await sendGroupRedPacket(member, groupkey, 300, 3)).result).toBe(RESULT.NOT_ADMIN);
    await host.request('msg_set_group_admin_new_req', {
      groupkey,
      adminuid: uids[1] ?? 0,
      permission: permissionMask(ADMIN_PERM.DELETE_MESSAGES),
    });
    expect((await sendGroupRedPacket(admin, groupkey, 300, 3)).result).toBe(RESULT.NOT_ADMIN);
    expect(await totalOf(server.db, uids)).toBe(before);
    await host.request('msg_set_group_admin_new_req', {
      groupkey,
      adminuid: uids[1] ?? 0,
      permission: permissionMask(ADMIN_PERM.SEND_RED_PACKETS),
    });
    const sent = await sendGroupRedPacket(admin, groupkey, 300, 2);
    expect(sent.result).toBe(1);
    expect(sent.msg_info.msgtype).toBe(MSG_TYPE.RED_BAG);
    const redbag_id = redbagIdOf(sent.msg_info);
    expect(await coinOf(server.db, uids[1] ?? 0)).toBe(100_000 - 300);
    // Members see the type-5 message.
    const seen = await member.nextPush('msg_send_group_msg_rep');
    expect(redbagIdOf(seen.msg_info)).toBe(redbag_id);

    const first = await member.request('msg_get_redbag_req', { redbag_id });
    expect(first).toEqual({ result: 1, redbag_id, getvalue: expect.any(Number) });
    expect(await coinOf(server.db, uids[2] ?? 0)).toBe(100_000 + first.getvalue);
    expect((await member.request('msg_get_redbag_req', { redbag_id })).result).toBe(RESULT.RED_BAG_TAKEN);
    expect((await host.request('msg_get_redbag_req', { redbag_id })).result).toBe(1);
    expect((await late.request('msg_get_redbag_req', { redbag_id })).result).toBe(RESULT.RED_BAG_EMPTY);

    // The claimer's devices and the other members get the type-8 message of each claim.
    const got = await late.nextPush('msg_send_group_msg_rep');
    expect([MSG_TYPE.RED_BAG, MSG_TYPE.GET_RED_BAG]).toContain(got.msg_info.msgtype);

    const info = await late.request('msg_redbag_info_req', { redbag_id });
    expect(info).toMatchObject({
      redbag_id,
      uid: uids[1],
      redbagvalue: 300,
      redbagnum: 2,
      leftnum: 0,
      chatmsgno: sent.msg_info.chatmsgno,
    });
    expect(info.records.map((r) => r.uid)).toEqual([uids[2], uids[0]]);
    expect(info.records.reduce((a, r) => a + r.getvalue, 0)).toBe(300);
    const best = Math.max(...info.records.map((r) => r.getvalue));
    expect(info.records.filter((r) => r.isbest === 1)).toEqual([
      info.records.find((r) => r.getvalue === best),
    ]);
    expect(await totalOf(server.db, uids)).toBe(before);

    const history = await member.request('msg_redbag_history_req', {});
    expect(history.recvlist).toEqual([
      expect.objectContaining({ redbag_id, uid: uids[1], redbagvalue: info.records[0]?.getvalue }),
    ]);
    const sentHistory = await admin.request('msg_redbag_history_req', {});
    expect(sentHistory.sendlist).toEqual([
      expect.objectContaining({ redbag_id, redbagvalue: 300, uid: uids[1] }),
    ]);

    // Not a member: 43. A forged type 8 is refused.
    const [outsider] = await payUsers(server.db, 1);
    const stranger = await open(outsider?.uid ?? 0);
    expect((await stranger.request('msg_get_redbag_req', { redbag_id })).result).toBe(
      RESULT.NOT_GROUP_MEMBER,
    );
    const forged = await member.request('msg_send_group_msg_req', {
      groupkey,
      msg_type: MSG_TYPE.GET_RED_BAG,
      content: new TextEncoder().encode('{}'),
    });
    expect(forged.result).toBe(RESULT.FAIL);
    // A red bag without money (no auth code) is 12 and stores nothing.
    const noCode = await host.request('msg_send_group_msg_req', {
      groupkey,
      msg_type: MSG_TYPE.RED_BAG,
      content: redPacket(100, 1),
    });
    expect(noCode.result).toBe(RESULT.INVALID_AUTH_CODE);
  });

  test('a private packet: only the receiver claims; an unclaimed one is refunded once at expiry and then refuses with 8', async () => {
    const [a, b] = await payUsers(server.db, 2);
    if (!a || !b) throw new Error('no users');
    const [sa, sb] = [await open(a.uid), await open(b.uid)];
    // Friends first: private chat needs it.
    await sa.request('msg_add_friend_req', { phonenum: b.phone, hellomsg: 'hi' });
    await sb.request('msg_handle_friend_apply_req', { otheruid: a.uid, handletype: 1 });
    const send = (value: number) =>
      authCode(sa).then((authcode) =>
        sa.request('msg_send_private_msg_req', {
          recvuid: b.uid,
          msg_type: MSG_TYPE.RED_BAG,
          content: redPacket(value, 1, RED_PACKET_TYPE.PRIVATE),
          authcode,
        }),
      );
    const short = await send(100_001);
    expect(short.result).toBe(RESULT.MONEY_NOT_ENOUGH);
    const one = await send(500);
    const two = await send(700);
    expect([one.result, two.result]).toEqual([1, 1]);
    expect((await sa.request('msg_get_redbag_req', { redbag_id: redbagIdOf(one.msg_info) })).result).toBe(
      RESULT.FAIL,
    );
    expect((await sb.request('msg_get_redbag_req', { redbag_id: redbagIdOf(one.msg_info) })).result).toBe(1);
    expect(await coinOf(server.db, b.uid)).toBe(100_500);

    const later = Date.now() + 25 * 3600_000;
    const [x, y] = await Promise.all([
      refundExpiredRedPackets(server.db, later),
      refundExpiredRedPackets(server.db, later),
    ]);
    expect([...x, ...y].filter((r) => r.redbag_id === redbagIdOf(two.msg_info))).toEqual([
      { redbag_id: redbagIdOf(two.msg_info), uid: a.uid, cointype: 0, amount: 700 },
    ]);
    expect(await coinOf(server.db, a.uid)).toBe(100_000 - 500);
    const refundRows = await moneyDb(server.db)
      .selectFrom('money_log')
      .select('amount')
      .where('uid', '=', a.uid)
      .where('moneytype', '=', MONEY_TYPE.RED_BAG_REFUND)
      .execute();
    expect(refundRows).toEqual([{ amount: 700 }]);
    expect((await sb.request('msg_get_redbag_req', { redbag_id: redbagIdOf(two.msg_info) })).result).toBe(
      RESULT.RED_BAG_EXPIRED,
    );
  });

  test('10,000 concurrent claims over 200 sockets of a 100-share packet: 100 successes summing to the packet, no wallet below 0', async () => {
    const users = await payUsers(server.db, 200, 50_000);
    const uids = users.map((u) => u.uid);
    const clients = await socketsOf([server.url], server.db, uids);
    sockets.push(...clients);
    const [host] = clients;
    if (!host) throw new Error('no host');
    const created = await host.request('msg_create_group_req', { uids: uids.slice(1), groupname: 'rain' });
    const before = await totalOf(server.db, uids);
    const sent = await sendGroupRedPacket(host, created.group_info.groupkey, 10_000, 100);
    expect(sent.result).toBe(1);
    const redbag_id = redbagIdOf(sent.msg_info);

    const started = Date.now();
    const replies = await Promise.all(
      clients.flatMap((client) =>
        Array.from({ length: 50 }, () =>
          client.request('msg_get_redbag_req', { redbag_id }, { timeout: 120_000 }),
        ),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `10,000 claims over 200 sockets on SQLite: ${seconds.toFixed(1)} s, ${(10_000 / seconds).toFixed(0)} claims/s`,
    );
    const counts = new Map<number, number>();
    for (const r of replies) counts.set(r.result, (counts.get(r.result) ?? 0) + 1);
    expect(counts.get(1)).toBe(100);
    expect(
      [...counts.keys()].every((code) => [1, RESULT.RED_BAG_EMPTY, RESULT.RED_BAG_TAKEN].includes(code)),
    ).toBe(true);

    const shares = await moneyDb(server.db)
      .selectFrom('red_packet_shares')
      .select(['uid', 'amount'])
      .where('redbag_id', '=', redbag_id)
      .execute();
    expect(shares.every((s) => s.uid !== null)).toBe(true);
    expect(new Set(shares.map((s) => s.uid)).size).toBe(100);
    expect(shares.reduce((a, s) => a + s.amount, 0)).toBe(10_000);
    const packet = await moneyDb(server.db)
      .selectFrom('red_packets')
      .selectAll()
      .where('redbag_id', '=', redbag_id)
      .executeTakeFirstOrThrow();
    expect([packet.leftnum, packet.leftvalue]).toEqual([0, 0]);
    const lowest = await moneyDb(server.db)
      .selectFrom('wallets')
      .select((eb) => eb.fn.min('coin').as('m'))
      .executeTakeFirstOrThrow();
    expect(Number(lowest.m)).toBeGreaterThanOrEqual(0);
    expect(await totalOf(server.db, uids)).toBe(before);
  }, 120_000);
});
