import type { ComponentType } from 'react';
import { landingPicture, normalPath } from '../../protocol/landing';
import { fetchAdvertPictureEarly, HomePage } from '../features/home';
import { registerRoutes } from '../lib/routeRegistry';
import { fetchPictureEarly, whenConfigured } from '../state/config';
import { type LazyPage, lazyPage } from './lazyPage';
import type { TabKey } from './tabs';

/** One route of the app. */
export interface AppRoute {
  path: string;
  Component: ComponentType;
  /** The bottom tab it belongs to. */
  tab?: TabKey;
  /** Kept mounted (hidden) while another route shows, preserving its state and scroll. */
  keepAlive?: boolean;
}

// NOTE: only the home page is in the first load; every other page is its own chunk, fetched when
// its route is first shown (so `/` loads no chat database, stream engine or match center).
const home = () => import('../features/home/pages');
const login = () => import('../features/login/pages');
const me = () => import('../features/me');
const rooms = () => import('../features/rooms');
const match = () => import('../features/match');
const points = () => import('../features/points');
const market = () => import('../features/market/pages');

/**
 * THE route table (spec 000 §2). Later issues add their routes here, one line each
 * (`{ path: '/match', Component: lazyPage(match, 'MatchPage'), tab: 'match', keepAlive: true }`); a tab appears in the
 * tab bar once its route is here.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', Component: HomePage, tab: 'home', keepAlive: true },
  { path: '/me', Component: lazyPage(me, 'MePage'), tab: 'me' },
  { path: '/login', Component: lazyPage(login, 'LoginPage') },
  { path: '/passwordLogin', Component: lazyPage(login, 'PasswordLoginPage') },
  { path: '/search', Component: lazyPage(() => import('../features/search'), 'SearchPage') },
  { path: '/NewsDetail', Component: lazyPage(() => import('../features/news/pages'), 'NewsDetailPage') },
  { path: '/MoreRecomm', Component: lazyPage(home, 'MoreRecommPage') },
  { path: '/replay', Component: lazyPage(home, 'ReplayPage') },
  { path: '/ann', Component: lazyPage(() => import('../features/maintenance/pages'), 'AnnPage') },
  { path: '/Setting', Component: lazyPage(me, 'SettingPage') },
  { path: '/Syssetting', Component: lazyPage(me, 'SyssettingPage') },
  { path: '/selfinfo', Component: lazyPage(me, 'SelfInfoPage') },
  { path: '/Aboat', Component: lazyPage(me, 'AboutPage') },
  { path: '/Changepwd', Component: lazyPage(me, 'ChangePwdPage') },
  { path: '/friend', Component: lazyPage(() => import('../features/friends'), 'FriendPage'), tab: 'friend' },
  { path: '/newfriend', Component: lazyPage(() => import('../features/friends'), 'NewFriendPage') },
  { path: '/imsearch', Component: lazyPage(() => import('../features/friends'), 'ImSearchPage') },
  { path: '/group', Component: lazyPage(() => import('../features/groups'), 'GroupPage') },
  { path: '/player', Component: lazyPage(rooms, 'RoomPage') },
  { path: '/play', Component: lazyPage(rooms, 'RoomPage') },
  { path: '/mnightplayer', Component: lazyPage(rooms, 'RoomPage') },
  { path: '/History', Component: lazyPage(rooms, 'HistoryPage') },
  { path: '/Subscribe', Component: lazyPage(rooms, 'SubscribePage') },
  { path: '/hotzb', Component: lazyPage(rooms, 'HotHostPage') },
  { path: '/golive', Component: lazyPage(() => import('../features/live'), 'GoLivePage') },
  { path: '/match', Component: lazyPage(match, 'MatchPage'), tab: 'match', keepAlive: true },
  { path: '/matchdetail', Component: lazyPage(match, 'MatchDetailPage') },
  { path: '/matchsetting', Component: lazyPage(match, 'MatchSettingPage') },
  { path: '/ball', Component: lazyPage(match, 'BallPage') },
  { path: '/forgetPwd', Component: lazyPage(login, 'ForgotPasswordPage') },
  {
    path: '/message',
    Component: lazyPage(() => import('../features/messages/MessagePage'), 'MessagePage'),
    tab: 'message',
    keepAlive: true,
  },
  { path: '/chat', Component: lazyPage(() => import('../features/messages/ChatPage'), 'ChatPage') },
  { path: '/sign', Component: lazyPage(points, 'SignPage') },
  { path: '/integralwallet', Component: lazyPage(points, 'IntegralWalletPage') },
  { path: '/IntegralDetail', Component: lazyPage(points, 'IntegralDetailPage') },
  { path: '/integralrule', Component: lazyPage(points, 'IntegralRulePage') },
  { path: '/IntegralExchange', Component: lazyPage(points, 'IntegralExchangePage') },
  { path: '/integralMyStore', Component: lazyPage(points, 'IntegralMyStorePage') },
  { path: '/integralAddress', Component: lazyPage(points, 'IntegralAddressPage') },
  { path: '/viplevel', Component: lazyPage(points, 'VipLevelPage') },
  { path: '/realname', Component: lazyPage(points, 'RealNamePage') },
  { path: '/invitef', Component: lazyPage(points, 'InvitePage') },
  { path: '/lookid', Component: lazyPage(points, 'LookIdPage') },
  { path: '/proposal', Component: lazyPage(points, 'ProposalPage') },
  { path: '/activity', Component: lazyPage(points, 'ActivityPage') },
  { path: '/activityDetail', Component: lazyPage(points, 'ActivityDetailPage') },
  { path: '/wallet', Component: lazyPage(() => import('../features/wallet/pages'), 'WalletPage') },
  { path: '/transfer', Component: lazyPage(() => import('../features/wallet/pages'), 'TransferPage') },
  { path: '/paypassword', Component: lazyPage(() => import('../features/wallet/pages'), 'PayPasswordPage') },
  { path: '/market', Component: lazyPage(market, 'MarketPage') },
  { path: '/market/order', Component: lazyPage(market, 'OrderPage') },
  { path: '/market/orders', Component: lazyPage(market, 'MyOrdersPage') },
  { path: '/market/offers', Component: lazyPage(market, 'MyOffersPage') },
  { path: '/market/accounts', Component: lazyPage(market, 'PayAccountsPage') },
  {
    path: '/redpackets',
    Component: lazyPage(() => import('../features/redpacket/pages'), 'RedPacketHistoryPage'),
  },
  { path: '/blank', Component: lazyPage(() => import('./BlankPage'), 'BlankPage') },
];

/** Lower-cased paths of every route (react-router matches paths case-insensitively). */
export const ROUTE_PATHS: ReadonlySet<string> = new Set(ROUTES.map((r) => r.path.toLowerCase()));
registerRoutes([...ROUTE_PATHS], preloadPageOf);

const ROUTE_BY_PATH: ReadonlyMap<string, AppRoute> = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

/** The route a pathname shows (paths match case-insensitively, a trailing slash ignored). */
export function routeOf(pathname: string): AppRoute | undefined {
  return ROUTE_BY_PATH.get(normalPath(pathname));
}

/** Starts fetching the page's chunk of a pathname (once; a failed load is tried again at the next call). */
function preloadPageOf(pathname: string): void {
  (routeOf(pathname)?.Component as LazyPage | undefined)?.preload?.();
}

/**
 * Starts fetching the page of a pathname (and its largest picture, `LANDING_PICTURE`), so the app's start and the
 * page's chunk load side by side instead of one after the other (the page is otherwise fetched when
 * the first render reaches it).
 */
export function preloadRoute(pathname: string): void {
  preloadPageOf(pathname);
  const picture = landingPicture(normalPath(pathname));
  if (picture === 'home_red_img') fetchAdvertPictureEarly();
  else if (picture) whenConfigured((server) => fetchPictureEarly(server[picture]));
}
