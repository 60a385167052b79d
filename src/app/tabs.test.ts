import { expect, test } from 'vitest';
import { badgeText, showsTabBar, visibleTabs } from './tabs';

test('badges cap at 99', () => {
  expect(badgeText(0)).toBeUndefined();
  expect(badgeText(-3)).toBeUndefined();
  expect(badgeText(1)).toBe('1');
  expect(badgeText(99)).toBe('99');
  expect(badgeText(100)).toBe('99+');
  expect(badgeText(12_345)).toBe('99+');
});

test('only tabs whose route exists are shown; chat-off mode keeps Home, Match, Me', () => {
  const all = new Set(['/', '/match', '/message', '/friend', '/me']);
  expect(visibleTabs(all, false)).toEqual(['home', 'match', 'message', 'friend', 'me']);
  expect(visibleTabs(all, true)).toEqual(['home', 'match', 'me']);
  expect(visibleTabs(new Set(['/', '/me', '/login']), false)).toEqual(['home', 'me']);
});

test('the tab bar shows on tab routes in the browser only', () => {
  const tabs = visibleTabs(new Set(['/', '/me']), false);
  expect(showsTabBar('/', 'h5', tabs)).toBe(true);
  expect(showsTabBar('/me/', 'h5', tabs)).toBe(true);
  expect(showsTabBar('/search', 'h5', tabs)).toBe(false);
  expect(showsTabBar('/match', 'h5', tabs)).toBe(false);
  expect(showsTabBar('/', 'android', tabs)).toBe(false);
});
