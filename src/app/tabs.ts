import { normalPath } from '../../protocol/landing';

/** The bottom tabs (spec 000 §2 "Tab bar"), in order. */
export const TAB_KEYS = ['home', 'match', 'message', 'friend', 'me'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

export const TAB_PATHS: Readonly<Record<TabKey, string>> = {
  home: '/',
  match: '/match',
  message: '/message',
  friend: '/friend',
  me: '/me',
};

/** Tabs of chat-off mode (all_chat off): Home, Match, Me. */
const CHAT_TABS: readonly TabKey[] = ['message', 'friend'];

/** Badge counts cap at 99 (spec 000 §9). */
export const BADGE_CAP = 99;

/** The badge text of a count: none for 0, "99+" above the cap. */
export function badgeText(count: number): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/**
 * The tabs to show: those whose route exists (no tab leads to an empty page), without the chat
 * tabs in chat-off mode.
 */
export function visibleTabs(routePaths: ReadonlySet<string>, chatOff: boolean): TabKey[] {
  return TAB_KEYS.filter(
    (key) => routePaths.has(TAB_PATHS[key].toLowerCase()) && !(chatOff && CHAT_TABS.includes(key)),
  );
}

/** The tab bar shows on tab routes only, and never inside a native shell (os not h5). */
export function showsTabBar(pathname: string, os: string, tabs: readonly TabKey[]): boolean {
  if (os !== 'h5') return false;
  const path = normalPath(pathname);
  return tabs.some((key) => TAB_PATHS[key] === path);
}
