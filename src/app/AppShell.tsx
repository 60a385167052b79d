import { SpinLoading } from 'antd-mobile';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { LoginDialog } from '../features/login';
import { MaintenanceScreen, NoticeWatcher } from '../features/maintenance';
import { ScorePopup } from '../features/match';
import { MessageNotifier } from '../features/messages';
import { UpdatePrompt } from '../features/pwa';
import { config, isChatOff } from '../state/config';
import { entry } from '../state/entry';
import { AppTabBar } from './AppTabBar';
import { KeepAlivePane } from './KeepAlivePane';
import { keepAliveRoute, ROUTE_PATHS, ROUTES } from './routes';
import { showsTabBar, TAB_PATHS, type TabKey, visibleTabs } from './tabs';
import { useTabCounts } from './useTabCounts';

// NOTE: lazy, so the groups feature stays out of the first load; it comes in the background.
const JoinRequestNotifier = lazy(async () => ({
  default: (await import('../features/groups')).JoinRequestNotifier,
}));

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
            <r.Component />
          </KeepAlivePane>
        ))}
        {!active && <Suspense fallback={<PageFallback />}>{outlet}</Suspense>}
      </main>
      {withTabBar && <AppTabBar tabs={tabs} active={activeTab(location.pathname)} counts={counts} />}
      <LoginDialog />
      <NoticeWatcher />
      <UpdatePrompt />
      <ScorePopup />
      <MessageNotifier />
      <Suspense fallback={null}>
        <JoinRequestNotifier />
      </Suspense>
      <MaintenanceScreen />
    </div>
  );
}
