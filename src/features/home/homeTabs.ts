import { HOME_TAB_TYPE, type HomeTab } from '../../../protocol/mainApi';

export type HomeTabKind = 'recommend' | 'hot' | 'type' | 'live' | 'replay' | 'night' | 'news';

export interface HomeTabDef {
  key: string;
  kind: HomeTabKind;
  /** The live-list type (0 recommendations, 1..3 a sport, 4 live); -1 for hot, night and news, -2 for replays. */
  type: number;
  /** The server's name (type tabs); the client names the others. */
  name: string;
}

/**
 * The home tabs in order (spec 000 §2): recommendations, Hot, the server's tabs, live (type 4), the
 * late-night tab, then news only in the installed app. Server tabs of the client's own types are
 * skipped.
 * NOTE: Hot sits in the tab row right after recommendations, as 热门 does in Douyu's, Huya's and
 * Bilibili Live's rows: it is the second thing a viewer reaches for (what most people watch now),
 * and the spec names it among the "main tabs", not a sub-page. The late-night tab (spec's
 * "midnight") is a sub-tab of the same row after live and before news, so news stays the last tab
 * the jumpIndex event's 99 selects in the installed app. `replays` false (is_lb 0) leaves the
 * replay tab out.
 */
export function buildHomeTabs(server: readonly HomeTab[], installed: boolean, replays = true): HomeTabDef[] {
  const own = new Set<number>([HOME_TAB_TYPE.RECOMMEND, HOME_TAB_TYPE.LIVE]);
  const tabs: HomeTabDef[] = [
    { key: 'recommend', kind: 'recommend', type: HOME_TAB_TYPE.RECOMMEND, name: '' },
    { key: 'hot', kind: 'hot', type: -1, name: '' },
  ];
  for (const tab of server) {
    if (own.has(tab.type) || tabs.some((t) => t.type === tab.type)) continue;
    tabs.push({ key: `type-${tab.type}`, kind: 'type', type: tab.type, name: tab.name });
  }
  tabs.push({ key: 'live', kind: 'live', type: HOME_TAB_TYPE.LIVE, name: '' });
  if (replays) tabs.push({ key: 'replay', kind: 'replay', type: -2, name: '' });
  tabs.push({ key: 'night', kind: 'night', type: -1, name: '' });
  if (installed) tabs.push({ key: 'news', kind: 'news', type: -1, name: '' });
  return tabs;
}

/** The last-tab index of the jumpIndex event. */
export const JUMP_LAST = 99;

/**
 * The tab a jumpIndex event selects (spec 000 §4): 0 the first, 99 the last when installed,
 * otherwise the tab of that type. Undefined when nothing matches.
 */
export function jumpIndexTarget(
  tabs: readonly HomeTabDef[],
  index: number,
  installed: boolean,
): number | undefined {
  if (index === 0) return 0;
  if (index === JUMP_LAST && installed) return tabs.length - 1;
  const at = tabs.findIndex((t) => t.type >= 0 && t.type === index);
  return at >= 0 ? at : undefined;
}

/**
 * The tab a hometab event selects: its index among the tabs, clamped. Choosing tab 4 without
 * history (is_has_history 0) switches to tab 3 (spec 000 §4).
 */
export function hometabTarget(
  tabs: readonly HomeTabDef[],
  index: number,
  hasHistory: boolean,
): number | undefined {
  const wanted = index === 4 && !hasHistory ? 3 : index;
  return wanted >= 0 && wanted < tabs.length ? wanted : undefined;
}
