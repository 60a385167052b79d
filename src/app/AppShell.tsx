import { SpinLoading } from 'antd-mobile';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { LoginHost } from '../features/login';
import { MaintenanceScreen, NoticeWatcher } from '../features/maintenance';
import { UpdatePrompt } from '../features/pwa';
import { config, isChatOff } from '../state/config';
import { entry } from '../state/entry';
import { AppTabBar } from './AppTabBar';
import { KeepAlivePane } from './KeepAlivePane';
import { keepAliveRoute, ROUTE_PATHS, ROUTES } from './routes';
import { showsTabBar, TAB_PATHS, type TabKey, visibleTabs } from './tabs';
import { useTabCounts } from './useTabCounts';

// NOTE: lazy, so the groups, match and messages features (and the chat database) stay out of the
// first load; the overlays come in the background once the first screen is up.
const JoinRequestNotifier = lazy(async () => ({
  default: (await import('../features/groups')).JoinRequestNotifier,
}));
const ScorePopup = lazy(async () => ({ default: (await import('../features/match')).ScorePopup }));
const WentLiveNotifier = lazy(async () => ({
  default: (await import('../features/live')).WentLiveNotifier,
}));
const CallScreen = lazy(async () => ({ default: (await import('../features/calls')).CallScreen }));
const MessageNotifier = lazy(async () => ({
  default: (await import('../features/messages')).MessageNotifier,
}));

const OVERLAYS = [ScorePopup, MessageNotifier, JoinRequestNotifier, WentLiveNotifier, CallScreen];

function activeTab(pathname: string): TabKey {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const found = (Object.entries(TAB_PATHS) as [TabKey, string][]).find(([, p]) => p === path);
  return found?.[0] ?? 'home';
}

function PageFallback() {
  return (
    <div className="pane" style={{ alignItems: 'center', justifyContent: 'center' }}>
      <SpinLoading color="primary" />
    </div>
  );
}

/** The app frame: kept-alive tab pages, the routed page, the tab bar and the global overlays. */
export function AppShell() {
  const location = useLocation();
  const outlet = useOutlet();
  const { os } = useSnapshot(entry);
  const { server } = useSnapshot(config);
  const counts = useTabCounts();
  const active = keepAliveRoute(location.pathname);
  const [visited, setVisited] = useState<readonly string[]>(() => (active ? [active.path] : []));

  useEffect(() => {
    if (active && !visited.includes(active.path)) setVisited([...visited, active.path]);
  }, [active, visited]);

  const tabs = visibleTabs(ROUTE_PATHS, isChatOff(server));
  const withTabBar = showsTabBar(location.pathname, os, tabs);

  return (
    <div className="app" data-testid="app-root">
      <main className="app-main">
        {ROUTES.filter((r) => r.keepAlive && (r === active || visited.includes(r.path))).map((r) => (
          <KeepAlivePane key={r.path} active={r === active}>
            <Suspense fallback={<PageFallback />}>
              <r.Component />
            </Suspense>
          </KeepAlivePane>
        ))}
        {!active && <Suspense fallback={<PageFallback />}>{outlet}</Suspense>}
      </main>
      {withTabBar && <AppTabBar tabs={tabs} active={activeTab(location.pathname)} counts={counts} />}
      <LoginHost />
      <NoticeWatcher />
      <UpdatePrompt />
      {OVERLAYS.map((Overlay, i) => (
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
