import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useBanners, useHomeTabs, useNotices, useTodayMatches } from '../../api';
import { LOG_ACTION, logAction } from '../../api/actionLog';
import { AppLink, Tabs } from '../../components';
import { useDrawnInSlices } from '../../lib/drawnInSlices';
import { isInstalledApp, isIos, isNativeOs, isStandalone, isWebClip } from '../../lib/platform';
import { config, currentServiceUid, nightServiceUid } from '../../state/config';
import { entry } from '../../state/entry';
import { on } from '../../state/events';
import { NewsList } from '../news';
import { BackToTop } from './BackToTop';
import { BannerSwiper } from './BannerSwiper';
import { DownloadBanner } from './DownloadBanner';
import { downloadMode, downloadUrl, webclipUrl } from './downloadMode';
import { FloatingIcons } from './FloatingIcons';
import { HomeLoading, useHomeLoading } from './HomeLoading';
import { HomeTopBar } from './HomeTopBar';
import { useReplaysListed } from './HostReplays';
import { HotTab, NightTab } from './HotAndNightTabs';
import { buildHomeTabs, type HomeTabDef, hometabTarget, jumpIndexTarget } from './homeTabs';
import { LiveList } from './LiveList';
import { NoticeTicker } from './NoticeTicker';
import { OpeningAdOnStart } from './OpeningAd';
import { RedPacketAd } from './RedPacketAd';
import { ReplayList } from './ReplayList';
import { replayTexts } from './replayTexts';
import { TodayMatches } from './TodayMatches';
import { tabTexts } from './tabTexts';
import { homeTexts } from './texts';

const TYPE_NAMES = { 1: 'tabFootball', 2: 'tabBasketball', 3: 'tabEsports' } as const;

/** A history link (`history=1&tabIdx=5`) selects that tab after 2 s (spec 000 §4). */
const HISTORY_TAB_DELAY_MS = 2000;

/** One empty list for every "nothing yet", so memoised parts see the same props. */
const NONE: readonly never[] = [];

function RecommendHeader({ onBannerReady }: { onBannerReady: () => void }) {
  const t = homeTexts.useT();
  const banners = useBanners();
  const notices = useNotices();
  const matches = useTodayMatches();
  const shown = useDrawnInSlices(
    useMemo(
      () => ({
        banners: banners.isError ? NONE : banners.data,
        notices: notices.data ?? NONE,
        matches: matches.data,
      }),
      [banners.isError, banners.data, notices.data, matches.data],
    ),
  );
  useEffect(() => {
    if (banners.isFetched) onBannerReady();
  }, [banners.isFetched, onBannerReady]);
  return (
    <>
      <BannerSwiper banners={shown.banners} />
      <NoticeTicker notices={shown.notices} />
      <TodayMatches list={shown.matches?.list ?? NONE} top={shown.matches?.top_list ?? NONE} />
      <div className="section-title home-section-title">
        <span>{t('hotLive')}</span>
        <AppLink to="/MoreRecomm?type=0" className="section-more">
          {t('more')}
        </AppLink>
      </div>
    </>
  );
}

/** The home page (spec 000 §2 "Home page"); kept alive between routes. */
export function HomePage() {
  const t = homeTexts.useT();
  const rt = replayTexts.useT();
  const tt = tabTexts.useT();
  const { server } = useSnapshot(config);
  const { os, webclip } = useSnapshot(entry);
  const installed = isInstalledApp(os, webclip);
  const tabsQuery = useHomeTabs();
  const replays = useReplaysListed();
  const tabs = useMemo(
    () => buildHomeTabs(tabsQuery.data ?? [], installed, replays),
    [tabsQuery.data, installed, replays],
  );
  const [active, setActive] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(['recommend']));
  const panels = useRef(new Map<string, HTMLDivElement>());
  const [activePanel, setActivePanel] = useState<HTMLDivElement | null>(null);
  const loading = useHomeLoading();

  const current = tabs[Math.min(active, tabs.length - 1)] ?? tabs[0];
  const select = useCallback(
    (index: number) => {
      const tab = tabs[index];
      if (!tab) return;
      setActive(index);
      setVisited((v) => (v.has(tab.key) ? v : new Set([...v, tab.key])));
    },
    [tabs],
  );

  useEffect(() => {
    const panel = current ? (panels.current.get(current.key) ?? null) : null;
    // NOTE: only the back-to-top control follows it; not worth a render in one task.
    startTransition(() => setActivePanel(panel));
  }, [current]);

  useEffect(() => {
    const offJump = on('jumpIndex', ({ index }) => {
      const at = jumpIndexTarget(tabs, index, installed);
      if (at !== undefined) select(at);
    });
    const offTab = on('hometab', ({ index }) => {
      const at = hometabTarget(tabs, index, server?.is_has_history === 1);
      if (at !== undefined) select(at);
    });
    return () => {
      offJump();
      offTab();
    };
  }, [tabs, installed, select, server?.is_has_history]);

  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const idx = Number(q.get('tabIdx'));
    if (!q.get('history') || !Number.isInteger(idx)) return;
    const timer = setTimeout(() => select(idx), HISTORY_TAB_DELAY_MS);
    return () => clearTimeout(timer);
  }, [select]);

  const mode = downloadMode({
    installed: isStandalone() || isWebClip(webclip),
    nativeOs: isNativeOs(os),
    ios: isIos(),
    config: server,
  });
  const url = downloadUrl({ ios: isIos(), config: server });
  const liveIndex = tabs.findIndex((tab) => tab.kind === 'live');

  const title = (tab: HomeTabDef) => {
    if (tab.kind === 'recommend') return t('tabRecommend');
    if (tab.kind === 'live') return t('tabLive');
    if (tab.kind === 'news') return t('tabNews');
    if (tab.kind === 'replay') return rt('tabReplay');
    if (tab.kind === 'hot') return tt('tabHot');
    if (tab.kind === 'night') return tt('tabNight');
    const key = TYPE_NAMES[tab.type as keyof typeof TYPE_NAMES];
    return key ? t(key) : <span data-content>{tab.name}</span>;
  };

  // NOTE: the same header element while its callback stays, so the memoised list is not rendered
  // again with every render of the page.
  const recommendHeader = useMemo(
    () => <RecommendHeader onBannerReady={loading.bannerReady} />,
    [loading.bannerReady],
  );

  const body = (tab: HomeTabDef) => {
    if (tab.kind === 'news') return <NewsList />;
    if (tab.kind === 'replay') return <ReplayList />;
    if (tab.kind === 'hot') return <HotTab />;
    if (tab.kind === 'night') return <NightTab />;
    if (tab.kind === 'recommend') {
      return <LiveList type={tab.type} header={recommendHeader} onFirstPage={loading.popularReady} />;
    }
    return <LiveList type={tab.type} />;
  };

  return (
    <div className="home" data-testid="home-page">
      <HomeTopBar
        mode={mode}
        downloadUrl={url}
        webclipUrl={webclipUrl(server)}
        provisionUrl={isIos() ? (server?.download_mobileprovision ?? '') : ''}
        foreverUrls={server?.forever_url ?? []}
      />
      <div className="home-tabs" data-testid="home-tabs">
        <Tabs
          activeKey={current?.key ?? 'recommend'}
          onChange={(key) => {
            logAction({ action_id: LOG_ACTION.NEWS_OR_TAB, free_id: `tab:${key}` });
            select(tabs.findIndex((x) => x.key === key));
          }}
        >
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} title={title(tab)} />
          ))}
        </Tabs>
      </div>
      <div className="home-panels">
        {tabs
          .filter((tab) => visited.has(tab.key))
          .map((tab) => (
            <div
              key={tab.key}
              ref={(el) => {
                if (el) panels.current.set(tab.key, el);
                else panels.current.delete(tab.key);
              }}
              className={tab === current ? 'scroll home-panel' : 'scroll home-panel pane-hidden'}
              data-testid={`home-panel-${tab.key}`}
            >
              {body(tab)}
            </div>
          ))}
        <BackToTop target={activePanel} />
      </div>
      <FloatingIcons
        serviceUid={() => (current?.kind === 'night' ? nightServiceUid(server) : currentServiceUid(server))}
        onLive={() => liveIndex >= 0 && select(liveIndex)}
      />
      {mode !== 0 && server?.is_home_down_tab === 1 && <DownloadBanner url={url} />}
      {server && <OpeningAdOnStart server={server} />}
      {server && (
        <RedPacketAd
          img={server.home_red_img}
          url={server.home_red_url}
          urlType={Number(server.home_red_url_type)}
          activityId={server.alertToActivityId}
        />
      )}
      {loading.shown && <HomeLoading />}
    </div>
  );
}
