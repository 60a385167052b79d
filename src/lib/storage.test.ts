import { describe, expect, test } from 'vitest';
import { DEFAULT_TTL_SECONDS, ExpiringStore, memoryArea } from './storage';

function store(start = 1_000_000) {
  let now = start;
  const area = memoryArea();
  return { s: new ExpiringStore(area, () => now), area, advance: (ms: number) => (now += ms) };
}

describe('ExpiringStore', () => {
  test('an entry lives 7 days by default, then reads as absent and is removed', () => {
    const { s, area, advance } = store();
    s.set('uid', 42);
    advance(DEFAULT_TTL_SECONDS * 1000 - 1);
    expect(s.get('uid')).toBe(42);
    advance(1);
    expect(s.get('uid')).toBeUndefined();
    expect(area.length).toBe(0);
  });

  test('a null ttl never expires', () => {
    const { s, advance } = store();
    s.set('deviceid', 'abc', null);
    advance(10 * DEFAULT_TTL_SECONDS * 1000);
    expect(s.get('deviceid')).toBe('abc');
  });

  test('a custom ttl is honoured', () => {
    const { s, advance } = store();
    s.set('k', { a: 1 }, 10);
    advance(9_999);
    expect(s.get('k')).toEqual({ a: 1 });
    advance(1);
    expect(s.get('k')).toBeUndefined();
  });

  test('a corrupted entry reads as absent instead of throwing', () => {
    const { s, area } = store();
    area.setItem('sl:bad', '{not json');
    area.setItem('sl:shape', '12');
    expect(s.get('bad')).toBeUndefined();
    expect(s.get('shape')).toBeUndefined();
    expect(area.length).toBe(0);
  });

  test('clearExcept keeps only the named keys and leaves other apps alone', () => {
    const { s, area } = store();
    s.set('deviceid', 'dev', null);
    s.set('uid', 1);
    s.set('fastkey', 'fk');
    area.setItem('other-app', 'x');
    s.clearExcept(['deviceid']);
    expect(s.get('deviceid')).toBe('dev');
    expect(s.get('uid')).toBeUndefined();
    expect(s.get('fastkey')).toBeUndefined();
    expect(area.getItem('other-app')).toBe('x');
  });
});
