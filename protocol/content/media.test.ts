import { describe, expect, test } from 'vitest';
import { MSG_TYPE } from '../enums';
import { parseBody } from './body';
import { LIMITS } from './limits';
import { encodeVideo, encodeVoice, parseVideo, parseVoice, voiceSeconds } from './media';

const voice = {
  url: '/upload/files/0123456789abcdef01234567/voice.webm',
  duration: 3,
  size: 5120,
  mime: 'audio/webm',
};

describe('voice messages (2)', () => {
  test('encode and parse give the same voice back', () => {
    expect(parseVoice(encodeVoice(voice))).toEqual(voice);
    expect(JSON.parse(encodeVoice(voice))).toEqual(voice);
  });

  test('numbers written as text are read; a length past the limit is cut to it', () => {
    expect(parseVoice('{"url":"https://cdn.example/v.m4a","duration":"2.6","size":"99"}')).toEqual({
      url: 'https://cdn.example/v.m4a',
      duration: 3,
      size: 99,
      mime: '',
    });
    expect(parseVoice(encodeVoice({ ...voice, duration: 600 }))?.duration).toBe(LIMITS.VOICE_MAX_SECONDS);
  });

  test('malformed content is null, never a throw', () => {
    for (const bad of [
      '',
      '{oops',
      '[]',
      'null',
      '"text"',
      '{"duration":3}',
      '{"url":"/v.webm"}',
      '{"url":"/v.webm","duration":0}',
      '{"url":"/v.webm","duration":-2}',
      '{"url":"javascript:alert(1)","duration":3}',
      '{"url":"//evil.example/v.webm","duration":3}',
    ]) {
      expect(parseVoice(bad), bad).toBeNull();
    }
  });

  test('a recording counts in whole seconds inside the limits', () => {
    expect(voiceSeconds(400)).toBe(LIMITS.VOICE_MIN_SECONDS);
    expect(voiceSeconds(2400)).toBe(2);
    expect(voiceSeconds(2600)).toBe(3);
    expect(voiceSeconds(75_000)).toBe(LIMITS.VOICE_MAX_SECONDS);
  });

  test('the body is the parsed voice, or null when malformed', () => {
    expect(parseBody(MSG_TYPE.VOICE, encodeVoice(voice))).toEqual({ kind: 'voice', voice });
    expect(parseBody(MSG_TYPE.VOICE, 'hello')).toEqual({ kind: 'voice', voice: null });
  });
});

describe('video messages (3)', () => {
  const video = {
    url: '/upload/files/0123456789abcdef01234567/goal.mp4',
    duration: 12,
    size: 1e6,
    mime: 'video/mp4',
    poster: '',
  };

  test('encode and parse give the same video back; the poster is optional', () => {
    expect(parseVideo(encodeVideo(video))).toEqual(video);
    expect(JSON.parse(encodeVideo(video))).not.toHaveProperty('poster');
    const withPoster = { ...video, poster: '/uploads/abc.jpg' };
    expect(parseVideo(encodeVideo(withPoster))).toEqual(withPoster);
  });

  test('an unknown length is 0; a poster that is no safe link is dropped', () => {
    expect(parseVideo('{"url":"/v.mp4","poster":"javascript:x"}')).toEqual({
      url: '/v.mp4',
      duration: 0,
      size: 0,
      mime: '',
      poster: '',
    });
  });

  test('malformed content is null, never a throw', () => {
    for (const bad of ['', '{', '[1]', '{"duration":3}', '{"url":"data:video/mp4;base64,AA"}']) {
      expect(parseVideo(bad), bad).toBeNull();
    }
    expect(parseBody(MSG_TYPE.VIDEO, '{')).toEqual({ kind: 'video', video: null });
  });
});
