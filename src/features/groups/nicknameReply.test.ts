import { describe, expect, test } from 'vitest';
import { nicknameConfirmed } from './nicknameReply';

const ME = 7;
const GROUP = 1_000_001;

describe('nicknameConfirmed', () => {
  test('the echo of the nickname sent confirms it, a cleared one too', () => {
    expect(nicknameConfirmed({ groupkey: GROUP, uid: ME, nickname: '老王' }, GROUP, ME, ' 老王 ')).toBe(true);
    expect(nicknameConfirmed({ groupkey: GROUP, uid: ME, nickname: '' }, GROUP, ME, '')).toBe(true);
  });
  test('the empty reply of a refusal, another user or group, another nickname do not', () => {
    expect(nicknameConfirmed({ groupkey: 0, uid: 0, nickname: '' }, GROUP, ME, '')).toBe(false);
    expect(nicknameConfirmed({ groupkey: 0, uid: 0, nickname: '' }, GROUP, ME, '老王')).toBe(false);
    expect(nicknameConfirmed({ groupkey: GROUP, uid: 8, nickname: '老王' }, GROUP, ME, '老王')).toBe(false);
    expect(nicknameConfirmed({ groupkey: 2, uid: ME, nickname: '老王' }, GROUP, ME, '老王')).toBe(false);
    expect(nicknameConfirmed({ groupkey: GROUP, uid: ME, nickname: '老李' }, GROUP, ME, '老王')).toBe(false);
  });
  test('nothing is confirmed before login', () => {
    expect(nicknameConfirmed({ groupkey: GROUP, uid: 0, nickname: '' }, GROUP, 0, '')).toBe(false);
  });
});
