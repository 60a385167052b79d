import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { MONEY_TYPE, MSG_TYPE } from '../../protocol/enums';
import { ROOM_API_CODE } from '../../protocol/mainApiRooms';
import { STARTING_COINS } from '../../server/money/wallet';
import { roomsDb } from '../../server/rooms/tables';
import type { ImClient } from '../helpers/imClient';
import { dropPgSchema, pgSchemaName } from '../helpers/pgSchema';
import { startServer, type TestServer } from '../helpers/server';
import { newPhone } from './money-fixture';
import { apiUser, callRoom, demoRooms, joinRoom, newClient, newUser, read } from './rooms.helpers';

const pgUrl = inject('pgUrl');
const CASTLE = { id: 8, price: 52_000 };
const FOOTBALL = { id: 2, price: 500 };

/** The gift tests, run on SQLite and (when it answers) on PostgreSQL. */
function giftSuite(name: string, start: () => Promise<TestServer>, skip: boolean) {
  describe.skipIf(skip)(`gifts and the coin wallet (${name})`, () => {
    let server: TestServer;
    let room: { roomId: number; host: number };
    const clients: ImClient[] = [];

    beforeAll(async () => {
      server = await start();
      const [first] = await demoRooms(server.db);
      if (!first) throw new Error('no demo room');
      room = first;
    });
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.close()));
      await server?.close();
    });

    async function coins(uid: number): Promise<number | undefined> {
      const row = await roomsDb(server.db)
        .selectFrom('wallets')
        .select('coin')
        .where('uid', '=', uid)
        .where('cointype', '=', 0)
        .executeTakeFirst();
      return row?.coin;
    }
    async function heat(): Promise<number> {
      const row = await server.db
        .selectFrom('live_rooms')
        .select('heat')
        .where('room_id', '=', room.roomId)
        .executeTakeFirstOrThrow();
      return row.heat;
    }
    /** A buyer with a phone: its welcome coins (a guest gets none, issue 43). */
    async function buyer() {
      const user = await newUser(server.db, Date.now(), newPhone());
      return apiUser(server, user.uid);
    }

    test('the gift list, with the caller balance, and the SVG icons', async () => {
      const anonymous = await callRoom(server, 'GiftList');
      expect(anonymous.code).toBe(200);
      expect(anonymous.data?.coin).toBeNull();
      const list = anonymous.data?.list ?? [];
      expect(list.length).toBeGreaterThanOrEqual(8);
      expect(list.every((g) => g.price > 0 && g.name.length > 0)).toBe(true);
      const me = await buyer();
      expect((await callRoom(server, 'GiftList', me)).data?.coin).toBe(STARTING_COINS);
      const icon = await fetch(`${server.url}${list[0]?.icon}`);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await icon.text()).toMatch(/^<svg /);
      expect((await fetch(`${server.url}/gift-img/999.svg`)).status).toBe(404);
    });

    test('a purchase moves coins to the host in one go, logs both sides, heats the room, tells the room', async () => {
      const witness = await newClient(server);
      clients.push(witness.client);
      await joinRoom(witness.client, room.roomId);
      const me = await buyer();
      const heatBefore = await heat();
      // The demo host has no phone: its wallet, made by the first gift, starts empty (issue 43).
      const hostBefore = (await coins(room.host)) ?? 0;
      const answer = await callRoom(server, 'UserBuyGift', {
        ...me,
        room_id: room.roomId,
        gift_id: FOOTBALL.id,
        num: 3,
      });
      expect(answer.code).toBe(200);
      expect(answer.data).toMatchObject({
        gift_id: FOOTBALL.id,
        num: 3,
        total: 1500,
        coin: STARTING_COINS - 1500,
      });
      expect(await coins(me.uid)).toBe(STARTING_COINS - 1500);
      expect(await coins(room.host)).toBe(hostBefore + 1500);
      expect(await heat()).toBe(heatBefore + 15);
      expect(answer.data?.heat).toBe(heatBefore + 15);
      const logs = await roomsDb(server.db)
        .selectFrom('money_log')
        .select(['uid', 'amount', 'moneytype', 'otheruid'])
        .where('orderid', '=', `G${answer.data?.record_id}`)
        .orderBy('id')
        .execute();
      expect(logs).toEqual([
        { uid: me.uid, amount: -1500, moneytype: MONEY_TYPE.ROOM_SPEAK, otheruid: room.host },
        { uid: room.host, amount: 1500, moneytype: MONEY_TYPE.ROOM_SPEAK, otheruid: me.uid },
      ]);
      const push = await witness.client.nextPush('msg_chat_room_msg_notify');
      expect(push.msg_info?.msgtype).toBe(MSG_TYPE.SYSTEM);
      expect(push.msg_info?.uid).toBe(me.uid);
      expect(JSON.parse(read(push.msg_info?.content ?? new Uint8Array()))).toMatchObject({
        kind: 'gift',
        gift_id: FOOTBALL.id,
        num: 3,
        total: 1500,
        uid: me.uid,
        host_uid: room.host,
      });
    });

    test('not enough coins: 402 and nothing changes', async () => {
      const me = await buyer();
      await callRoom(server, 'GiftList', me);
      const heatBefore = await heat();
      const records = await roomsDb(server.db).selectFrom('gift_records').select('id').execute();
      const answer = await callRoom(server, 'UserBuyGift', {
        ...me,
        room_id: room.roomId,
        gift_id: CASTLE.id,
        num: 2,
      });
      expect(answer.code).toBe(ROOM_API_CODE.INSUFFICIENT_COINS);
      expect(answer.data).toBeUndefined();
      expect(await coins(me.uid)).toBe(STARTING_COINS);
      expect(await heat()).toBe(heatBefore);
      expect(await roomsDb(server.db).selectFrom('gift_records').select('id').execute()).toHaveLength(
        records.length,
      );
    });

    test('concurrent purchases never spend more than the balance', async () => {
      const me = await buyer();
      await callRoom(server, 'GiftList', me);
      await roomsDb(server.db)
        .updateTable('wallets')
        .set({ coin: CASTLE.price * 3 })
        .where('uid', '=', me.uid)
        .execute();
      const hostBefore = (await coins(room.host)) ?? 0;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          callRoom(server, 'UserBuyGift', { ...me, room_id: room.roomId, gift_id: CASTLE.id, num: 1 }),
        ),
      );
      expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.code === ROOM_API_CODE.INSUFFICIENT_COINS)).toHaveLength(7);
      expect(await coins(me.uid)).toBe(0);
      expect(await coins(room.host)).toBe(hostBefore + CASTLE.price * 3);
    });

    test('bad input is refused with a clear code', async () => {
      const me = await buyer();
      const base = { room_id: room.roomId, gift_id: FOOTBALL.id };
      expect((await callRoom(server, 'UserBuyGift', base)).code).toBe(401);
      expect((await callRoom(server, 'UserBuyGift', { ...me, ...base, num: 0 })).code).toBe(400);
      expect((await callRoom(server, 'UserBuyGift', { ...me, ...base, num: 1000 })).code).toBe(400);
      expect((await callRoom(server, 'UserBuyGift', { ...me, ...base, gift_id: 99 })).code).toBe(404);
      expect((await callRoom(server, 'UserBuyGift', { ...me, ...base, room_id: 424_242 })).code).toBe(404);
      expect((await callRoom(server, 'UserBuyGift', { ...me, room_id: 'x', gift_id: 1 })).code).toBe(400);
      const host = await apiUser(server, room.host);
      expect((await callRoom(server, 'UserBuyGift', { ...host, ...base })).code).toBe(ROOM_API_CODE.SELF);
      expect(await coins(me.uid)).toBeUndefined();
    });
  });
}

giftSuite('SQLite', () => startServer(), false);

const schema = pgSchemaName('rooms_gifts');
giftSuite('PostgreSQL', () => startServer({ databaseUrl: pgUrl }, { pgSchema: schema }), !pgUrl);

afterAll(async () => {
  if (!pgUrl) return;
  await dropPgSchema(pgUrl, schema);
});
