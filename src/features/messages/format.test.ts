import { describe, expect, test } from 'vitest';
import { parseBody } from '../../../protocol/content';
import { serviceUidAt } from '../../state/config';
import { orderChats } from './chatOrder';
import { chatTime, fileSize, listTime, mentionsMe, previewOf, toMillis } from './format';
import { checkImage, checkSend, sendLimits } from './sendRules';
import { messageTexts } from './texts';

const t = messageTexts.t;

describe('previews', () => {
  const m = (msgtype: number, content: string, uid = 2) => ({
    msgtype,
    body: parseBody(msgtype, content),
    uid,
    nickname: 'Bob',
  });
  test('by type', () => {
    expect(previewOf(t, m(1, 'hello'), 1)).toBe('hello');
    expect(previewOf(t, m(4, '{"url":"/a.png"}'), 1)).toBe('[图片]');
    expect(previewOf(t, m(15, '{"filename":"a.pdf","size":3}'), 1)).toBe('[文件] a.pdf');
    expect(previewOf(t, m(5, '{}'), 1)).toBe('[红包]');
    expect(previewOf(t, m(10, '{}'), 1)).toBe('[转账]');
    expect(previewOf(t, m(7, '{}'), 1)).toBe('[名片]');
    expect(previewOf(t, m(6, '{"title":"Goal"}'), 1)).toBe('[链接] Goal');
    expect(previewOf(t, m(21, '{"text":"yes","quote":{"preview":"q"}}'), 1)).toBe('yes');
    expect(previewOf(t, m(16, '{"text":"@Ann hi","uids":[5]}'), 1)).toBe('@Ann hi');
    expect(previewOf(t, m(12, '', 1), 1)).toBe('你撤回了一条消息');
    expect(previewOf(t, m(12, ''), 1)).toBe('Bob 撤回了一条消息');
    expect(previewOf(t, m(2, '{"url":"/v.webm","duration":2}'), 1)).toBe('[语音]');
    expect(previewOf(t, m(3, '{"url":"/v.mp4"}'), 1)).toBe('[视频]');
    expect(previewOf(t, m(18, '{"title":"Quiz"}'), 1)).toBe('[小程序]');
    expect(previewOf(t, m(19, '{"title":"Cup"}'), 1)).toBe('[广告]');
    expect(previewOf(t, m(10012, '{"text":"Cup"}'), 1)).toBe('[广告]');
    expect(previewOf(t, m(102, '{"state":7,"duration":5}'), 1)).toBe('[通话]');
    expect(previewOf(t, m(999, 'x'), 1)).toBe('[消息]');
  });
});

describe('times', () => {
  const now = new Date(2025, 5, 18, 15, 0).getTime(); // a Wednesday
  test('seconds below 1e11 become milliseconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis(1_700_000_000_000)).toBe(1_700_000_000_000);
  });
  test('today, yesterday, weekday, date, other year', () => {
    expect(listTime(t, new Date(2025, 5, 18, 9, 5).getTime(), now)).toBe('09:05');
    expect(listTime(t, new Date(2025, 5, 17, 23, 0).getTime() / 1000, now)).toBe('昨天');
    expect(listTime(t, new Date(2025, 5, 15, 8, 0).getTime(), now)).toBe('周日');
    expect(listTime(t, new Date(2025, 4, 2, 8, 0).getTime(), now)).toBe('05-02');
    expect(listTime(t, new Date(2023, 0, 9, 8, 0).getTime(), now)).toBe('2023-01-09');
    expect(chatTime(t, new Date(2025, 5, 17, 7, 30).getTime(), now)).toBe('昨天 07:30');
  });
});

describe('content', () => {
  test('file sizes in B…YB by 1024', () => {
    expect(fileSize(0)).toBe('0 B');
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(1024 ** 2 * 3.25)).toBe('3.3 MB');
    expect(fileSize(1024 ** 8 * 2)).toBe('2 YB');
    expect(fileSize(1024 ** 9 * 2)).toBe('2048 YB');
  });
});

describe('send rules', () => {
  const limits = sendLimits(5, 3);
  test('length, empty and interval', () => {
    expect(checkSend('  ', limits, 0, 10_000)).toBe('empty');
    expect(checkSend('123456', limits, 0, 10_000)).toBe('too-long');
    expect(checkSend('😀😀😀😀😀', limits, 0, 10_000)).toBe('ok');
    expect(checkSend('hi', limits, 9_000, 10_000)).toBe('too-frequent');
    expect(checkSend('hi', limits, 7_000, 10_000)).toBe('ok');
    expect(sendLimits(undefined, 'x')).toEqual({ maxChars: 100, intervalSeconds: 0 });
  });
  test('images: jpg/png up to 1 MB', () => {
    expect(checkImage({ type: 'image/png', size: 100, name: 'a.png' })).toBe('ok');
    expect(checkImage({ type: 'image/gif', size: 100, name: 'a.gif' })).toBe('type');
    expect(checkImage({ type: 'image/jpeg', size: 1024 * 1024 + 1, name: 'a.jpg' })).toBe('size');
  });
});

describe('chat list order', () => {
  const row = (chatkey: string, time: number, isGroup: 0 | 1 = 0, chatmsgno = 5) => ({
    chatkey,
    chatmsgno,
    isGroup,
    uid: 1,
    content: '',
    fid: 0,
    headurl: '',
    nickname: '',
    time,
    red: 0,
    msgtype: 1,
    readno: 0,
    body: parseBody(1, ''),
  });
  test('pinned first (newest pin first), then newest; cleared chats and groups (type=1) hidden', () => {
    const rows = [row('a', 1), row('b', 5), row('c', 3), row('g', 9, 1), row('d', 8, 0, 4)];
    const order = (onlyPrivate: boolean) =>
      orderChats(rows, { a: 10, c: 20 }, { d: 4 }, onlyPrivate).map((r) => r.chatkey);
    expect(order(false)).toEqual(['c', 'a', 'g', 'b']);
    expect(order(true)).toEqual(['c', 'a', 'b']);
    // A chat cleared earlier whose newest message is still unsent (chatmsgno 0) shows again.
    expect(orderChats([row('d', 8, 0, 0)], {}, { d: 4 }, false).map((r) => r.chatkey)).toEqual(['d']);
  });
  test('the night service account from 22:00 to 08:00', () => {
    expect(serviceUidAt(1, 2, new Date(2025, 0, 1, 23))).toBe(2);
    expect(serviceUidAt(1, 2, new Date(2025, 0, 1, 7))).toBe(2);
    expect(serviceUidAt(1, 2, new Date(2025, 0, 1, 12))).toBe(1);
    expect(serviceUidAt(1, 0, new Date(2025, 0, 1, 23))).toBe(1);
  });
});

test('an unread @ naming me is marked; read, naming others or plain text is not', () => {
  const at = parseBody(16, JSON.stringify({ text: '@me hi', uids: [7, 9] }));
  expect(mentionsMe({ body: at, red: 1 }, 7)).toBe(true);
  expect(mentionsMe({ body: at, red: 0 }, 7)).toBe(false);
  expect(mentionsMe({ body: at, red: 2 }, 8)).toBe(false);
  expect(mentionsMe({ body: parseBody(1, '@me hi'), red: 2 }, 7)).toBe(false);
  expect(mentionsMe({ body: parseBody(16, 'not json'), red: 2 }, 7)).toBe(false);
});
