import { afterEach, expect, test } from 'vitest';
import { setLang } from '../i18n';
import { userName } from './userName';

afterEach(() => setLang('zh'));

test('a guest keeps the server’s name, 游客 and its uid, in the interface language', async () => {
  expect(userName({ uid: 100054, nickname: '游客100054' })).toBe('游客100054');
  await setLang('th');
  expect(userName({ uid: 100054, nickname: '游客100054' })).toBe('ผู้เยี่ยมชม100054');
  await setLang('id');
  expect(userName({ uid: 100054, nickname: '游客100054' })).toBe('Tamu100054');
});

test('a chosen nickname is shown as it is; a user without one by its uid', async () => {
  await setLang('th');
  expect(userName({ uid: 7, nickname: '球迷小王' })).toBe('球迷小王');
  expect(userName({ uid: 7, nickname: '游客' })).toBe('游客');
  expect(userName({ uid: 7, nickname: '' })).toBe('7');
  expect(userName({ uid: 7 })).toBe('7');
});
