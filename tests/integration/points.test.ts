import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MONEY_TYPE, POINTS } from '../../protocol/enums';
import { ACCOUNT_CODE, ORDER_STATUS } from '../../protocol/mainApiAccount';
import { addDays, dayOf } from '../../server/points/day';
import { reportWatch } from '../../server/rooms/watch';
import { devSmsCode, setSetting, startServer, type TestServer } from '../helpers/server';
import { account, DAY_MS, grant, guest, registered, utc, verifyPhone } from './points-fixture';

let clock = utc('03:00:00');
let server: TestServer;

beforeAll(async () => {
  server = await startServer({}, { now: () => clock });
});
afterAll(async () => server?.close());

describe('the product day', () => {
  test('days follow the configured zone, not UTC', () => {
    // 23:59:59 and 00:00:00 in Shanghai (UTC+8), Bangkok/Jakarta (UTC+7) and Kiritimati (UTC+14).
    expect(dayOf(utc('15:59:59'), 'Asia/Shanghai')).toBe('2026-11-25');
    expect(dayOf(utc('16:00:00'), 'Asia/Shanghai')).toBe('2026-11-26');
    expect(dayOf(utc('16:30:00'), 'Asia/Jakarta')).toBe('2026-11-25');
    expect(dayOf(utc('17:00:00'), 'Asia/Bangkok')).toBe('2026-11-26');
    expect(dayOf(utc('09:59:59'), 'Pacific/Kiritimati')).toBe('2026-11-25');
    expect(dayOf(utc('10:00:00'), 'Pacific/Kiritimati')).toBe('2026-11-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('check-in', () => {
  test('once a day, across midnight in Shanghai; a duplicate is refused, also concurrently', async () => {
    const user = await guest(server);
    clock = utc('15:59:58');
    const first = await account(server, user, 'encryptionSignIn');
    expect(first.code).toBe(200);
    expect(first.data).toEqual({ points: 10, bonus: 0, streak: 1, balance: 10 });
    const again = await Promise.all(
      Array.from({ length: 5 }, () => account(server, user, 'encryptionSignIn')),
    );
    expect(again.map((a) => a.code)).toEqual(Array(5).fill(ACCOUNT_CODE.ALREADY_DONE));

    clock = utc('16:00:00'); // 00:00 on the 26th in Shanghai
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => account(server, user, 'encryptionSignIn')),
    );
    expect(racing.filter((a) => a.code === 200)).toHaveLength(1);
    expect(racing.filter((a) => a.code === ACCOUNT_CODE.ALREADY_DONE)).toHaveLength(5);
    const info = await account(server, user, 'encryptionSignInfo');
    expect(info.data).toMatchObject({
      today: '2026-11-26',
      signed_today: 1,
      streak: 2,
      balance: 20,
      earned: 20,
    });
    expect(info.data?.days.map((d) => d.checked)).toEqual([0, 0, 0, 0, 0, 1, 1]);
  });

  test('the 7th day adds the 100-point pack and the run restarts; a missed day resets the streak', async () => {
    const user = await guest(server);
    const start = utc('04:00:00', 1);
    const results = [];
    for (let d = 0; d < 8; d++) {
      clock = start + d * DAY_MS;
      results.push((await account(server, user, 'encryptionSignIn')).data);
    }
    expect(results.map((r) => r?.streak)).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
    expect(results.map((r) => r?.bonus)).toEqual([0, 0, 0, 0, 0, 0, POINTS.STREAK_BONUS, 0]);
    expect(results[7]?.balance).toBe(8 * POINTS.CHECK_IN + POINTS.STREAK_BONUS);

    clock = start + 8 * DAY_MS;
    expect((await account(server, user, 'encryptionSignInfo')).data?.streak).toBe(1);
    clock = start + 10 * DAY_MS; // day 9 missed
    expect((await account(server, user, 'encryptionSignInfo')).data?.streak).toBe(0);
    expect((await account(server, user, 'encryptionSignIn')).data?.streak).toBe(1);

    const detail = await account(server, user, 'encryptionPointsDetail', { page: 1, limit: 3 });
    expect(detail.data?.total).toBe(10);
    expect(detail.data?.list.map((r) => [r.kind, r.points])).toEqual([
      ['checkin', 10],
      ['checkin', 10],
      ['streak', 100],
    ]);
  });

  test('a server in another zone (Asia/Jakarta) turns the day an hour later than Shanghai', async () => {
    const jakarta = await startServer({ timeZone: 'Asia/Jakarta' }, { now: () => clock });
    try {
      const user = await guest(jakarta);
      clock = utc('15:30:00');
      expect((await account(jakarta, user, 'encryptionSignIn')).code).toBe(200);
      clock = utc('16:30:00'); // the 26th in Shanghai, still the 25th in Jakarta
      expect((await account(jakarta, user, 'encryptionSignIn')).code).toBe(ACCOUNT_CODE.ALREADY_DONE);
      clock = utc('17:00:00');
      const next = await account(jakarta, user, 'encryptionSignIn');
      expect(next.data?.streak).toBe(2);
    } finally {
      await jakarta.close();
    }
  });
});

describe('daily tasks', () => {
  test('10 minutes watched, one chat and three shares a day earn points, each counted per day', async () => {
    const user = await guest(server);
    clock = utc('02:00:00', 27);
    const room = await server.db.selectFrom('live_rooms').select('room_id').executeTakeFirstOrThrow();
    for (let i = 0; i <= 10; i++)
      await reportWatch(server.db, user.uid, room.room_id, 300, clock + i * 60_000);
    const shares = [];
    for (let i = 0; i < 4; i++) shares.push((await account(server, user, 'encryptionShareInvite')).code);
    expect(shares).toEqual([200, 200, 200, ACCOUNT_CODE.LIMIT_REACHED]);
    const info = (await account(server, user, 'encryptionSignInfo')).data;
    expect(info?.tasks).toEqual([
      { kind: 'checkin', points: 10, done: 0, limit: 1 },
      { kind: 'watch', points: 20, done: 1, limit: 1 },
      { kind: 'chat', points: 5, done: 0, limit: 1 },
      { kind: 'share', points: 10, done: 3, limit: 3 },
    ]);
    expect(info?.balance).toBe(POINTS.WATCH + 3 * POINTS.SHARE);
    clock += DAY_MS;
    expect((await account(server, user, 'encryptionShareInvite')).code).toBe(200);
  });
});

describe('VIP', () => {
  test('VIP 0 is refused with 42; VIP 1 is paid once a day into the wallet with money log 17', async () => {
    const user = await guest(server);
    clock = utc('05:00:00', 28);
    expect((await account(server, user, 'vipReward')).code).toBe(ACCOUNT_CODE.CANNOT_VIP_REWARD);
    await grant(server, user.uid, 150, `vip-${user.uid}`);
    // Issue 43: points a guest earned for free do not turn into coins until it verifies a phone.
    expect(await account(server, user, 'vipReward')).toMatchObject({
      code: ACCOUNT_CODE.NEEDS_PHONE,
      msg: 'the VIP reward is paid to accounts with a phone: bind one',
    });
    expect(await verifyPhone(server, user.deviceid, '13912340077')).toBe(user.uid);
    const data = (await account(server, user, 'getVipData')).data;
    expect(data).toMatchObject({
      viplevel: 1,
      level: 1,
      earned: 150,
      next_min: 500,
      reward: 100,
      rewarded_today: 0,
    });
    const claims = await Promise.all(Array.from({ length: 4 }, () => account(server, user, 'vipReward')));
    expect(claims.filter((c) => c.code === 200)).toHaveLength(1);
    expect(claims.filter((c) => c.code === ACCOUNT_CODE.CANNOT_VIP_REWARD)).toHaveLength(3);
    const logs = await server.db
      .selectFrom('money_log' as never)
      .select(['moneytype' as never, 'amount' as never])
      .where('uid' as never, '=', user.uid as never)
      .execute();
    expect(logs).toContainEqual({ moneytype: MONEY_TYPE.VIP_REWARD, amount: 100 });
    expect((await account(server, user, 'getVipData')).data?.rewarded_today).toBe(1);
    clock += DAY_MS;
    expect((await account(server, user, 'vipReward')).code).toBe(200);
    const viplevel = await server.db
      .selectFrom('users')
      .select('viplevel')
      .where('uid', '=', user.uid)
      .executeTakeFirst();
    expect(viplevel?.viplevel).toBe(1);
  });
});

describe('points mall', () => {
  async function addressOf(user: Awaited<ReturnType<typeof guest>>) {
    const saved = await account(server, user, 'encryptionAddressSave', {
      name: '张三',
      phone: '13800138000',
      region: '广东省 深圳市',
      detail: '南山区 科技园 1号',
    });
    expect(saved.code).toBe(200);
    return saved.data?.id ?? 0;
  }

  test('addresses: add, edit, default; bad input gets a clear error', async () => {
    const user = await guest(server);
    const first = await addressOf(user);
    const second = await account(server, user, 'encryptionAddressSave', {
      name: 'Somchai',
      phone: '+66812345678',
      region: 'Bangkok',
      detail: 'Sukhumvit 11',
      is_default: 1,
    });
    let list = (await account(server, user, 'encryptionAddressList')).data ?? [];
    expect(list.map((a) => [a.id, a.is_default])).toEqual([
      [second.data?.id, 1],
      [first, 0],
    ]);
    await account(server, user, 'encryptionAddressSave', {
      id: first,
      name: '李四',
      phone: '13900139000',
      region: '北京市',
      detail: '朝阳区 1号',
      is_default: 1,
    });
    list = (await account(server, user, 'encryptionAddressList')).data ?? [];
    expect(list[0]).toMatchObject({ id: first, name: '李四', is_default: 1 });
    const bad = await account(server, user, 'encryptionAddressSave', {
      name: 'x',
      phone: 'abc',
      region: 'r',
      detail: 'd',
    });
    expect(bad).toMatchObject({ code: 400, msg: 'the phone must be 5..20 digits' });
    const other = await guest(server);
    expect((await account(server, other, 'encryptionAddressDelete', { id: first })).code).toBe(404);
  });

  test('a closed mall (shop_open_status 0) refuses an exchange and takes nothing', async () => {
    const user = await guest(server);
    const address = await addressOf(user);
    const items = (await account(server, user, 'encryptionMallItems')).data ?? [];
    const item = items.find((i) => i.cost === 120);
    if (!item) throw new Error('no 120-point item');
    await grant(server, user.uid, 300, `closed-mall-${user.uid}`);
    await setSetting(server, 'shop_open_status', 0);
    try {
      const refused = await account(server, user, 'encryptionExchange', {
        item_id: item.id,
        address_id: address,
        num: 1,
      });
      expect(refused).toMatchObject({ code: 403, msg: 'the points mall is closed' });
      expect((await account(server, user, 'encryptionMallItem', { id: item.id })).data?.stock).toBe(
        item.stock,
      );
      expect((await account(server, user, 'encryptionMallOrders')).data).toMatchObject({
        list: [],
        total: 0,
      });
    } finally {
      await setSetting(server, 'shop_open_status', null);
    }
  });

  test('an exchange takes stock and points; short points are refused; cancelling gives both back', async () => {
    const user = await guest(server);
    const address = await addressOf(user);
    const items = (await account(server, user, 'encryptionMallItems')).data ?? [];
    expect(items.length).toBeGreaterThanOrEqual(6);
    const item = items.find((i) => i.cost === 120);
    if (!item) throw new Error('no 120-point item');
    const short = await account(server, user, 'encryptionExchange', {
      item_id: item.id,
      address_id: address,
      num: 1,
    });
    expect(short.code).toBe(ACCOUNT_CODE.POINTS_NOT_ENOUGH);
    await grant(server, user.uid, 300, `mall-${user.uid}`);
    const order = await account(server, user, 'encryptionExchange', {
      item_id: item.id,
      address_id: address,
      num: 2,
    });
    expect(order.code).toBe(200);
    expect(order.data).toMatchObject({
      item_id: item.id,
      num: 2,
      cost: 240,
      status: ORDER_STATUS.PENDING,
      ship_name: '张三',
    });
    expect((await account(server, user, 'encryptionMallItem', { id: item.id })).data?.stock).toBe(
      item.stock - 2,
    );
    expect((await account(server, user, 'encryptionSignInfo')).data?.balance).toBe(60);
    const orders = (await account(server, user, 'encryptionMallOrders')).data;
    expect(orders?.list.map((o) => o.orderid)).toEqual([order.data?.orderid]);

    const cancelled = await account(server, user, 'encryptionOrderCancel', { id: order.data?.id ?? 0 });
    expect(cancelled.data?.status).toBe(ORDER_STATUS.CANCELLED);
    expect((await account(server, user, 'encryptionOrderCancel', { id: order.data?.id ?? 0 })).code).toBe(
      ACCOUNT_CODE.ALREADY_DONE,
    );
    expect((await account(server, user, 'encryptionMallItem', { id: item.id })).data?.stock).toBe(item.stock);
    expect((await account(server, user, 'encryptionSignInfo')).data?.balance).toBe(300);
  });

  test('stock is never oversold: 8 buyers race for 3 left', async () => {
    const items = (await account(server, await guest(server), 'encryptionMallItems')).data ?? [];
    const item = items.find((i) => i.stock === 3);
    if (!item) throw new Error('no item with 3 left');
    const buyers = await Promise.all(Array.from({ length: 8 }, () => guest(server)));
    const addresses: number[] = [];
    for (const b of buyers) {
      await grant(server, b.uid, item.cost, `race-${b.uid}`);
      addresses.push(await addressOf(b));
    }
    const answers = await Promise.all(
      buyers.map((b, i) =>
        account(server, b, 'encryptionExchange', { item_id: item.id, address_id: addresses[i] ?? 0, num: 1 }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.code === ACCOUNT_CODE.OUT_OF_STOCK)).toHaveLength(5);
    const after = (await account(server, buyers[0] as never, 'encryptionMallItem', { id: item.id })).data;
    expect(after).toMatchObject({ stock: 0, sold: 3 });
    const balances = await Promise.all(
      buyers.map(async (b) => (await account(server, b, 'encryptionSignInfo')).data?.balance),
    );
    expect(balances.filter((x) => x === 0)).toHaveLength(3);
    expect(balances.filter((x) => x === item.cost)).toHaveLength(5);
  });
});

describe('real name, invitations, feedback, activities', () => {
  test('real name: format checks, stored sealed, once', async () => {
    const user = await guest(server);
    const bad = await account(server, user, 'encryptionRealName', {
      real_name: '张三',
      id_number: '110101199003078888',
    });
    expect(bad).toMatchObject({ code: 400, msg: 'the check digit of the id number is wrong' });
    const name = await account(server, user, 'encryptionRealName', {
      real_name: 'a1',
      id_number: '11010519491231002X',
    });
    expect(name.msg).toBe('the name may hold only letters (2..30)');
    const ok = await account(server, user, 'encryptionRealName', {
      real_name: '张三',
      id_number: '11010519491231002X',
    });
    expect(ok.data).toEqual({ verified: 1, name: '张*', idno: '110*************2X' });
    const row = await server.db
      .selectFrom('real_names' as never)
      .select('sealed' as never)
      .where('uid' as never, '=', user.uid as never)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('11010519491231002X');
    expect(JSON.stringify(row)).not.toContain('张三');
    expect(
      (
        await account(server, user, 'encryptionRealName', {
          real_name: '李四',
          id_number: '11010519491231002X',
        })
      ).code,
    ).toBe(ACCOUNT_CODE.ALREADY_DONE);
    const thai = await guest(server);
    expect(
      (
        await account(server, thai, 'encryptionRealName', {
          real_name: 'Somchai Jaidee',
          id_number: '1101700230708',
        })
      ).code,
    ).toBe(200);
  });

  test('a verified real name is changed only with an SMS code to the account phone', async () => {
    clock = Date.now();
    const anon = await guest(server);
    expect((await account(server, anon, 'encryptionSendCode')).code).toBe(ACCOUNT_CODE.NEEDS_PHONE);
    const phone = '13912340001';
    const user = await registered(server, phone);
    const change = { real_name: '李四', id_number: '11010519491231002X' };
    expect((await account(server, user, 'encryptionEditName', { ...change, code: '123456' })).code).toBe(404);
    await account(server, user, 'encryptionRealName', { real_name: '张三', id_number: '11010519491231002X' });
    clock += 31_000; // one code per phone per 30 s: the login code came first
    const sent = await account(server, user, 'encryptionSendCode');
    expect(sent.data).toEqual({ phone: '139****0001' });
    const code = await devSmsCode(server.url, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await account(server, user, 'encryptionEditName', { ...change, code: wrong })).code).toBe(
      ACCOUNT_CODE.CODE_WRONG,
    );
    const edited = await account(server, user, 'encryptionEditName', { ...change, code });
    expect(edited.data).toEqual({ verified: 1, name: '李*', idno: '110*************2X' });
    expect((await account(server, user, 'encryptionEditName', { ...change, code })).code).toBe(
      ACCOUNT_CODE.CODE_WRONG,
    );
  });

  test('an invitation rewards the inviter once (money log 18) when the invitee verifies a phone, never for oneself', async () => {
    const inviter = await guest(server);
    const info = (await account(server, inviter, 'encryptionInviteInfo')).data;
    expect(info?.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(info?.link).toBe(`${server.url}/invitef?code=${info?.code}`);
    const code = info?.code ?? '';
    expect((await account(server, inviter, 'encryptionBindInvite', { code })).msg).toBe(
      'you cannot invite yourself',
    );
    const invitee = await guest(server);
    const bound = await Promise.all([
      account(server, invitee, 'encryptionBindInvite', { code }),
      account(server, invitee, 'encryptionBindInvite', { code }),
    ]);
    expect(bound.map((b) => b.code).sort()).toEqual([200, ACCOUNT_CODE.ALREADY_DONE]);
    // Issue 43: bound, but a guest pays nothing; the reward comes with the invitee's phone.
    expect((await account(server, inviter, 'encryptionInviteInfo')).data).toMatchObject({
      invited: 1,
      rewarded: 0,
    });
    await verifyPhone(server, invitee.deviceid, '13912340078');
    const after = (await account(server, inviter, 'encryptionInviteInfo')).data;
    expect(after).toMatchObject({ invited: 1, rewarded: 500 });
    const logs = await server.db
      .selectFrom('money_log' as never)
      .select(['moneytype' as never, 'amount' as never, 'otheruid' as never])
      .where('uid' as never, '=', inviter.uid as never)
      .where('moneytype' as never, '=', MONEY_TYPE.INVITE_REWARD as never)
      .execute();
    expect(logs).toEqual([{ moneytype: 18, amount: 500, otheruid: invitee.uid }]);
    expect((await account(server, invitee, 'encryptionBindInvite', { code: 'ZZZZZZZZ' })).code).toBe(404);
  });

  test('feedback is stored; pictures must be uploads; activities list and detail', async () => {
    const user = await guest(server);
    expect((await account(server, user, 'encryptionFeedback', { content: 'hi' })).code).toBe(400);
    expect(
      (
        await account(server, user, 'encryptionFeedback', {
          content: '直播很卡顿，希望优化',
          images: '["http://x/a.png"]',
        })
      ).code,
    ).toBe(400);
    const sent = await account(server, user, 'encryptionFeedback', {
      content: '直播很卡顿，希望优化',
      contact: 'me@example.com',
      images: '["/uploads/2026/a.png"]',
    });
    expect(sent.code).toBe(200);
    const stored = await server.db
      .selectFrom('feedback' as never)
      .select(['content' as never, 'images' as never])
      .where('uid' as never, '=', user.uid as never)
      .execute();
    expect(stored).toEqual([{ content: '直播很卡顿，希望优化', images: '["/uploads/2026/a.png"]' }]);

    const list = (await account(server, user, 'encryptionActivityList', { lang: 'th' })).data ?? [];
    expect(list.length).toBe(3);
    expect(list[0]?.title).toBe('เช็คอินทุกวันรับแต้ม');
    const detail = await account(server, user, 'encryptionActivityDetail', {
      id: list[0]?.id ?? 0,
      lang: 'id',
    });
    expect(detail.data?.title).toBe('Check-in Harian Dapat Poin');
    expect(detail.data?.body.length).toBe(2);
    const config = await server.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'alertToActivityId')
      .executeTakeFirst();
    expect(Number(config?.value)).toBe(list[0]?.id);
    const img = await fetch(`${server.url}${list[0]?.cover}`);
    expect(img.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});
