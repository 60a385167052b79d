import { expect, test } from 'vitest';
import { currentLang, defineTexts, fillText, setLang } from './index';

// NOTE: its own file, so the made-up bundle below stays out of i18n.test.ts's completeness checks.

test('placeholders are filled from the values; a missing value leaves its placeholder', () => {
  expect(fillText('{{n}} 人在看 {{name}}', { n: 3, name: '阿森纳' })).toBe('3 人在看 阿森纳');
  expect(fillText('剩余 {{n}} 个', { n: 0 })).toBe('剩余 0 个');
  expect(fillText('{{a}}-{{a}}', { a: 'x' })).toBe('x-x');
  expect(fillText('{{name}} 加入了', {})).toBe('{{name}} 加入了');
  expect(fillText('没有占位', { n: 1 })).toBe('没有占位');
});

test('a text follows the language, falls back to Chinese, and a switch tells the hooks', async () => {
  const texts = defineTexts(
    'i18n-test',
    { hello: '你好 {{name}}', only: '中文' },
    // A bundle that lacks a Thai text, as a hand-edited one could.
    { hello: 'สวัสดี {{name}}' } as unknown as { hello: string; only: string },
    { hello: 'Halo {{name}}', only: '' },
  );
  await setLang('zh');
  expect(texts.t('hello', { name: 'A' })).toBe('你好 A');
  await setLang('th');
  expect(currentLang()).toBe('th');
  expect(texts.t('hello', { name: 'A' })).toBe('สวัสดี A');
  expect(texts.t('only')).toBe('中文');
  // An empty string is a text; only a missing key falls back.
  await setLang('id');
  expect(texts.t('only')).toBe('');
  expect((texts.t as (key: string) => string)('nowhere')).toBe('nowhere');
  await setLang('zh');
});
