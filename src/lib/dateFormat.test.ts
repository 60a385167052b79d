import { expect, test } from 'vitest';
import { dateFormat } from './dateFormat';

test('one formatter per locale and options, and it formats as Intl does', () => {
  const a = dateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  const b = dateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  expect(b).toBe(a);
  expect(a.format(new Date(Date.UTC(2026, 0, 2, 7, 5)))).toBe('07:05');
  const other = dateFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Shanghai',
  });
  expect(other).not.toBe(a);
  expect(other.format(new Date(Date.UTC(2026, 0, 2, 7, 5)))).toBe('15:05');
  expect(dateFormat('th-TH', { weekday: 'short', timeZone: 'UTC' })).not.toBe(
    dateFormat('zh-CN', { weekday: 'short', timeZone: 'UTC' }),
  );
});
