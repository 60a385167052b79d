import { describe, expect, test } from 'vitest';
import { normalPath } from '../../protocol/landing';
import { entryRedirect, isAppPath, withCarried } from './navigation';

describe('carried route parameters', () => {
  test('os and webclip follow every route', () => {
    expect(withCarried('/me', { os: 'android', webclip: '1' })).toBe('/me?os=android&webclip=1');
    expect(withCarried('/NewsDetail?id=5', { os: 'ios', webclip: '' })).toBe('/NewsDetail?id=5&os=ios');
  });

  test('the browser default os is not written, and a link’s own value wins', () => {
    expect(withCarried('/search', { os: 'h5', webclip: '' })).toBe('/search');
    expect(withCarried('/x?os=h5', { os: 'android', webclip: '' })).toBe('/x?os=h5');
  });

  test('hashes are kept and foreign URLs untouched', () => {
    expect(withCarried('/ann#top', { os: 'android', webclip: '' })).toBe('/ann?os=android#top');
    expect(withCarried('https://example.com/a', { os: 'android', webclip: '1' })).toBe(
      'https://example.com/a',
    );
  });
});

describe('ax=12 entry redirect', () => {
  test('ax=12 without mq opens the player carrying mt and mi', () => {
    expect(entryRedirect('?ax=12&mt=1&mi=345&x=9')).toBe('/player?mt=1&mi=345');
    expect(entryRedirect('?ax=12')).toBe('/player');
  });

  test('with mq, or another ax, the link stays', () => {
    expect(entryRedirect('?ax=12&mq=1&mt=1&mi=2')).toBeNull();
    expect(entryRedirect('?ax=11&mt=1&mi=2')).toBeNull();
    expect(entryRedirect('')).toBeNull();
  });
});

test('only the app’s own paths are navigated to', () => {
  for (const path of ['/', '/player?id=1', '/a//b', '/x#/y']) expect(isAppPath(path), path).toBe(true);
  for (const other of [
    '//evil.example/a',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'player',
    '',
  ])
    expect(isAppPath(other), other).toBe(false);
});

test('paths are matched in lower case without a trailing slash', () => {
  expect(normalPath('/MATCH/')).toBe('/match');
  expect(normalPath('/Player')).toBe('/player');
  expect(normalPath('//')).toBe('/');
  expect(normalPath('/')).toBe('/');
});
