import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { MSG_TYPE } from '../../protocol/enums';
import { OPER, WITHDRAW_WINDOW_MS } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { FLAGGED_MAX } from '../../server/im/chatManage';
import { startServer, type TestServer } from '../helpers/server';
import { befriend, Devices, keyOf, sendText, TestClock, text } from './chat-fixture';

let server: TestServer;
const clock = new TestClock();
const devices = new Devices(() => server);

beforeAll(async () => {
  server = await startServer({}, { now: clock.now, snapSweepMs: 40 });
});
afterEach(() => devices.closeAll());
afterAll(async () => server?.close());

async function pair() {
  const alice = await devices.newUser();
  const aliceApp = await devices.secondDevice(alice.uid, 'app');
  const bob = await devices.newUser();
  await befriend(alice, bob);
  return { alice, aliceApp, bob, chatkey: keyOf(alice, bob) };
}

describe('withdraw', () => {
  test('the sender withdraws within 2 minutes: type 12, empty content, same number, seen by the other side', async () => {
    const { alice, aliceApp, bob, chatkey } = await pair();
    await sendText(alice, bob, 'first');
    const sent = (await sendText(alice, bob, 'oops')).msg_info;
    clock.advance(WITHDRAW_WINDOW_MS - 5000);
    const echo = await alice.client.request('msg_withdraw_msg_req', { chatkey, chatmsgno: sent.chatmsgno });
    expect(echo).toEqual({ chatkey, chatmsgno: sent.chatmsgno });
    for (const device of [bob, aliceApp]) {
      expect(await device.client.nextPush('msg_withdraw_msg_rep')).toEqual({
        chatkey,
        chatmsgno: sent.chatmsgno,
      });
    }
    const list = await bob.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(list.msg_list.map((m) => [m.chatmsgno, m.msgtype, text(m.content)])).toEqual([
      [1, MSG_TYPE.TEXT, 'first'],
      [2, MSG_TYPE.WITHDRAW, ''],
    ]);
    expect(alice.client.pushes('msg_oper_result_notify')).toEqual([]);
  });

  test('refused after 2 minutes, for the other side’s message and for a missing one; nothing changes', async () => {
    const { alice, bob, chatkey } = await pair();
    const old = (await sendText(alice, bob, 'old news')).msg_info;
    clock.advance(WITHDRAW_WINDOW_MS + 1000);
    const fresh = (await sendText(bob, alice, 'fresh')).msg_info;
    const refusal = async (chatmsgno: number, result: number) => {
      const echo = await alice.client.request('msg_withdraw_msg_req', { chatkey, chatmsgno });
      expect(echo).toEqual({ chatkey: 0n, chatmsgno: 0 });
      expect((await alice.client.nextPush('msg_oper_result_notify')).result).toBe(result);
    };
    await refusal(old.chatmsgno, RESULT.FAIL);
    await refusal(fresh.chatmsgno, RESULT.FAIL);
    await refusal(99, RESULT.FAIL);
    const list = await bob.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(list.msg_list.map((m) => text(m.content))).toEqual(['old news', 'fresh']);
    expect(bob.client.pushes('msg_withdraw_msg_rep')).toEqual([]);
  });
});

describe('deleting history', () => {
  test('delete chat clears it for the asker only; later messages still arrive', async () => {
    const { alice, aliceApp, bob, chatkey } = await pair();
    for (const body of ['a', 'b', 'c']) await sendText(bob, alice, body);
    const reply = await alice.client.request('msg_del_chat_msg_req', { chatkey });
    expect(reply).toEqual({ result: RESULT.SUCCESS, chatkey, chatmsgno: 3, uid: alice.uid });
    expect(await aliceApp.client.nextPush('msg_del_chat_msg_rep')).toEqual(reply);
    const mine = await aliceApp.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(mine.msg_list).toEqual([]);
    expect(mine.hasred).toBe(0);
    const theirs = await bob.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(theirs.msg_list.map((m) => text(m.content))).toEqual(['a', 'b', 'c']);
    await sendText(bob, alice, 'd');
    const after = await alice.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(after.msg_list.map((m) => [m.chatmsgno, text(m.content)])).toEqual([[4, 'd']]);
    expect(after.hasred).toBe(1);
  });

  test('confirm delete clears up to a number, never back, never past the newest', async () => {
    const { alice, aliceApp, bob, chatkey } = await pair();
    for (const body of ['a', 'b', 'c', 'd']) await sendText(alice, bob, body);
    const reply = await alice.client.request('msg_confirm_del_req', { chatkey, chatmsgno: 2 });
    expect(reply).toEqual({ result: RESULT.SUCCESS, chatkey, chatmsgno: 2 });
    expect(await aliceApp.client.nextPush('msg_confirm_del_rep')).toEqual(reply);
    expect((await alice.client.request('msg_confirm_del_req', { chatkey, chatmsgno: 1 })).chatmsgno).toBe(2);
    const list = await alice.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(list.msg_list.map((m) => text(m.content))).toEqual(['c', 'd']);
    expect((await alice.client.request('msg_confirm_del_req', { chatkey, chatmsgno: 50 })).chatmsgno).toBe(4);
    expect((await alice.client.request('msg_confirm_del_req', { chatkey, chatmsgno: 0 })).result).toBe(
      RESULT.FAIL,
    );
    expect(
      (await bob.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 })).msg_list,
    ).toHaveLength(4);
  });
});

describe('mute and pin', () => {
  test('per user, listed with their times, pushed to the asker’s other devices, bad opertype refused', async () => {
    const { alice, aliceApp, bob, chatkey } = await pair();
    const other = chatKey(alice.uid, 10000);
    const muted = await alice.client.request('msg_mute_chat_req', { chatkey, opertype: OPER.ON });
    expect(muted).toEqual({ chatkey, opertype: OPER.ON, result: RESULT.SUCCESS });
    expect(await aliceApp.client.nextPush('msg_mute_chat_rep')).toEqual(muted);
    await alice.client.request('msg_mute_chat_req', { chatkey: other, opertype: OPER.ON });
    const pinned = await alice.client.request('msg_pin_chat_req', { chatkey, opertype: OPER.ON });
    expect(pinned.result).toBe(RESULT.SUCCESS);
    expect(Math.abs(pinned.opertime - clock.now() / 1000)).toBeLessThan(5);
    expect(await aliceApp.client.nextPush('msg_pin_chat_rep')).toEqual(pinned);

    const mutes = await alice.client.request('msg_mute_list_req', {});
    expect(mutes.chatkeys.map((c) => c.chatkey).sort()).toEqual([chatkey, other].sort());
    const pins = await alice.client.request('msg_pin_list_req', {});
    expect(pins.chatkeys).toEqual([{ chatkey, opertime: pinned.opertime }]);
    expect((await bob.client.request('msg_mute_list_req', {})).chatkeys).toEqual([]);

    await alice.client.request('msg_mute_chat_req', { chatkey, opertype: OPER.OFF });
    await alice.client.request('msg_pin_chat_req', { chatkey, opertype: OPER.OFF });
    expect((await alice.client.request('msg_mute_list_req', {})).chatkeys.map((c) => c.chatkey)).toEqual([
      other,
    ]);
    expect((await alice.client.request('msg_pin_list_req', {})).chatkeys).toEqual([]);
    expect((await alice.client.request('msg_mute_chat_req', { chatkey, opertype: 2 })).result).toBe(
      RESULT.FAIL,
    );
    expect((await alice.client.request('msg_pin_chat_req', { chatkey, opertype: -1 })).result).toBe(
      RESULT.FAIL,
    );
  });

  test(`at most ${FLAGGED_MAX} muted chats: one more is refused, re-muting one is not`, async () => {
    const alice = await devices.newUser();
    const keys = Array.from({ length: FLAGGED_MAX }, (_, i) => chatKey(alice.uid, 200_000 + i));
    for (let i = 0; i < keys.length; i += 200) {
      const batch = keys.slice(i, i + 200);
      const replies = await Promise.all(
        batch.map((chatkey) => alice.client.request('msg_mute_chat_req', { chatkey, opertype: OPER.ON })),
      );
      expect(replies.every((r) => r.result === RESULT.SUCCESS)).toBe(true);
    }
    const extra = chatKey(alice.uid, 300_000);
    expect(
      (await alice.client.request('msg_mute_chat_req', { chatkey: extra, opertype: OPER.ON })).result,
    ).toBe(RESULT.FAIL);
    const again = await alice.client.request('msg_mute_chat_req', {
      chatkey: keys[0] ?? 0n,
      opertype: OPER.ON,
    });
    expect(again.result).toBe(RESULT.SUCCESS);
    const list = await alice.client.request('msg_mute_list_req', {});
    expect(list.chatkeys).toHaveLength(FLAGGED_MAX);
    expect(list.chatkeys.some((c) => c.chatkey === extra)).toBe(false);
  });
});

describe('self-destructing messages', () => {
  test('a message sent with snaptime disappears snaptime seconds after the receiver read it', async () => {
    const { alice, aliceApp, bob, chatkey } = await pair();
    await sendText(alice, bob, 'kept');
    const set = await alice.client.request('msg_set_snapchat_req', { chatkey, snaptime: 30 });
    expect(set).toEqual({ result: RESULT.SUCCESS, chatkey, snaptime: 30 });
    expect(await bob.client.nextPush('msg_set_snapchat_rep')).toEqual(set);
    expect(await aliceApp.client.nextPush('msg_set_snapchat_rep')).toEqual(set);
    expect((await bob.client.request('msg_snap_list_req', {})).snaplist).toEqual([{ chatkey, snaptime: 30 }]);

    const secret = (await sendText(alice, bob, 'burn after reading')).msg_info;
    expect(secret.snaptime).toBe(30);
    // Unread, it stays however long it waits.
    clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(
      (await bob.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 })).msg_list,
    ).toHaveLength(2);

    await bob.client.request('msg_confirm_read_req', { chatkey, chatmsgno: secret.chatmsgno });
    clock.advance(29_000);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(bob.client.pushes('msg_withdraw_msg_rep')).toEqual([]);
    clock.advance(2000);
    for (const device of [alice, aliceApp, bob]) {
      expect(await device.client.nextPush('msg_withdraw_msg_rep')).toEqual({
        chatkey,
        chatmsgno: secret.chatmsgno,
      });
    }
    const list = await alice.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(list.msg_list.map((m) => [m.msgtype, text(m.content)])).toEqual([
      [MSG_TYPE.TEXT, 'kept'],
      [MSG_TYPE.WITHDRAW, ''],
    ]);

    await bob.client.request('msg_set_snapchat_req', { chatkey, snaptime: 0 });
    expect((await alice.client.request('msg_snap_list_req', {})).snaplist).toEqual([]);
    expect((await sendText(alice, bob, 'normal again')).msg_info.snaptime).toBe(0);
    expect((await bob.client.request('msg_set_snapchat_req', { chatkey, snaptime: -5 })).result).toBe(
      RESULT.FAIL,
    );
  });

  test('the screenshot flag is shared by both sides', async () => {
    const { alice, bob, chatkey } = await pair();
    expect(await bob.client.request('msg_get_screenshot_req', { chatkey })).toEqual({
      chatkey,
      screenshot: 0,
    });
    const set = await alice.client.request('msg_set_screenshot_req', { chatkey, flag: 1 });
    expect(set).toEqual({ result: RESULT.SUCCESS, chatkey, screenshot: 1, uid: alice.uid });
    expect(await bob.client.nextPush('msg_set_screenshot_rep')).toEqual(set);
    expect(await bob.client.request('msg_get_screenshot_req', { chatkey })).toEqual({
      chatkey,
      screenshot: 1,
    });
    expect((await bob.client.request('msg_set_screenshot_req', { chatkey, flag: 3 })).result).toBe(
      RESULT.FAIL,
    );
    expect(await alice.client.request('msg_get_screenshot_req', { chatkey })).toEqual({
      chatkey,
      screenshot: 1,
    });
  });
});
