import { describe, expect, test } from 'vitest';
import { MSG_TYPE } from '../enums';
import { parseBody } from './body';
import { encodeCallRecord } from './calls';
import { encodeAd, encodeMiniProgram, parseAd, parseMiniProgram } from './promo';

describe('mini programs (18)', () => {
  const app = { title: '赛事竞猜', icon: 'https://cdn.example/icon.png', url: 'https://m.example/guess' };

  test("encode and parse give the same card back; other clients' names are read too", () => {
    expect(parseMiniProgram(encodeMiniProgram(app))).toEqual(app);
    expect(parseMiniProgram('{"name":"Quiz","image":"/uploads/i.png","link":"/live/3"}')).toEqual({
      title: 'Quiz',
      icon: '/uploads/i.png',
      url: '/live/3',
    });
  });

  test('an unsafe link or icon reads as none; no title, or no JSON, is null', () => {
    expect(parseMiniProgram('{"title":"x","icon":"javascript:1","url":"javascript:alert(1)"}')).toEqual({
      title: 'x',
      icon: '',
      url: '',
    });
    for (const bad of ['', 'text', '{', '[]', '{"title":"  "}', '{"url":"https://a.example"}']) {
      expect(parseMiniProgram(bad), bad).toBeNull();
    }
  });
});

describe('ads (19, 10012)', () => {
  const ad = {
    title: '世界杯直播',
    text: '今晚 20:00 开赛',
    image: 'https://cdn.example/ad.jpg',
    url: 'https://m.example/wc',
  };

  test('encode and parse give the same ad back; a picture alone or a text alone is enough', () => {
    expect(parseAd(encodeAd(ad))).toEqual(ad);
    expect(parseAd('{"img":"/uploads/a.jpg","link":"/live/1"}')).toEqual({
      title: '',
      text: '',
      image: '/uploads/a.jpg',
      url: '/live/1',
    });
    expect(parseAd('{"content":"hi"}')).toEqual({ title: '', text: 'hi', image: '', url: '' });
  });

  test('nothing to show, or no JSON, is null', () => {
    for (const bad of ['', 'ad', '{', '[]', '{"url":"https://a.example"}', '{"image":"javascript:1"}']) {
      expect(parseAd(bad), bad).toBeNull();
    }
  });
});

describe('the bodies of the card types', () => {
  test('each reads into its kind, with null when malformed', () => {
    expect(parseBody(MSG_TYPE.MINI_PROGRAM, '{"title":"a"}')).toEqual({
      kind: 'miniProgram',
      app: { title: 'a', icon: '', url: '' },
    });
    expect(parseBody(MSG_TYPE.MINI_PROGRAM, 'x')).toEqual({ kind: 'miniProgram', app: null });
    expect(parseBody(MSG_TYPE.AD, '{"title":"a"}').kind).toBe('ad');
    expect(parseBody(MSG_TYPE.CHAT_ROOM_AD, '{"text":"a"}')).toEqual({
      kind: 'ad',
      ad: { title: '', text: 'a', image: '', url: '' },
    });
    expect(parseBody(MSG_TYPE.CHAT_ROOM_AD, '')).toEqual({ kind: 'ad', ad: null });
  });

  test('a voice chat (102) is a call record when it reads as one, else nothing to show', () => {
    const record = { calltype: 1, state: 3, duration: 65 };
    expect(parseBody(MSG_TYPE.VOICE_CHAT_1, new TextDecoder().decode(encodeCallRecord(record)))).toEqual({
      kind: 'callRecord',
      record,
    });
    expect(parseBody(MSG_TYPE.VOICE_CHAT_1, '{"duration":3}')).toEqual({ kind: 'none' });
    expect(parseBody(MSG_TYPE.VOICE_CHAT_1, '{')).toEqual({ kind: 'none' });
  });
});
