import { expect, test } from 'vitest';
import { buildHomeTabs, hometabTarget, jumpIndexTarget } from './homeTabs';

const server = [
  { name: '足球', type: 1 as const },
  { name: '篮球', type: 2 as const },
  { name: '电竞', type: 3 as const },
];

test('recommendations, Hot, the server’s tabs, live, late night, and news only when installed', () => {
  expect(buildHomeTabs(server, false).map((t) => t.key)).toEqual([
    'recommend',
    'hot',
    'type-1',
    'type-2',
    'type-3',
    'live',
    'replay',
    'night',
  ]);
  expect(buildHomeTabs(server, true).map((t) => t.key)).toEqual([
    'recommend',
    'hot',
    'type-1',
    'type-2',
    'type-3',
    'live',
    'replay',
    'night',
    'news',
  ]);
});

test('is_lb 0: no replay tab', () => {
  expect(buildHomeTabs(server, false, false).map((t) => t.key)).not.toContain('replay');
  expect(buildHomeTabs(server, false, false)).toHaveLength(buildHomeTabs(server, false).length - 1);
});

test('server tabs repeating the client’s own types are skipped', () => {
  const tabs = buildHomeTabs([{ name: 'x', type: 4 }, ...server, { name: 'dup', type: 1 }], false);
  expect(tabs.map((t) => t.key)).toEqual([
    'recommend',
    'hot',
    'type-1',
    'type-2',
    'type-3',
    'live',
    'replay',
    'night',
  ]);
});

test('Hot and late night are no live-list type: a server tab or a jump never lands on them by type', () => {
  const tabs = buildHomeTabs(server, false);
  for (const key of ['hot', 'night']) expect(tabs.find((t) => t.key === key)?.type).toBe(-1);
  expect(jumpIndexTarget(tabs, -1, false)).toBeUndefined();
});

test('jumpIndex: 0 the first, 99 the last (news) when installed, otherwise by type', () => {
  const installed = buildHomeTabs(server, true);
  expect(jumpIndexTarget(installed, 0, true)).toBe(0);
  expect(installed[jumpIndexTarget(installed, 99, true) ?? -1]?.key).toBe('news');
  expect(installed[jumpIndexTarget(installed, 2, true) ?? -1]?.key).toBe('type-2');
  expect(installed[jumpIndexTarget(installed, 4, true) ?? -1]?.key).toBe('live');
  const browser = buildHomeTabs(server, false);
  expect(jumpIndexTarget(browser, 99, false)).toBeUndefined();
  expect(jumpIndexTarget(browser, 7, false)).toBeUndefined();
});

test('hometab: tab 4 without history goes to tab 3', () => {
  const tabs = buildHomeTabs(server, true);
  expect(hometabTarget(tabs, 4, false)).toBe(3);
  expect(hometabTarget(tabs, 4, true)).toBe(4);
  expect(hometabTarget(tabs, 1, false)).toBe(1);
  expect(hometabTarget(tabs, 12, true)).toBeUndefined();
});
