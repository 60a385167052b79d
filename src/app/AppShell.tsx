import { lazy, type ReactElement, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { normalPath } from '../../protocol/landing';
import { Spinner } from '../components';
import { prefetchOverlays } from '../components/overlays';
import { LoginHost } from '../features/login';
import { MaintenanceScreen, NoticeWatcher } from '../features/maintenance';
import { titleWithUnread } from '../features/messages/unreadShown';
import { UpdatePrompt } from '../features/pwa';
import { onIdle } from '../lib/idle';
import { loadWhenOnline } from '../lib/onceImport';
import { config, isChatOff } from '../state/config';
import { entry } from '../state/entry';
import { AppTabBar } from './AppTabBar';
import { KeepAlivePane } from './KeepAlivePane';
import { NotFound } from './NotFound';
import { useGo } from './navigation';
import { RouteBoundary } from './RouteBoundary';
import { type AppRoute, ROUTE_PATHS, ROUTES, routeOf } from './routes';
import { useShellApp } from './shellApp';
import { showsTabBar, TAB_PATHS, type TabKey, visibleTabs } from './tabs';
import { useTabCounts } from './useTabCounts';

// NOTE: lazy, so the groups, match and messages features (and the chat database) stay out of the
// first load; the overlays come in the background once the first screen is up, each through its
// feature's `overlay` module, which brings the overlay without the feature's pages.
const JoinRequestNotifier = lazy(async () => ({
  default: (await loadWhenOnline(() => import('../features/groups/overlay'))).JoinRequestNotifier,
}));
const ScorePopup = lazy(async () => ({
  default: (await loadWhenOnline(() => import('../features/match/overlay'))).ScorePopup,
}));
const WentLiveNotifier = lazy(async () => ({
  default: (await loadWhenOnline(() => import('../features/live/overlay'))).WentLiveNotifier,
}));
const CallOverlay = lazy(async () => ({
  default: (await loadWhenOnline(() => import('../features/calls/overlay'))).CallOverlay,
}));
const MessageNotifier = lazy(async () => ({
  default: (await loadWhenOnline(() => import('../features/messages/overlay'))).MessageNotifier,
}));

/** Overlays that can wait until the first screen is up: they bring their features' chunks. */
const LATER_OVERLAYS = [ScorePopup, MessageNotifier, JoinRequestNotifier, WentLiveNotifier];

/** How long the first later overlay waits for an idle moment at most. */
const LATER_OVERLAYS_MS = 3000;

/** How long each next one (and the kit's dialogs) waits for the next idle moment at most. */
const NEXT_OVERLAY_MS = 600;

/**
 * How many of the later overlays to render: one more at each idle moment after the first screen
 * is up, then the kit's dialogs' chunk is fetched. NOTE: one at a time, so each chunk loads and
 * runs in a task of its own: together (the chat database, the kit's springs, four features) they
 * made one task of 70 ms on a fast machine.
 */
function useLaterOverlays(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown > count) return undefined;
    return onIdle(
      () => {
        if (shown === count) prefetchOverlays();
        // NOTE: the shell renders again with the overlay: in slices, not one task.
        startTransition(() => setShown(shown + 1));
      },
      shown === 0 ? LATER_OVERLAYS_MS : NEXT_OVERLAY_MS,
    );
  }, [shown, count]);
  return Math.min(shown, count);
}

function activeTab(pathname: string): TabKey {
  const path = normalPath(pathname);
  const found = (Object.entries(TAB_PATHS) as [TabKey, string][]).find(([, p]) => p === path);
  return found?.[0] ?? 'home';
}

function PageFallback() {
  return (
    <div className="pane" style={{ alignItems: 'center', justifyContent: 'center' }}>
      <Spinner />
    </div>
  );
}

/** The app frame: kept-alive tab pages, the routed page, the tab bar and the global overlays. */
export function AppShell() {
  const location = useLocation();
  const { os } = useSnapshot(entry);
  const { server } = useSnapshot(config);
  const counts = useTabCounts();
  const later = useLaterOverlays(LATER_OVERLAYS.length);
  useShellApp(useGo());
  const route = routeOf(location.pathname);
  const active = route?.keepAlive ? route : undefined;
  const [visited, setVisited] = useState<readonly string[]>(() => (active ? [active.path] : []));

  useEffect(() => {
    if (active && !visited.includes(active.path)) setVisited([...visited, active.path]);
  }, [active, visited]);

  // top_title: the window's (and an installed app's task switcher's) title, behind the unread count.
  const topTitle = server?.top_title;
  useEffect(() => {
    if (topTitle) document.title = titleWithUnread(topTitle, counts.unread);
  }, [topTitle, counts.unread]);

  // NOTE: each kept-alive page's element is made once. The shell renders again on every route,
  // session and configuration change; a page whose element is the same object is skipped by React
  // then (a page has no props), instead of rendering the whole page again in the same task.
  const pages = useRef(new Map<string, ReactElement>()).current;
  const pageOf = (r: AppRoute) => {
    let page = pages.get(r.path);
    if (!page) {
      page = <r.Component />;
      pages.set(r.path, page);
    }
    return page;
  };

  const tabs = visibleTabs(ROUTE_PATHS, isChatOff(server));
  const withTabBar = showsTabBar(location.pathname, os, tabs);

  return (
    <div className="app" data-testid="app-root">
      <main className="app-main">
        {ROUTES.filter((r) => r.keepAlive && (r === active || visited.includes(r.path))).map((r) => (
          <KeepAlivePane key={r.path} active={r === active}>
            <RouteBoundary>
              <Suspense fallback={<PageFallback />}>{pageOf(r)}</Suspense>
            </RouteBoundary>
          </KeepAlivePane>
        ))}
        {!active && (
          <RouteBoundary key={route?.path ?? ''}>
            <Suspense fallback={<PageFallback />}>{route ? <route.Component /> : <NotFound />}</Suspense>
          </RouteBoundary>
        )}
      </main>
      {withTabBar && <AppTabBar tabs={tabs} active={activeTab(location.pathname)} counts={counts} />}
      <LoginHost />
      <NoticeWatcher />
      <UpdatePrompt />
      {/* NOTE: from the first render: a call may ring as soon as the hub is online. */}
      <Suspense fallback={null}>
        <CallOverlay />
      </Suspense>
      {LATER_OVERLAYS.slice(0, later).map((Overlay, i) => (
        // NOTE: one boundary each, so an overlay listens as soon as its own chunk is in.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <Suspense key={i} fallback={null}>
          <Overlay />
        </Suspense>
      ))}
      <MaintenanceScreen />
    </div>
  );
}
