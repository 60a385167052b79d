import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COIN, MONEY_TYPE, MSG_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { createUser } from '../../server/accounts/users';
import { pushRates } from '../../server/im/money';
import { INSTANT_PROVIDER, Payments } from '../../server/money/payments';
import { setRate } from '../../server/money/rates';
import { moneyDb } from '../../server/money/tables';
import type { ImClient } from '../helpers/imClient';
import { devSmsCode, imCall, startServer, type TestServer } from '../helpers/server';
import { authCode, coinOf, newPhone, payUsers, socketOf, totalOf } from './money-fixture';

describe('wallet, pay password and transfers (SQLite)', () => {
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

  test('the pay password: set by SMS code, 13 before, 11 when wrong and locked after 5, changed with the old one; an auth code pays once', async () => {
    const phone = newPhone();
    const { uid } = await createUser(server.db, Date.now(), { phone, zone: '86', channel: 8, siteid: 3 });
    const me = await open(uid);
    expect((await me.request('msg_pay_authcode_req', { paypasswd: '123456' })).result).toBe(
      RESULT.PASSWORD_NOT_SET,
    );
    expect((await me.request('msg_set_pay_passwd_req', { paypasswd: '123456' })).result).toBe(RESULT.FAIL);
    expect(
      (await me.request('msg_set_pay_passwd_req', { paypasswd: '123456', verifycode: '000000' })).result,
    ).toBe(RESULT.VERIFY_CODE_ERROR);
    expect((await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 5 })).ret).toBe(0);
    const code = await devSmsCode(server.url, phone);
    expect(
      (await me.request('msg_set_pay_passwd_req', { paypasswd: '12345', verifycode: code })).result,
    ).toBe(RESULT.FAIL);
    expect(
      (await me.request('msg_set_pay_passwd_req', { paypasswd: '123456', verifycode: code })).result,
    ).toBe(1);
    // The SMS code is spent.
    expect(
      (await me.request('msg_set_pay_passwd_req', { paypasswd: '654321', verifycode: code })).result,
    ).toBe(RESULT.VERIFY_CODE_ERROR);
    const stored = await moneyDb(server.db)
      .selectFrom('pay_passwords')
      .select('hash')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    expect(stored.hash).toMatch(/^scrypt\$/);

    const good = await me.request('msg_pay_authcode_req', { paypasswd: '123456' });
    expect(good.result).toBe(1);
    expect(good.auth_code).toMatch(/^[0-9a-f]{32}$/);
    const shop = (authcode: string) =>
      me.request('msg_shopcoin_oper_req', { opertype: 1, amount: 100, authcode, cointype: 0 });
    expect((await shop(good.auth_code)).result).toBe(1);
    expect((await shop(good.auth_code)).result).toBe(RESULT.INVALID_AUTH_CODE);
    expect((await shop('')).result).toBe(RESULT.INVALID_AUTH_CODE);

    // Four wrong, then the right one clears the count; five wrong in a row lock even the right one.
    for (let i = 0; i < 4; i++)
      expect((await me.request('msg_pay_authcode_req', { paypasswd: '000000' })).result).toBe(11);
    expect((await me.request('msg_pay_authcode_req', { paypasswd: '123456' })).result).toBe(1);
    const wrong = await Promise.all(
      Array.from({ length: 5 }, () => me.request('msg_pay_authcode_req', { paypasswd: '999999' })),
    );
    // Issue 47: the wrong ones say the tries left, the one that locks says 50 and until when.
    expect(wrong.map((r) => r.result).sort()).toEqual([11, 11, 11, 11, RESULT.PAY_PASSWORD_LOCKED]);
    expect(
      wrong
        .filter((r) => r.result === 11)
        .map((r) => r.tries_left)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    const locked = await me.request('msg_pay_authcode_req', { paypasswd: '123456' });
    expect(locked.result).toBe(RESULT.PAY_PASSWORD_LOCKED);
    expect(locked.unlock_at * 1000).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(
      (await me.request('msg_set_pay_passwd_req', { paypasswd: '111111', oldpasswd: '123456' })).result,
    ).toBe(RESULT.PAY_PASSWORD_LOCKED);
  });

  test('an auth code used by two operations at once pays for one', async () => {
    const [u] = await payUsers(server.db, 1);
    if (!u) throw new Error('no user');
    const a = await open(u.uid);
    const b = await socketOf(server.url, server.db, u.uid, 'app');
    sockets.push(b);
    const code = await authCode(a);
    const ops = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? a : b).request('msg_shopcoin_oper_req', {
          opertype: 1,
          amount: 10,
          authcode: code,
          cointype: 0,
        }),
      ),
    );
    expect(ops.filter((r) => r.result === 1)).toHaveLength(1);
    expect(ops.filter((r) => r.result === RESULT.INVALID_AUTH_CODE)).toHaveLength(7);
    const wallet = await moneyDb(server.db)
      .selectFrom('wallets')
      .select(['coin', 'shopcoin'])
      .where('uid', '=', u.uid)
      .executeTakeFirstOrThrow();
    expect(wallet).toEqual({ coin: 100_000 - 10, shopcoin: 10 });
  });

  test('a transfer by phone: 10 when short and nothing moves; else both wallets, two log rows, a type-10 message and the new balances pushed', async () => {
    const [a, b] = await payUsers(server.db, 2, 1_000);
    if (!a || !b) throw new Error('no users');
    const [sa, sb] = [await open(a.uid), await open(b.uid)];
    const send = async (amount: number, target = b.phone) =>
      sa.request('msg_transfer_req', {
        target_phonenum: target,
        trans_amount: amount,
        remarks: '午饭',
        authcode: await authCode(sa),
        cointype: 0,
      });
    expect((await send(1_001)).result).toBe(RESULT.MONEY_NOT_ENOUGH);
    expect((await send(0)).result).toBe(RESULT.FAIL);
    expect((await send(10, 'abc')).result).toBe(RESULT.INVALID_PHONE);
    expect((await send(10, '19999999999')).result).toBe(RESULT.PHONE_ERROR);
    expect((await send(10, a.phone)).result).toBe(RESULT.CANNOT_DEAL_WITH_SELF);
    expect([await coinOf(server.db, a.uid), await coinOf(server.db, b.uid)]).toEqual([1_000, 1_000]);

    expect((await send(250)).result).toBe(1);
    expect([await coinOf(server.db, a.uid), await coinOf(server.db, b.uid)]).toEqual([750, 1_250]);
    const message = await sb.nextPush('msg_send_private_msg_rep');
    expect(message.msg_info.msgtype).toBe(MSG_TYPE.TRANSFER_MONEY);
    expect(JSON.parse(new TextDecoder().decode(message.msg_info.content))).toMatchObject({
      uid: a.uid,
      touid: b.uid,
      amount: 250,
    });
    // The login's own user data came first; the transfer's push follows it.
    await expect.poll(() => sb.pushes('msg_user_data_notify').length).toBe(2);
    const pushed = sb.pushes('msg_user_data_notify')[1];
    expect(pushed?.base_data.coin).toBe(1_250);
    expect(pushed?.base_data.coin_list.find((c) => c.cointype === COIN.CNY)?.coin).toBe(1_250);

    const logA = await sa.request('msg_money_change_list_req', {
      before_id: 0,
      moneytype: MONEY_TYPE.TRANSFER,
    });
    const logB = await sb.request('msg_money_change_list_req', { before_id: 0, moneytype: 0 });
    expect(logA.money_list).toEqual([
      expect.objectContaining({ amount: -250, otheruid: b.uid, remarks: '午饭' }),
    ]);
    expect(logB.money_list[0]).toMatchObject({
      amount: 250,
      otheruid: a.uid,
      orderid: logA.money_list[0]?.orderid,
    });
  });

  test('transfers in both directions at once keep the total and never go below 0', async () => {
    const [a, b] = await payUsers(server.db, 2, 5_000);
    if (!a || !b) throw new Error('no users');
    const [sa, sb] = [await open(a.uid), await open(b.uid)];
    const codes = await Promise.all([...Array(40)].map((_, i) => authCode(i % 2 === 0 ? sa : sb)));
    const results = await Promise.all(
      codes.map((authcode, i) =>
        (i % 2 === 0 ? sa : sb).request('msg_transfer_req', {
          target_phonenum: i % 2 === 0 ? b.phone : a.phone,
          trans_amount: 300 + i,
          remarks: '',
          authcode,
          cointype: 0,
        }),
      ),
    );
    expect(results.every((r) => r.result === 1 || r.result === RESULT.MONEY_NOT_ENOUGH)).toBe(true);
    expect(results.filter((r) => r.result === 1).length).toBeGreaterThan(20);
    expect(await totalOf(server.db, [a.uid, b.uid])).toBe(10_000);
    expect(Math.min(await coinOf(server.db, a.uid), await coinOf(server.db, b.uid))).toBeGreaterThanOrEqual(
      0,
    );
  });

  test('the money log pages back newest first; an instant top-up credits once; a third-party order is paid once; rates are pushed', async () => {
    const [u] = await payUsers(server.db, 1, 0);
    if (!u) throw new Error('no user');
    const me = await open(u.uid);
    const provider = new Payments(server.db, INSTANT_PROVIDER, false);
    for (let i = 1; i <= 25; i++)
      await provider.topUp({ uid: u.uid, cointype: 0, amount: i, clientkey: '', loopback: false });
    const first = await me.request('msg_money_change_list_req', {
      before_id: 0,
      moneytype: MONEY_TYPE.RECHARGE,
    });
    expect(first.money_list.map((r) => r.amount)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    const second = await me.request('msg_money_change_list_req', {
      before_id: first.money_list[19]?.id ?? 0,
      moneytype: MONEY_TYPE.RECHARGE,
    });
    expect(second.money_list.map((r) => r.amount)).toEqual([5, 4, 3, 2, 1]);
    expect(await coinOf(server.db, u.uid)).toBe(325);

    const order = await provider.charge(u.uid, 0, 300, 'match pass');
    const pay = async () => me.request('msg_third_pay_req', { orderid: order, authcode: await authCode(me) });
    expect(
      (await me.request('msg_third_pay_req', { orderid: 'nope', authcode: await authCode(me) })).result,
    ).toBe(RESULT.ORDER_NOT_EXIST);
    expect((await pay()).result).toBe(1);
    expect((await pay()).result).toBe(RESULT.ORDER_NOT_EXIST);
    expect(await coinOf(server.db, u.uid)).toBe(25);

    await setRate(
      server.db,
      { cointype: 0, outcointype: 1 },
      { crate: 700, trate: 710, drate: 690, crate1: 14, trate1: 15, drate1: 13 },
      Date.now(),
    );
    await pushRates({ db: server.db, registry: server.server.im.registry });
    expect((await me.nextPush('msg_rate_notify')).ratelist).toEqual([
      { cointype: 0, outcointype: 1, crate: 700, trate: 710, drate: 690, crate1: 14, trate1: 15, drate1: 13 },
    ]);
  });
});
