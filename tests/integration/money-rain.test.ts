// The live rooms' red-packet rain and the money notices on SQLite: the platform account drops one
// packet per room and period (chat_hb_price, chat_hb_time), viewers claim it once each, the rest
// goes back to the platform at expiry, coins are only moved; type-17 notices reach the user for a
// rain share, a transfer received, a top-up and a refund.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { MONEY_TYPE, MSG_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { PLATFORM_ACCOUNT } from '../../server/accounts/userType';
import { listMessages } from '../../server/chat/messages';
import { writeSetting } from '../../server/content/settings';
import { refundExpiredRedPackets } from '../../server/money/expiry';
import { RAIN_SHARES } from '../../server/money/rain';
import { moneyDb } from '../../server/money/tables';
import type { ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { TestClock } from './chat-fixture';
import { authCode, coinOf, joinRoom, payUsers, sendRoomRedPacket, socketOf, someRoom } from './money-fixture';
import { coinsInPlay, dropsIn, nextDrop, nextNotice } from './rain-fixture';

const PLATFORM = PLATFORM_ACCOUNT.uid;
const HOUR = 3_600_000;
const decode = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as Record<string, number>;

describe('red-packet rain and money notices (SQLite)', () => {
  let server: TestServer;
  let roomId: number;
  const clock = new TestClock();
  const sockets: ImClient[] = [];
  const open = async (uid: number) => {
    const s = await socketOf(server.url, server.db, uid);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    // The clock runs from the middle of an hour, so that the wall clock crossing the hour while the
    // test runs (CI at 18:59) does not start a second period of the one-hour rain.
    clock.advance(HOUR / 2 - (clock.now() % HOUR));
    server = await startServer({ rainCheckMs: 50 }, { now: clock.now });
    roomId = await someRoom(server.db);
  });
  afterAll(async () => {
    await Promise.allSettled(sockets.map((s) => s.close()));
    await server?.close();
  });

  test('one drop per room and period from the platform, claimed once per viewer, notices, rest refunded, coins conserved', async () => {
    const users = await payUsers(server.db, 3);
    const uids = users.map((u) => u.uid);
    const viewers = await Promise.all(uids.map(open));
    const before = await coinsInPlay(server.db, uids);
    // The rain is off until the settings ask for it: nobody in the room, or no price, no drop.
    await writeSetting(server.db, 'chat_hb_price', 0, clock.now());
    await writeSetting(server.db, 'chat_hb_time', 3600, clock.now());
    for (const v of viewers) await joinRoom(v, roomId);
    await new Promise((r) => setTimeout(r, 300));
    expect(await dropsIn(server.db, roomId)).toEqual([]);

    await writeSetting(server.db, 'chat_hb_price', 1, clock.now());
    const [v1, v2, v3] = viewers;
    if (!v1 || !v2 || !v3) throw new Error('no sockets');
    const redbag_id = await nextDrop(v1);
    expect(await nextDrop(v2)).toBe(redbag_id);
    const packet = await moneyDb(server.db)
      .selectFrom('red_packets')
      .selectAll()
      .where('redbag_id', '=', redbag_id)
      .executeTakeFirstOrThrow();
    expect(packet).toMatchObject({
      uid: PLATFORM,
      redbagvalue: 100,
      redbagnum: RAIN_SHARES,
      roomkey: roomId,
    });
    const platformLog = await moneyDb(server.db)
      .selectFrom('money_log')
      .select(['moneytype', 'amount'])
      .where('uid', '=', PLATFORM)
      .where('orderid', '=', `R${redbag_id}`)
      .execute();
    expect(platformLog).toEqual([{ moneytype: MONEY_TYPE.RED_BAG, amount: -100 }]);

    // Each viewer claims once; the share is in the money log and announced by a type-17 notice.
    for (const v of viewers) expect((await v.request('msg_get_redbag_req', { redbag_id })).result).toBe(1);
    for (const v of viewers)
      expect((await v.request('msg_get_redbag_req', { redbag_id })).result).toBe(RESULT.RED_BAG_TAKEN);
    const shares = await moneyDb(server.db)
      .selectFrom('red_packet_shares')
      .select(['uid', 'amount'])
      .where('redbag_id', '=', redbag_id)
      .where('uid', 'is not', null)
      .execute();
    expect(shares.map((s) => s.uid).sort()).toEqual([...uids].sort());
    for (const [i, v] of viewers.entries()) {
      const notice = await nextNotice(v);
      const share = shares.find((s) => s.uid === uids[i]);
      expect(notice).toMatchObject({
        moneytype: MONEY_TYPE.RED_BAG,
        amount: share?.amount,
        otheruid: PLATFORM,
      });
      expect(await coinOf(server.db, uids[i] ?? 0)).toBe(100_000 + (share?.amount ?? 0));
    }
    expect(await coinsInPlay(server.db, uids)).toBe(before);

    // Many checks later, still one drop this period; the next period brings the next one.
    await new Promise((r) => setTimeout(r, 400));
    expect(await dropsIn(server.db, roomId)).toHaveLength(1);
    clock.advance(HOUR);
    const second = await nextDrop(v1);
    expect(second).not.toBe(redbag_id);
    expect(await dropsIn(server.db, roomId)).toHaveLength(2);

    // The first drop expired: its rest goes back to the platform (log 6), which gets no notice.
    const refunds = await refundExpiredRedPackets(server.db, clock.now() + 1);
    const refund = refunds.find((r) => r.redbag_id === redbag_id);
    expect(refund).toMatchObject({ uid: PLATFORM, amount: 100 - shares.reduce((a, s) => a + s.amount, 0) });
    expect(await coinsInPlay(server.db, uids)).toBe(before);
    const own = await listMessages(server.db, chatKey(PLATFORM, uids[0] ?? 0), 0);
    expect(own.every((m) => m.uid === PLATFORM && m.msgtype === MSG_TYPE.MONEY_LOG)).toBe(true);

    // A platform that cannot pay drops nothing, and nothing moves.
    await moneyDb(server.db).updateTable('wallets').set({ coin: 50 }).where('uid', '=', PLATFORM).execute();
    const held = await coinsInPlay(server.db, uids);
    clock.advance(HOUR);
    await new Promise((r) => setTimeout(r, 400));
    expect(await dropsIn(server.db, roomId)).toHaveLength(2);
    expect(await coinsInPlay(server.db, uids)).toBe(held);
    await writeSetting(server.db, 'chat_hb_price', 0, clock.now());
  });

  test('type-17 notices from the platform: a transfer received, a top-up, a red packet refunded', async () => {
    const [a, b] = await payUsers(server.db, 2, 10_000);
    if (!a || !b) throw new Error('no users');
    const [sa, sb] = [await open(a.uid), await open(b.uid)];
    const sent = await sa.request('msg_transfer_req', {
      target_phonenum: b.phone,
      trans_amount: 1_234,
      remarks: '午饭',
      authcode: await authCode(sa),
      cointype: 0,
    });
    expect(sent.result).toBe(1);
    expect(await nextNotice(sb)).toMatchObject({
      moneytype: MONEY_TYPE.TRANSFER,
      amount: 1_234,
      otheruid: a.uid,
    });
    // Nobody writes to the platform account, nor adds it.
    const reply = await sb.request('msg_send_private_msg_req', {
      recvuid: PLATFORM,
      msg_type: MSG_TYPE.TEXT,
      content: new TextEncoder().encode('hi'),
      clientkey: '',
    });
    expect(reply.result).toBe(RESULT.NOT_FRIEND);
    const added = await sb.request('msg_add_friend_by_fid_req', { fid: PLATFORM, hellomsg: 'hi' });
    expect(added.result).toBe(RESULT.FAIL);
    // The sender moved the money himself: no notice for him.
    expect(sa.pushes('msg_send_private_msg_rep').some((p) => p.msg_info.uid === PLATFORM)).toBe(false);

    expect((await sa.request('msg_top_up_req', { cointype: 0, amount: 500 })).result).toBe(1);
    expect(await nextNotice(sa)).toMatchObject({ moneytype: MONEY_TYPE.RECHARGE, amount: 500 });

    await joinRoom(sa, roomId);
    const packet = await sendRoomRedPacket(sa, roomId, 300, 3);
    expect(packet.result).toBe(1);
    await refundExpiredRedPackets(server.db, clock.now() + 25 * HOUR);
    const notices = await listMessages(server.db, chatKey(PLATFORM, a.uid), 0);
    const last = notices.at(-1);
    expect(last?.msgtype).toBe(MSG_TYPE.MONEY_LOG);
    expect(decode(last?.content ?? new Uint8Array())).toMatchObject({
      moneytype: MONEY_TYPE.RED_BAG_REFUND,
      amount: 300,
    });
  });
});
