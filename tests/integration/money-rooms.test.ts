// Live-room red packets on SQLite: sent as a room message of type 5 with an auth code, claimed by the
// connections in the room in one transaction each, type-8 notices pushed to the room, refusals
// that move nothing, concurrent claims that hand out exactly the shares, and the expiry refund.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MONEY_TYPE, MSG_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { refundExpiredRedPackets } from '../../server/money/expiry';
import { moneyDb } from '../../server/money/tables';
import type { ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import {
  coinOf,
  joinRoom,
  payUsers,
  redbagIdOf,
  sendRoomRedPacket,
  socketOf,
  socketsOf,
  someRoom,
  totalOf,
} from './money-fixture';

describe('live-room red packets (SQLite)', () => {
  let server: TestServer;
  let roomId: number;
  const sockets: ImClient[] = [];
  const open = async (uid: number) => {
    const s = await socketOf(server.url, server.db, uid);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    server = await startServer();
    roomId = await someRoom(server.db);
  });
  afterAll(async () => {
    await Promise.allSettled(sockets.map((s) => s.close()));
    await server?.close();
  });

  test('sent into the room, claimed once by each viewer; refusals move nothing; notices and info', async () => {
    const users = await payUsers(server.db, 4);
    const uids = users.map((u) => u.uid);
    const [sender, v1, v2, outsider] = await Promise.all(uids.map(open));
    if (!sender || !v1 || !v2 || !outsider) throw new Error('no sockets');
    for (const c of [sender, v1, v2]) await joinRoom(c, roomId);
    const before = await totalOf(server.db, uids);

    // A missing auth code, too little money and a malformed packet are refused; nothing moves.
    expect((await sendRoomRedPacket(sender, roomId, 300, 2, { authcode: 'nope' })).result).toBe(
      RESULT.INVALID_AUTH_CODE,
    );
    expect((await sendRoomRedPacket(sender, roomId, 100_001, 2)).result).toBe(RESULT.MONEY_NOT_ENOUGH);
    expect((await sendRoomRedPacket(sender, roomId, 300, 2, { type: 3 })).result).toBe(RESULT.FAIL);
    expect((await sendRoomRedPacket(outsider, roomId, 300, 2)).result).toBe(RESULT.NOT_IN_CHAT_ROOM);
    expect(await totalOf(server.db, uids)).toBe(before);

    const sent = await sendRoomRedPacket(sender, roomId, 300, 2);
    expect(sent.result).toBe(1);
    expect(sent.msg_info.msgtype).toBe(MSG_TYPE.RED_BAG);
    const redbag_id = redbagIdOf(sent.msg_info);
    expect(await coinOf(server.db, uids[0] ?? 0)).toBe(100_000 - 300);
    const pushed = await v1.nextPush('msg_chat_room_msg_notify');
    expect(pushed.msg_info.msgtype).toBe(MSG_TYPE.RED_BAG);
    expect(redbagIdOf(pushed.msg_info)).toBe(redbag_id);
    await expect
      .poll(() => sender.pushes('msg_user_data_notify').at(-1)?.base_data.coin_list[0]?.coin)
      .toBe(99_700);

    // Only connections in the room claim; each viewer once; then it is empty.
    expect((await outsider.request('msg_get_redbag_req', { redbag_id })).result).toBe(
      RESULT.NOT_IN_CHAT_ROOM,
    );
    expect((await v1.request('msg_get_redbag_req', { redbag_id })).result).toBe(1);
    expect((await v1.request('msg_get_redbag_req', { redbag_id })).result).toBe(RESULT.RED_BAG_TAKEN);
    expect((await v2.request('msg_get_redbag_req', { redbag_id })).result).toBe(1);
    expect((await sender.request('msg_get_redbag_req', { redbag_id })).result).toBe(RESULT.RED_BAG_EMPTY);
    expect(await totalOf(server.db, uids)).toBe(before);

    // Everyone in the room sees the two claims as type-8 messages.
    const notices = async (c: ImClient) => {
      for (
        let i = 0;
        i < 10 && c.pushes('msg_chat_room_msg_notify').filter((m) => m.msg_info.msgtype === 8).length < 2;
        i++
      )
        await new Promise((r) => setTimeout(r, 100));
      return c
        .pushes('msg_chat_room_msg_notify')
        .filter((m) => m.msg_info.msgtype === MSG_TYPE.GET_RED_BAG)
        .map(
          (m) =>
            JSON.parse(new TextDecoder().decode(m.msg_info.content)) as { getuid: number; leftnum: number },
        );
    };
    for (const c of [sender, v1, v2]) {
      expect((await notices(c)).map((n) => [n.getuid, n.leftnum])).toEqual([
        [uids[1], 1],
        [uids[2], 0],
      ]);
    }

    const info = await v2.request('msg_redbag_info_req', { redbag_id });
    expect(info.chatkey).toBe(BigInt(roomId));
    expect(info.records.map((r) => r.uid)).toEqual([uids[1], uids[2]]);
    expect(info.records.reduce((a, r) => a + r.getvalue, 0)).toBe(300);
    expect(info.records.filter((r) => r.isbest === 1)).toHaveLength(1);
    expect((await outsider.request('msg_redbag_info_req', { redbag_id })).redbag_id).toBe(0);
    const logs = await moneyDb(server.db)
      .selectFrom('money_log')
      .select(['uid', 'amount', 'moneytype'])
      .where('orderid', '=', `R${redbag_id}`)
      .execute();
    expect(logs.every((l) => l.moneytype === MONEY_TYPE.RED_BAG)).toBe(true);
    expect(logs.reduce((a, l) => a + l.amount, 0)).toBe(0);
    expect(logs).toHaveLength(3);
  });

  test('60 viewers claiming 5 times each at once take exactly the 10 shares; the rest is refunded at expiry', async () => {
    const users = await payUsers(server.db, 61, 20_000);
    const uids = users.map((u) => u.uid);
    const clients = await socketsOf([server.url], server.db, uids);
    sockets.push(...clients);
    for (const c of clients) await joinRoom(c, roomId);
    const [sender, ...viewers] = clients;
    if (!sender) throw new Error('no sender');
    const before = await totalOf(server.db, uids);
    const redbag_id = redbagIdOf((await sendRoomRedPacket(sender, roomId, 1_000, 10)).msg_info);
    const replies = await Promise.all(
      viewers.flatMap((c) =>
        Array.from({ length: 5 }, () => c.request('msg_get_redbag_req', { redbag_id }, { timeout: 60_000 })),
      ),
    );
    expect(replies.filter((r) => r.result === 1)).toHaveLength(10);
    expect(replies.every((r) => [1, RESULT.RED_BAG_EMPTY, RESULT.RED_BAG_TAKEN].includes(r.result))).toBe(
      true,
    );
    expect(await totalOf(server.db, uids)).toBe(before);

    // A second packet nobody claims goes back to the sender once, at expiry (log type 6).
    const left = redbagIdOf((await sendRoomRedPacket(sender, roomId, 700, 7)).msg_info);
    expect(await coinOf(server.db, uids[0] ?? 0)).toBe(20_000 - 1_000 - 700);
    const later = Date.now() + 25 * 3600_000;
    const refunds = [
      ...(await refundExpiredRedPackets(server.db, later)),
      ...(await refundExpiredRedPackets(server.db, later)),
    ];
    expect(refunds.filter((r) => r.redbag_id === left)).toHaveLength(1);
    expect(await coinOf(server.db, uids[0] ?? 0)).toBe(20_000 - 1_000);
    expect((await viewers[0]?.request('msg_get_redbag_req', { redbag_id: left }))?.result).toBe(
      RESULT.RED_BAG_EXPIRED,
    );
  }, 120_000);
});
