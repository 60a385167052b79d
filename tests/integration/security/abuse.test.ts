// Attacks 4, 5 and 8 (issue 14): SMS pumping (50 phones from one client, the per-phone wait dodged
// by writing 086 / 0086 / a leading 0), phone enumeration and online state of anyone, and a stranger
// locking the owner's password login.
import { expect, test } from 'vitest';
import { RESULT } from '../../../protocol/result';
import { makeFriendsIn } from '../../../server/friends/list';
import { PRIVACY_BIT } from '../../../server/friends/profileRules';
import { createGuest, ImClient } from '../../helpers/imClient';
import { devSmsCode, encodePassword, imCall, type TestServer } from '../../helpers/server';
import { imCallFrom, onEachStore, smsUser } from './stores';

const getValid = (server: TestServer, zone: string, uno: string) =>
  imCall(server.url, 'IMTools.getValid', { zone, uno, mtype: 1 });

onEachStore('abuse limits', (start) => {
  test('one client cannot pump SMS to 50 phones: after 20 an hour it gets ret 102, and nothing more is sent', async () => {
    const server = await start();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => getValid(server, '86', `139${String(i).padStart(8, '0')}`)),
    );
    expect(answers.filter((a) => a.ret === 0)).toHaveLength(20);
    expect(answers.filter((a) => a.ret === 102)).toHaveLength(30);
    const texts = await server.db.selectFrom('sms_codes').select('phone').execute();
    expect(texts).toHaveLength(20);
    // Another client still gets its code.
    expect(
      (
        await imCallFrom(server, '198.51.100.20', 'IMTools.getValid', {
          zone: '86',
          uno: '13700000001',
          mtype: 1,
        })
      ).ret,
    ).toBe(0);
  });

  test('the site-wide SMS limit holds across clients', async () => {
    const server = await start({}, { limits: { smsGlobal: { points: 3, durationS: 3600 } } });
    const rets: number[] = [];
    for (let i = 0; i < 5; i++) {
      rets.push(
        (
          await imCallFrom(server, `198.51.100.${30 + i}`, 'IMTools.getValid', {
            zone: '86',
            uno: `1360000000${i}`,
            mtype: 1,
          })
        ).ret,
      );
    }
    expect(rets).toEqual([0, 0, 0, 102, 102]);
  });

  test('the per-phone wait is not dodged by 086, 0086, +86, a leading 0 or the zone inside the number', async () => {
    let clock = Date.now();
    const server = await start({}, { now: () => clock });
    expect((await getValid(server, '86', '13811112222')).ret).toBe(0);
    for (const [zone, uno] of [
      ['086', '13811112222'],
      ['0086', '13811112222'],
      ['+86', '13811112222'],
      ['86', '013811112222'],
      ['0086', '0013811112222'],
      // The zone written inside the number (issue 43): one handset, one budget.
      ['86', '08613811112222'],
      ['86', '008613811112222'],
      ['86', '+8613811112222'],
      ['+86', '+86013811112222'],
    ]) {
      expect((await getValid(server, zone as string, uno as string)).ret, `${zone} ${uno}`).toBe(102);
    }
    // Whatever way it is written, the code logs into the one account +86 13811112222.
    const code = await devSmsCode(server.url, '13811112222');
    const login = await imCall(server.url, 'IMUser.verifyLogin', {
      zone: '0086',
      uno: '013811112222',
      verifycode: code,
    });
    expect(login.ret).toBe(0);
    expect(login.user as { phonenum: string; zone: string }).toMatchObject({
      phonenum: '13811112222',
      zone: '86',
    });
    // Five codes an hour per phone, then ret 102 until the hour is over.
    for (let i = 0; i < 4; i++) {
      clock += 31_000;
      expect((await getValid(server, '86', '13811112222')).ret).toBe(0);
    }
    clock += 31_000;
    expect((await getValid(server, '86', '13811112222')).ret).toBe(102);
    clock += 3_600_000;
    expect((await getValid(server, '86', '13811112222')).ret).toBe(0);
  });

  test('ten wrong passwords from a stranger lock the stranger out, not the owner', async () => {
    let clock = Date.now();
    const server = await start({}, { now: () => clock });
    const phone = '13822223333';
    const owner = await smsUser(server, phone);
    clock += 31_000;
    expect((await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 2 })).ret).toBe(0);
    const set = await imCall(
      server.url,
      'IMTools.setLoginPassWD',
      {
        fastkey: owner.fastkey,
        verifycode: await devSmsCode(server.url, phone),
        loginpasswd: encodePassword('owner-pw'),
      },
      { uid: owner.uid },
    );
    expect(set.ret).toBe(0);
    const attempt = (from: string, password: string) =>
      imCallFrom(server, from, 'IMUser.passwdLogin', {
        zone: '86',
        uno: phone,
        loginpasswd: encodePassword(password),
      });
    for (let i = 0; i < 10; i++) expect((await attempt('203.0.113.66', `guess-${i}`)).ret).toBe(11);
    expect((await attempt('203.0.113.66', 'owner-pw')).ret).toBe(102);
    expect((await attempt('198.51.100.7', 'owner-pw')).ret).toBe(0);
  });

  test('phone look-ups: refused to guests, hidden users stay hidden from strangers, 10 a minute per user', async () => {
    const server = await start();
    const target = await smsUser(server, '13833334444');
    const guest = await createGuest(server.url);
    const guestSocket = await ImClient.connect(server.url);
    await guestSocket.login(guest);
    await guestSocket.request('msg_get_user_info_req', { phonenum: '13833334444', zone: '86' });
    expect((await guestSocket.nextPush('msg_oper_result_notify')).result).toBe(RESULT.FAIL);

    const asker = await smsUser(server, '13833335555');
    const socket = await ImClient.connect(server.url);
    await socket.login(asker);
    const found = await socket.request('msg_get_user_info_req', { phonenum: '13833334444', zone: '86' });
    expect(found.user_info.uid).toBe(target.uid);

    // The target hides from phone search: a stranger gets "no such phone", a friend still finds it.
    const targetSocket = await ImClient.connect(server.url);
    await targetSocket.login(target);
    await targetSocket.request('msg_set_privacy_req', { ptype: PRIVACY_BIT.hideFromPhoneSearch, flagval: 1 });
    const hidden = await socket.request('msg_get_user_info_req', { phonenum: '13833334444', zone: '86' });
    expect(hidden.user_info.uid).toBe(0);
    expect((await socket.nextPush('msg_oper_result_notify')).result).toBe(RESULT.PHONE_ERROR);
    await server.db.transaction().execute((trx) => makeFriendsIn(trx, asker.uid, target.uid, Date.now()));
    expect(
      (await socket.request('msg_get_user_info_req', { phonenum: '13833334444', zone: '86' })).user_info.uid,
    ).toBe(target.uid);
    // The socket's look-up reads the zone written inside the number as the HTTP path does.
    expect(
      (await socket.request('msg_get_user_info_req', { phonenum: '+8613833334444', zone: '86' })).user_info
        .uid,
    ).toBe(target.uid);

    // 10 look-ups a minute: the 11th and later are refused, whatever the phone.
    const results: number[] = [];
    for (let i = 0; i < 12; i++) {
      const reply = await socket.request('msg_get_user_info_req', {
        phonenum: `1390000${String(i).padStart(4, '0')}`,
        zone: '86',
      });
      expect(reply.user_info.uid).toBe(0);
      results.push((await socket.nextPush('msg_oper_result_notify')).result);
    }
    expect(results.slice(0, 6)).toEqual(Array(6).fill(RESULT.PHONE_ERROR));
    expect(results.slice(6)).toEqual(Array(6).fill(RESULT.FAIL));
    for (const s of [guestSocket, socket, targetSocket]) await s.close();
  });

  test('online state of 2,000 arbitrary uids: only friends and group mates are answered', async () => {
    const server = await start();
    const me = await createGuest(server.url);
    const friend = await createGuest(server.url);
    const stranger = await createGuest(server.url);
    await server.db.transaction().execute((trx) => makeFriendsIn(trx, me.uid, friend.uid, Date.now()));
    const sockets = await Promise.all(
      [me, friend, stranger].map(async (u) => {
        const s = await ImClient.connect(server.url);
        expect((await s.login(u)).result).toBe(1);
        return s;
      }),
    );
    const mine = sockets[0];
    if (!mine) throw new Error('no socket');
    const uids = Array.from({ length: 1997 }, (_, i) => 100_000 + i).concat([
      friend.uid,
      stranger.uid,
      me.uid,
    ]);
    const asked = await mine.request('msg_online_list_req', { uidlist: [...new Set(uids)] });
    expect(asked.onlinelist.sort()).toEqual([me.uid, friend.uid].sort());
    await mine.request('msg_online_state_req', { uid: stranger.uid });
    expect((await mine.nextPush('msg_oper_result_notify')).result).toBe(RESULT.FAIL);
    expect((await mine.request('msg_online_state_req', { uid: friend.uid })).lastlogouttime).toBe(0);
    for (const s of sockets) await s.close();
  });

  test('the account API as a whole is limited per client address (429, ret 102)', async () => {
    const server = await start({}, { limits: { httpPerClient: { points: 5, durationS: 60 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await imCallFrom(server, '203.0.113.80', 'IMTools.testNet', {})).httpStatus);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await imCallFrom(server, '203.0.113.80', 'IMTools.testNet', {});
    expect(refused).toMatchObject({ httpStatus: 429, ret: 102 });
    expect((await imCallFrom(server, '203.0.113.81', 'IMTools.testNet', {})).httpStatus).toBe(200);
  });

  test('a route spelled with percent-escapes is limited as the route itself (the staff login)', async () => {
    const server = await start({}, { limits: { httpPerClient: { points: 3, durationS: 60 } } });
    const statuses: number[] = [];
    // NOTE: a name each, so the staff login's own delay per name and address (loginThrottle.ts) is not what answers.
    for (const [i, url] of [
      '/admin/api/login',
      '/%61dmin/api/login',
      '/admin/%61pi/login',
      '/%61dmin/api/login',
    ].entries()) {
      const answer = await server.app.inject({
        method: 'POST',
        url,
        payload: { name: `nobody${i}`, password: 'not the password', code: '000000' },
        remoteAddress: '203.0.113.90',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
