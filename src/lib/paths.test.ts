import { expect, test } from 'vitest';
import { chatKey, chatKeyToString } from '../../protocol/chatkey';
import { chatPath, chatPathOfKey, groupPath } from './paths';

test('a private chat key opens the chat with the peer, a group key the group chat', () => {
  expect(chatPathOfKey(chatKeyToString(chatKey(1001, 2002)), 1001)).toBe('/chat?id=2002');
  expect(chatPathOfKey(chatKeyToString(chatKey(1001, 2002)), 2002)).toBe('/chat?id=1001');
  expect(chatPathOfKey('1000007', 1001)).toBe('/chat?id=1000007');
  expect(chatPath(5)).toBe('/chat?id=5');
  expect(groupPath(1000007)).toBe('/group?id=1000007');
});
