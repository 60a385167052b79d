import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { RESULT } from '../../protocol/result';
import { DOWNLOAD_CHUNK_BYTES } from '../../server/friends/addressBook';
import { addGlobalPhrase, modifyPhrase, PHRASE_OPER, phrasesOf } from '../../server/friends/phrases';
import { findForbiddenPhrase } from '../../server/friends/relations';
import { friendsDb } from '../../server/friends/tables';
import { addDeviceSession, createGuest, ImClient, type TestUser } from '../helpers/imClient';
import { devSmsCode, imCall, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
const clients: ImClient[] = [];

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => server?.close());

async function login(session: TestUser, kind: 'h5' | 'app' = 'h5'): Promise<ImClient> {
  const client = await ImClient.connect(server.url);
  clients.push(client);
  expect((await client.login({ ...session, kind })).result).toBe(RESULT.SUCCESS);
  return client;
}

/** A guest logged in on two devices (h5 and app). */
async function twoDevices(): Promise<{ uid: number; h5: ImClient; app: ImClient }> {
  const guest = await createGuest(server.url);
  const h5 = await login(guest, 'h5');
  const app = await login(await addDeviceSession(server.db, guest.uid), 'app');
  return { uid: guest.uid, h5, app };
}

const utf8 = new TextEncoder();
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('nickname (spec 000 §5)', () => {
  test('1..6 Chinese characters, different, once a day; otherwise 7 and unchanged', async () => {
    const { uid, h5, app } = await twoDevices();
    for (const bad of ['', '   ', 'Tom', '小明Tom', '一二三四五六七', '小 明', '😀']) {
      expect((await h5.request('msg_set_name_req', { name: bad })).result).toBe(RESULT.INVALID_NICKNAME);
    }
    const done = await h5.request('msg_set_name_req', { name: '小明' });
    expect(done).toEqual({ result: 1, name: '小明' });
    expect(await app.nextPush('msg_set_name_rep')).toEqual(done);
    expect((await server.accounts.getProfile(uid))?.nickname).toBe('小明');
    // Same name, or a second change within a day: 7.
    expect((await app.request('msg_set_name_req', { name: '小明' })).result).toBe(7);
    expect((await app.request('msg_set_name_req', { name: '小红' })).result).toBe(7);
    expect((await server.accounts.getProfile(uid))?.nickname).toBe('小明');
    await server.db
      .updateTable('users')
      .set({ nickname_changed_at: Date.now() - 24 * 3600_000 - 1000 })
      .where('uid', '=', uid)
      .execute();
    expect((await app.request('msg_set_name_req', { name: '六个汉字名字' })).result).toBe(1);
    expect((await server.accounts.getProfile(uid))?.nickname).toBe('六个汉字名字');
  });
});

describe('privacy', () => {
  test('bit 63 and bit 0 set and cleared exactly; the reply carries the whole 64-bit field', async () => {
    const { uid, h5, app } = await twoDevices();
    // The wire's int64 carries the unsigned bitfield as its two's complement.
    const bits = (privacy: bigint) => BigInt.asUintN(64, privacy);
    const set63 = await h5.request('msg_set_privacy_req', { ptype: 63, flagval: 1 });
    expect(set63).toEqual({ result: 1, ptype: 63, flagval: 1, privacy: -(1n << 63n) });
    expect(bits(set63.privacy)).toBe(1n << 63n);
    expect(await app.nextPush('msg_set_privacy_rep')).toEqual(set63);
    expect(bits((await h5.request('msg_set_privacy_req', { ptype: 0, flagval: 1 })).privacy)).toBe(
      (1n << 63n) + 1n,
    );
    expect(bits((await h5.request('msg_set_privacy_req', { ptype: 62, flagval: 1 })).privacy)).toBe(
      (1n << 63n) + (1n << 62n) + 1n,
    );
    // The user's own profile (user-data push, get user info) carries the same bits.
    const info = await h5.request('msg_get_user_info_req', { uid });
    expect(bits(info.user_info.privacy)).toBe((1n << 63n) + (1n << 62n) + 1n);
    expect(bits((await h5.request('msg_set_privacy_req', { ptype: 63, flagval: 0 })).privacy)).toBe(
      (1n << 62n) + 1n,
    );
    expect((await server.accounts.getProfile(uid))?.privacy).toBe((1n << 62n) + 1n);
    for (const bad of [
      { ptype: 64, flagval: 1 },
      { ptype: -1, flagval: 1 },
      { ptype: 3, flagval: 2 },
    ]) {
      expect((await h5.request('msg_set_privacy_req', bad)).result).toBe(0);
    }
    expect((await server.accounts.getProfile(uid))?.privacy).toBe((1n << 62n) + 1n);
  });
});

describe('other profile setters', () => {
  test('signature, region, avatar, complete name: stored, echoed to other devices, bad input 0', async () => {
    const { uid, h5, app } = await twoDevices();
    const sign = await h5.request('msg_set_sign_req', { sign: ' 天天开心 ' });
    expect(sign).toEqual({ result: 1, sign: '天天开心' });
    expect(await app.nextPush('msg_set_sign_rep')).toEqual(sign);
    expect((await h5.request('msg_set_sign_req', { sign: '天天开心' })).result).toBe(0);
    expect((await h5.request('msg_set_sign_req', { sign: '' })).result).toBe(0);
    expect((await h5.request('msg_set_sign_req', { sign: 'x'.repeat(101) })).result).toBe(0);

    expect(await h5.request('msg_set_region_req', { region: '广东 深圳' })).toEqual({
      result: 1,
      region: '广东 深圳',
    });
    expect((await h5.request('msg_set_region_req', { region: 'a\u0007b' })).result).toBe(0);

    expect(await h5.request('msg_set_headurl_req', { headurl: '/uploads/a.png' })).toMatchObject({
      result: 1,
    });
    for (const bad of ['', 'javascript:alert(1)', '//evil.example/a.png', '/a b.png']) {
      expect((await h5.request('msg_set_headurl_req', { headurl: bad })).result).toBe(0);
    }
    expect(await h5.request('msg_set_complete_name_req', { firstname: 'Ada', lastname: 'Lovelace' })).toEqual(
      {
        result: 1,
        firstname: 'Ada',
        lastname: 'Lovelace',
      },
    );
    expect((await h5.request('msg_set_complete_name_req', { firstname: '', lastname: ' ' })).result).toBe(0);

    const profile = await server.accounts.getProfile(uid);
    expect(profile).toMatchObject({
      sign: '天天开心',
      region: '广东 深圳',
      headurl: '/uploads/a.png',
      firstname: 'Ada',
      lastname: 'Lovelace',
    });
  });

  test('phone number with a bind-phone SMS code: 2 bad phone, 44 wrong code, 34 taken, then bound', async () => {
    const { uid, h5 } = await twoDevices();
    const other = await createGuest(server.url);
    const phone = `137${String(process.pid % 100_000).padStart(5, '0')}11`;
    expect(
      (await h5.request('msg_set_phonenum_req', { zone: '86', phonenum: '12ab', verifycode: '123456' }))
        .result,
    ).toBe(2);
    expect(
      (await h5.request('msg_set_phonenum_req', { zone: 'x', phonenum: phone, verifycode: '123456' })).result,
    ).toBe(2);
    expect((await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 4 })).ret).toBe(0);
    const code = await devSmsCode(server.url, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await h5.request('msg_set_phonenum_req', { zone: '86', phonenum: phone, verifycode: wrong })).result,
    ).toBe(44);
    expect((await server.accounts.getProfile(uid))?.phonenum).toBe('');
    const bound = await h5.request('msg_set_phonenum_req', { zone: '86', phonenum: phone, verifycode: code });
    expect(bound).toEqual({ result: 1, zone: '86', phonenum: phone });
    expect((await server.accounts.getProfile(uid))?.phonenum).toBe(phone);
    // The code is used up, and the number is now taken.
    const otherClient = await login(other);
    expect(
      (await otherClient.request('msg_set_phonenum_req', { zone: '86', phonenum: phone, verifycode: code }))
        .result,
    ).toBe(34);
  });

  test('bty register and top-up uid: an existing other user; 0 otherwise', async () => {
    const { uid, h5 } = await twoDevices();
    const other = await createGuest(server.url);
    expect((await h5.request('msg_set_bty_register_req', { setuid: other.uid })).result).toBe(1);
    expect((await h5.request('msg_set_bty_topup_req', { setuid: other.uid })).result).toBe(1);
    expect((await h5.request('msg_set_bty_topup_req', { setuid: uid })).result).toBe(0);
    expect((await h5.request('msg_set_bty_register_req', { setuid: 999_999_999 })).result).toBe(0);
    const rows = await friendsDb(server.db)
      .selectFrom('bty_settings')
      .selectAll()
      .where('uid', '=', uid)
      .execute();
    expect(rows.map((r) => [r.kind, r.setuid]).sort()).toEqual([
      ['register', other.uid],
      ['topup', other.uid],
    ]);
  });
});

describe('address book', () => {
  test('chunks kept until is_end; the last complete upload comes back in chunks', async () => {
    const { h5 } = await twoDevices();
    const empty = await h5.request('msg_get_addressbook_req', {});
    expect(empty).toEqual({ addressbook: new Uint8Array(0), is_end: 1 });
    const book = new Uint8Array(DOWNLOAD_CHUNK_BYTES * 2 + 123).map((_, i) => (i * 7) & 0xff);
    const parts = [book.subarray(0, 50_000), book.subarray(50_000, 100_000), book.subarray(100_000)];
    expect(await h5.request('msg_upload_addressbook_req', { addressbook: parts[0], is_end: 0 })).toEqual({
      result: 1,
      is_end: 0,
    });
    // Half an upload is not the address book yet.
    expect((await h5.request('msg_get_addressbook_req', {})).addressbook).toEqual(new Uint8Array(0));
    await h5.request('msg_upload_addressbook_req', { addressbook: parts[1], is_end: 0 });
    expect(
      (await h5.request('msg_upload_addressbook_req', { addressbook: parts[2], is_end: 1 })).result,
    ).toBe(1);

    const got = [await h5.request('msg_get_addressbook_req', {})];
    while (got.at(-1)?.is_end !== 1) got.push(await h5.nextPush('msg_get_addressbook_rep'));
    expect(got).toHaveLength(3);
    expect(Buffer.concat(got.map((g) => g.addressbook))).toEqual(Buffer.from(book));
    expect(
      (await h5.request('msg_upload_addressbook_req', { addressbook: parts[0], is_end: 2 })).result,
    ).toBe(0);
  });
});

describe('forbidden phrases', () => {
  test('add, list, remove; the check sees the own list and the global one; bad input 0', async () => {
    const { uid, h5 } = await twoDevices();
    const stranger = await login(await createGuest(server.url));
    const add = await h5.request('msg_modify_forbid_words_req', {
      content: utf8.encode(' 广告 '),
      optype: 1,
    });
    expect(add.result).toBe(1);
    expect(text(add.content)).toBe('广告');
    await h5.request('msg_modify_forbid_words_req', { content: utf8.encode('Spam'), optype: 1 });
    await h5.request('msg_modify_forbid_words_req', { content: utf8.encode('SPAM'), optype: 1 });
    expect((await h5.request('msg_get_forbid_words_req', {})).forbidlist.map(text)).toEqual(['广告', 'Spam']);
    expect((await stranger.request('msg_get_forbid_words_req', {})).forbidlist).toEqual([]);

    expect(await findForbiddenPhrase(server.db, uid, '加我看广告')).toBe('广告');
    expect(await findForbiddenPhrase(server.db, uid, 'no spam here')).toBe('Spam');
    expect(await findForbiddenPhrase(server.db, uid, '你好')).toBeUndefined();
    await addGlobalPhrase(server.db, Date.now(), '赌博');
    expect(await findForbiddenPhrase(server.db, uid + 1, '来赌博吧')).toBe('赌博');

    expect(
      (await h5.request('msg_modify_forbid_words_req', { content: utf8.encode('spam'), optype: 0 })).result,
    ).toBe(1);
    expect((await h5.request('msg_get_forbid_words_req', {})).forbidlist.map(text)).toEqual(['广告']);
    for (const bad of [
      { content: utf8.encode(''), optype: 1 },
      { content: utf8.encode('x'.repeat(51)), optype: 1 },
      { content: new Uint8Array([0xff, 0xfe]), optype: 1 },
      { content: utf8.encode('ok'), optype: 3 },
    ]) {
      expect((await h5.request('msg_modify_forbid_words_req', bad)).result).toBe(0);
    }
    expect((await h5.request('msg_get_forbid_words_req', {})).forbidlist.map(text)).toEqual(['广告']);

    // Two phrases added within one millisecond keep the order they came in, not their text's.
    const at = Date.now();
    await modifyPhrase(server.db, at, uid, 'zz 先', PHRASE_OPER.ADD);
    await modifyPhrase(server.db, at, uid, 'aa 后', PHRASE_OPER.ADD);
    expect(await phrasesOf(server.db, uid)).toEqual(['广告', 'zz 先', 'aa 后']);
  });
});
