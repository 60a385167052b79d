// Issue 43 item 2: invitation rewards farmed with scripted guests, welcome coins and VIP rewards for
// accounts a script makes for free, and a phone moved to a new account for a second welcome.
import { expect, test } from 'vitest';
import { MONEY_TYPE } from '../../../protocol/enums';
import { ACCOUNT_CODE, INVITE_REWARD, INVITE_REWARDS_PER_DAY } from '../../../protocol/mainApiAccount';
import { STARTING_COINS } from '../../../server/money/wallet';
import { createGuest, ImClient } from '../../helpers/imClient';
import { devSmsCode, imCall, type TestServer } from '../../helpers/server';
import { coinOf } from '../money-fixture';
import { account, DAY_MS, grant, guest, utc, verifyPhone } from '../points-fixture';
import { onEachStore } from './stores';

let phones = 0;
/** A fresh phone of this test process. */
function phone(): string {
  phones += 1;
  return `135${String(process.pid % 10_000).padStart(4, '0')}${String(phones).padStart(4, '0')}`;
}

/** Money-log rows of one type for `uid`. */
function logs(server: TestServer, uid: number, moneytype: number) {
  return server.db
    .selectFrom('money_log' as never)
    .select(['amount' as never, 'otheruid' as never])
    .where('uid' as never, '=', uid as never)
    .where('moneytype' as never, '=', moneytype as never)
    .execute();
}

/** Binds a phone to the socket's account with a bind-phone SMS code (msg_set_phonenum_req). */
async function bindPhone(server: TestServer, client: ImClient, number: string) {
  expect((await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: number, mtype: 4 })).ret).toBe(0);
  const verifycode = await devSmsCode(server.url, number);
  return client.request('msg_set_phonenum_req', { zone: '86', phonenum: number, verifycode });
}

onEachStore('invitation farming and free accounts', (start) => {
  test('20 scripted guests binding an invite code pay the inviter nothing; a guest has no welcome coins', async () => {
    const server = await start();
    const inviter = await guest(server, 'farm');
    const code = (await account(server, inviter, 'encryptionInviteInfo')).data?.code ?? '';
    const bound = await Promise.all(
      Array.from({ length: 20 }, async () =>
        account(server, await guest(server, 'farm'), 'encryptionBindInvite', { code }),
      ),
    );
    expect(bound.map((b) => b.code)).toEqual(Array(20).fill(200));
    expect(await logs(server, inviter.uid, MONEY_TYPE.INVITE_REWARD)).toEqual([]);
    expect((await account(server, inviter, 'encryptionInviteInfo')).data).toMatchObject({
      invited: 20,
      rewarded: 0,
    });
    // The guests' wallets (made by their first wallet read) start empty: no welcome for free.
    const viewer = await createGuest(server.url);
    const client = await ImClient.connect(server.url);
    const login = await client.login({ ...viewer, kind: 'h5' });
    expect(login.result).toBe(1);
    // The login's profile push, then the offline data's with the wallets.
    let notice = await client.nextPush('msg_user_data_notify');
    await client.request('msg_offline_data_req', {});
    while (notice.base_data.coin_list.length === 0) notice = await client.nextPush('msg_user_data_notify');
    expect(notice.base_data.coin_list[0]).toMatchObject({ cointype: 0, coin: 0 });
    expect(await coinOf(server.db, inviter.uid)).toBe(0);
    expect(await logs(server, viewer.uid, MONEY_TYPE.BACK_SITE_OPERATION)).toEqual([]);
    await client.close();
  });

  test('the reward is paid when the invitee verifies a phone, once per phone, and capped per inviter per day', async () => {
    let clock = utc('04:00:00', 26);
    const server = await start({}, { now: () => clock });
    const inviter = await guest(server, 'cap');
    const code = (await account(server, inviter, 'encryptionInviteInfo')).data?.code ?? '';
    const invitees = await Promise.all(
      Array.from({ length: INVITE_REWARDS_PER_DAY + 1 }, () => guest(server, 'cap')),
    );
    for (const invitee of invitees)
      expect((await account(server, invitee, 'encryptionBindInvite', { code })).code).toBe(200);
    for (const invitee of invitees.slice(0, INVITE_REWARDS_PER_DAY))
      await verifyPhone(server, invitee.deviceid, phone());
    expect(await logs(server, inviter.uid, MONEY_TYPE.INVITE_REWARD)).toHaveLength(INVITE_REWARDS_PER_DAY);
    // Past the cap: binding is refused, clearly; a bound invitee verifying today pays nothing.
    const late = await guest(server, 'cap');
    expect(await account(server, late, 'encryptionBindInvite', { code })).toMatchObject({
      code: ACCOUNT_CODE.LIMIT_REACHED,
      msg: `this inviter has had ${INVITE_REWARDS_PER_DAY} invitation rewards today: try again tomorrow`,
    });
    const last = invitees[INVITE_REWARDS_PER_DAY];
    if (!last) throw new Error('no last invitee');
    await verifyPhone(server, last.deviceid, phone());
    expect(await logs(server, inviter.uid, MONEY_TYPE.INVITE_REWARD)).toHaveLength(INVITE_REWARDS_PER_DAY);
    // The next product day the code takes invitees again.
    clock += DAY_MS;
    expect((await account(server, late, 'encryptionBindInvite', { code })).code).toBe(200);
    await verifyPhone(server, late.deviceid, phone());
    const paid = await logs(server, inviter.uid, MONEY_TYPE.INVITE_REWARD);
    expect(paid).toHaveLength(INVITE_REWARDS_PER_DAY + 1);
    expect(paid.every((r) => (r as { amount: number }).amount === INVITE_REWARD)).toBe(true);
  });

  test('a phone moved to another account brings no second welcome, invitation reward or VIP reward', async () => {
    let clock = utc('04:00:00', 26);
    const server = await start({}, { now: () => clock });
    const first = phone();
    const inviter1 = await guest(server, 'moved');
    const code1 = (await account(server, inviter1, 'encryptionInviteInfo')).data?.code ?? '';
    // An invited guest verifying a phone gets its welcome once, and its inviter the reward once.
    const invited = await guest(server, 'moved');
    expect((await account(server, invited, 'encryptionBindInvite', { code: code1 })).code).toBe(200);
    const a = await createGuest(server.url, invited.deviceid);
    expect(a.uid).toBe(invited.uid);
    const aSocket = await ImClient.connect(server.url);
    expect((await aSocket.login({ ...a, kind: 'h5' })).result).toBe(1);
    expect((await bindPhone(server, aSocket, first)).result).toBe(1);
    expect(await coinOf(server.db, a.uid)).toBe(STARTING_COINS);
    expect(await logs(server, inviter1.uid, MONEY_TYPE.INVITE_REWARD)).toEqual([
      { amount: INVITE_REWARD, otheruid: a.uid },
    ]);
    // Its second phone brings nothing more.
    expect((await bindPhone(server, aSocket, phone())).result).toBe(1);
    expect(await coinOf(server.db, a.uid)).toBe(STARTING_COINS);
    expect(await logs(server, inviter1.uid, MONEY_TYPE.INVITE_REWARD)).toHaveLength(1);
    // The first phone, now free, verified by a new guest invited by someone else: no welcome, no reward.
    clock += 10 * 60_000;
    const inviter = await guest(server, 'moved');
    const code = (await account(server, inviter, 'encryptionInviteInfo')).data?.code ?? '';
    const b = await guest(server, 'moved');
    expect((await account(server, b, 'encryptionBindInvite', { code })).code).toBe(200);
    expect(await verifyPhone(server, b.deviceid, first)).toBe(b.uid);
    expect(await coinOf(server.db, b.uid)).toBe(0);
    expect(await logs(server, b.uid, MONEY_TYPE.BACK_SITE_OPERATION)).toEqual([]);
    expect(await logs(server, inviter.uid, MONEY_TYPE.INVITE_REWARD)).toEqual([]);
    // A guest's points do not turn into coins; with a phone they do, once a day per phone.
    const c = await guest(server, 'moved');
    await grant(server, c.uid, 150, `moved-${c.uid}`);
    expect((await account(server, c, 'vipReward')).code).toBe(ACCOUNT_CODE.NEEDS_PHONE);
    await grant(server, b.uid, 150, `moved-${b.uid}`);
    expect((await account(server, b, 'vipReward')).code).toBe(200);
    await aSocket.close();
  });
});
