import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { messageId } from '../../protocol/ids';
import { RED_TYPE } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import type { RequestName } from '../../server/im';
import { startServer, type TestServer } from '../helpers/server';
import { befriend, Devices, keyOf, nextRedDot, redDots, sendText, text } from './chat-fixture';

let server: TestServer;
const devices = new Devices(() => server);

beforeAll(async () => {
  server = await startServer();
});
afterEach(() => devices.closeAll());
afterAll(async () => server?.close());

async function pairWithMessages(count: number) {
  const alice = await devices.newUser();
  const aliceApp = await devices.secondDevice(alice.uid, 'app');
  const bob = await devices.newUser();
  const bobApp = await devices.secondDevice(bob.uid, 'app');
  await befriend(alice, bob);
  for (let i = 1; i <= count; i++) await sendText(alice, bob, `m${i}`);
  return { alice, aliceApp, bob, bobApp, chatkey: keyOf(alice, bob) };
}

describe('reading', () => {
  test('unread counts, confirm read, the receipt to the sender’s devices and red dot 4 to the reader’s others', async () => {
    const { alice, aliceApp, bob, bobApp, chatkey } = await pairWithMessages(5);
    const before = await bob.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(before.hasred).toBe(5);
    expect(before.readversion).toBe(0);

    expect((await bob.client.request('msg_confirm_read_req', { chatkey, chatmsgno: 3 })).result).toBe(
      RESULT.SUCCESS,
    );
    for (const device of [alice, aliceApp]) {
      const receipt = await device.client.nextPush('msg_confirm_has_read_rep');
      expect(receipt.chatkey).toBe(chatkey);
      expect(receipt.chatmsgno_list).toEqual([3]);
    }
    const red = await nextRedDot(bobApp, RED_TYPE.READ_ELSEWHERE);
    expect(red).toMatchObject({ chatkey, uid: bob.uid });
    expect(text(red.content)).toBe('3');
    expect(redDots(bob, RED_TYPE.READ_ELSEWHERE)).toEqual([]);

    const after = await bob.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(after.hasred).toBe(2);
    const senderView = await alice.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(senderView.readversion).toBe(3);
    expect(senderView.hasred).toBe(0);

    // Reading backwards changes nothing and pushes nothing.
    await bob.client.request('msg_confirm_read_req', { chatkey, chatmsgno: 2 });
    const readList = await alice.client.request('msg_has_read_list_req', {
      chatkey,
      chatmsgno_list: [1, 3, 4, 5],
    });
    expect(readList.chatmsgno_list).toEqual([1, 3]);
    expect(alice.client.pushes('msg_confirm_has_read_rep')).toHaveLength(1);
  });

  test('confirm has-read marks up to the highest listed; reading past the newest stops at the newest', async () => {
    const { alice, bob, chatkey } = await pairWithMessages(4);
    const reply = await bob.client.request('msg_confirm_has_read_req', { chatkey, chatmsgno_list: [2, 4] });
    expect(reply).toMatchObject({ result: RESULT.SUCCESS, chatkey, chatmsgno_list: [2, 4] });
    expect((await alice.client.nextPush('msg_confirm_has_read_rep')).chatmsgno_list).toEqual([4]);
    await sendText(alice, bob, 'm5');
    await bob.client.request('msg_confirm_read_req', { chatkey, chatmsgno: 1000 });
    expect((await alice.client.nextPush('msg_confirm_has_read_rep')).chatmsgno_list).toEqual([5]);
    expect((await bob.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 })).hasred).toBe(0);
    expect(
      (await bob.client.request('msg_confirm_has_read_req', { chatkey, chatmsgno_list: [] })).result,
    ).toBe(RESULT.FAIL);
    expect((await bob.client.request('msg_confirm_read_req', { chatkey, chatmsgno: -1 })).result).toBe(
      RESULT.FAIL,
    );
  });

  test('input status reaches the peer’s devices only', async () => {
    const { alice, aliceApp, bob, bobApp, chatkey } = await pairWithMessages(0);
    const echo = await alice.client.request('msg_input_status_req', { chatkey, is_input: 1 });
    expect(echo).toEqual({ chatkey, is_input: 1 });
    for (const device of [bob, bobApp]) {
      expect(await device.client.nextPush('msg_input_status_rep')).toEqual({ chatkey, is_input: 1 });
    }
    await alice.client.request('msg_input_status_req', { chatkey, is_input: 0 });
    expect((await bob.client.nextPush('msg_input_status_rep')).is_input).toBe(0);
    expect(aliceApp.client.pushes('msg_input_status_rep')).toEqual([]);
  });
});

describe('a stranger to the chat', () => {
  test('gets 6 from every handler naming someone else’s private chat key, and learns nothing', async () => {
    const { alice, bob, chatkey } = await pairWithMessages(3);
    const eve = await devices.newUser();
    // A reply with a result carries 6; one without comes with defaults and the result notice.
    const refused = async <T extends object>(name: RequestName, reply: Promise<T>): Promise<T> => {
      const value = await reply;
      if ('result' in value) {
        expect(value.result, name).toBe(RESULT.NOT_FRIEND);
      } else {
        const notice = await eve.client.nextPush('msg_oper_result_notify');
        expect(notice.result, name).toBe(RESULT.NOT_FRIEND);
        expect(notice.optype, name).toBe(messageId(name));
      }
      return value;
    };
    const c = eve.client;
    const list = await refused(
      'msg_get_msg_list_req',
      c.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 }),
    );
    expect(list).toEqual({ msg_list: [], hasred: 0, readversion: 0 });
    await refused('msg_confirm_read_req', c.request('msg_confirm_read_req', { chatkey, chatmsgno: 3 }));
    await refused(
      'msg_confirm_has_read_req',
      c.request('msg_confirm_has_read_req', { chatkey, chatmsgno_list: [1] }),
    );
    const read = await refused(
      'msg_has_read_list_req',
      c.request('msg_has_read_list_req', { chatkey, chatmsgno_list: [1] }),
    );
    expect(read).toEqual({ chatkey: 0n, chatmsgno_list: [] });
    await refused('msg_input_status_req', c.request('msg_input_status_req', { chatkey, is_input: 1 }));
    await refused('msg_withdraw_msg_req', c.request('msg_withdraw_msg_req', { chatkey, chatmsgno: 1 }));
    await refused('msg_del_chat_msg_req', c.request('msg_del_chat_msg_req', { chatkey }));
    await refused('msg_confirm_del_req', c.request('msg_confirm_del_req', { chatkey, chatmsgno: 3 }));
    await refused('msg_mute_chat_req', c.request('msg_mute_chat_req', { chatkey, opertype: 1 }));
    await refused('msg_pin_chat_req', c.request('msg_pin_chat_req', { chatkey, opertype: 1 }));
    await refused('msg_set_snapchat_req', c.request('msg_set_snapchat_req', { chatkey, snaptime: 10 }));
    const shot = await refused('msg_get_screenshot_req', c.request('msg_get_screenshot_req', { chatkey }));
    expect(shot).toEqual({ chatkey: 0n, screenshot: 0 });
    await refused('msg_set_screenshot_req', c.request('msg_set_screenshot_req', { chatkey, flag: 1 }));

    // Nothing changed for the two people in the chat.
    const view = await bob.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(view.msg_list.map((m) => m.msgtype)).toEqual([1, 1, 1]);
    expect(view.hasred).toBe(3);
    expect((await alice.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 })).readversion).toBe(
      0,
    );
    expect(alice.client.pushes('msg_input_status_rep')).toEqual([]);
    expect(bob.client.pushes('msg_set_snapchat_rep')).toEqual([]);
    expect((await eve.client.request('msg_mute_list_req', {})).chatkeys).toEqual([]);
    expect((await eve.client.request('msg_pin_list_req', {})).chatkeys).toEqual([]);
  });

  test('a group key of a group the user is not in: 43; a malformed key: 0', async () => {
    const eve = await devices.newUser();
    const group = await eve.client.request('msg_get_msg_list_req', { chatkey: 12345n, chatmsgno: 0 });
    expect(group.msg_list).toEqual([]);
    expect((await eve.client.nextPush('msg_oper_result_notify')).result).toBe(RESULT.NOT_GROUP_MEMBER);
    expect((await eve.client.request('msg_confirm_read_req', { chatkey: 12345n, chatmsgno: 1 })).result).toBe(
      RESULT.NOT_GROUP_MEMBER,
    );
    // Larger uid in the high half: no pair of uids makes this key.
    const malformed = (BigInt(eve.uid + 1) << 32n) | BigInt(eve.uid);
    expect(
      (await eve.client.request('msg_confirm_read_req', { chatkey: malformed, chatmsgno: 1 })).result,
    ).toBe(RESULT.FAIL);
    expect(
      (await eve.client.request('msg_mute_chat_req', { chatkey: chatKey(eve.uid, eve.uid), opertype: 1 }))
        .result,
    ).toBe(RESULT.FAIL);
  });
});
