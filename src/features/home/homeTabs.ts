import { HOME_TAB_TYPE, type HomeTab } from '../../../protocol/mainApi';

export type HomeTabKind = 'recommend' | 'type' | 'live' | 'replay' | 'news';

export interface HomeTabDef {
  key: string;
  kind: HomeTabKind;
  /** The live-list type (0 recommendations, 1..3 a sport, 4 live); -1 for news, -2 for replays. */
  type: number;
  /** The server's name (type tabs); the client names the others. */
  name: string;
}

/**
 * The home tabs in order (spec 000 §2): recommendations, the server's tabs, live (type 4), replays
 * (issue 45), then news only in the installed app. Server tabs of the client's own types are skipped.
 */
export function buildHomeTabs(server: readonly HomeTab[], installed: boolean): HomeTabDef[] {
  const own = new Set<number>([HOME_TAB_TYPE.RECOMMEND, HOME_TAB_TYPE.LIVE]);
  const tabs: HomeTabDef[] = [
    { key: 'recommend', kind: 'recommend', type: HOME_TAB_TYPE.RECOMMEND, name: '' },
  ];
  for (const tab of server) {
    if (own.has(tab.type) || tabs.some((t) => t.type === tab.type)) continue;
    tabs.push({ key: `type-${tab.type}`, kind: 'type', type: tab.type, name: tab.name });
  }
  tabs.push({ key: 'live', kind: 'live', type: HOME_TAB_TYPE.LIVE, name: '' });
  tabs.push({ key: 'replay', kind: 'replay', type: -2, name: '' });
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
  const at = tabs.findIndex((t) => t.kind !== 'news' && t.type === index);
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
