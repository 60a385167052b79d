import { expect, test } from 'vitest';
import { avatarProblem, nicknameProblem, passwordTooShort, signProblem } from './profileRules';

test('nickname rules: not empty, different, ≤ 6 characters, Chinese only, once a day', () => {
  expect(nicknameProblem('  ', '球迷', undefined, 'd1')).toBe('nickEmpty');
  expect(nicknameProblem('球迷', '球迷', undefined, 'd1')).toBe('nickSame');
  expect(nicknameProblem('一二三四五六七', '球迷', undefined, 'd1')).toBe('nickTooLong');
  expect(nicknameProblem('球迷abc', '球迷', undefined, 'd1')).toBe('nickChinese');
  expect(nicknameProblem('老球迷1', '球迷', undefined, 'd1')).toBe('nickChinese');
  expect(nicknameProblem('老球迷', '球迷', 'd1', 'd1')).toBe('nickOncePerDay');
  expect(nicknameProblem('老球迷', '球迷', 'd0', 'd1')).toBeNull();
  expect(nicknameProblem('一二三四五六', '球迷', undefined, 'd1')).toBeNull();
});

test('signature: not empty, different', () => {
  expect(signProblem('', 'a')).toBe('signEmpty');
  expect(signProblem(' a ', 'a')).toBe('signSame');
  expect(signProblem('b', 'a')).toBeNull();
});

test('avatars: jpg or png up to 1 MB', () => {
  expect(avatarProblem({ type: 'image/gif', name: 'a.gif', size: 10 })).toBe('avatarType');
  expect(avatarProblem({ type: 'image/png', name: 'a.png', size: 1024 * 1024 + 1 })).toBe('avatarSize');
  expect(avatarProblem({ type: 'image/jpeg', name: 'a.jpg', size: 1024 * 1024 })).toBeNull();
  expect(avatarProblem({ type: '', name: 'photo.JPEG', size: 5 })).toBeNull();
});

test('passwords of fewer than 6 characters are refused', () => {
  expect(passwordTooShort('12345')).toBe(true);
  expect(passwordTooShort('123456')).toBe(false);
});
