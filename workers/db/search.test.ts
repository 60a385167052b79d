import { describe, expect, test } from 'vitest';
import { matchedText, newestFirst } from './body';

describe('message search', () => {
  test('text, @ and reply messages match on their visible text, case-insensitively', () => {
    expect(matchedText(1, 'Goal by Messi', 'messi')).toBe('Goal by Messi');
    const at = JSON.stringify({ text: '@阿强 今晚看球', uids: [5] });
    expect(matchedText(16, at, '看球')).toBe('@阿强 今晚看球');
    const reply = JSON.stringify({
      text: '我也去',
      quote: { chatmsgno: 3, uid: 5, nickname: '阿强', msgtype: 1, preview: '今晚看球' },
    });
    expect(matchedText(21, reply, '我也')).toBe('我也去');
  });
  test('the JSON around the text, other types and an empty keyword find nothing', () => {
    const reply = JSON.stringify({
      text: '我也去',
      quote: { chatmsgno: 3, uid: 5, nickname: '阿强', msgtype: 1, preview: '今晚看球' },
    });
    expect(matchedText(21, reply, 'quote')).toBeNull();
    expect(matchedText(21, reply, '看球')).toBeNull();
    expect(matchedText(16, JSON.stringify({ text: 'hi', uids: [5] }), 'uids')).toBeNull();
    expect(matchedText(4, '{"url":"/a.png"}', 'png')).toBeNull();
    expect(matchedText(1, 'hello', '')).toBeNull();
  });
  test('the newest come first, at most `max`', () => {
    const rows = [
      { id: 1, time: 300 },
      { id: 2, time: 100 },
      { id: 3, time: 500 },
      { id: 4, time: 300 },
    ];
    expect(newestFirst(rows, 3).map((r) => r.id)).toEqual([3, 4, 1]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});
