import { type ComponentType, lazy } from 'react';
import { landingPicture, normalPath } from '../../protocol/landing';
import { fetchAdvertPictureEarly, HomePage } from '../features/home';
import { onceImport } from '../lib/onceImport';
import { registerRoutes } from '../lib/routeRegistry';
import { fetchPictureEarly, whenConfigured } from '../state/config';
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

/** A page loaded when first shown; `preload` starts loading it before that. */
type LazyPage = ComponentType & { preload?: () => void };

const page = <M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyPage => {
  const start = onceImport(() => load().then((m) => ({ default: m[name] as ComponentType })));
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
};

// NOTE: only the home page is in the first load; every other page is its own chunk, fetched when
// its route is first shown (so `/` loads no chat database, stream engine or match center).
const home = () => import('../features/home/pages');
const login = () => import('../features/login/pages');
const me = () => import('../features/me');
const player = () => import('../features/player');
const match = () => import('../features/match');
const account = () => import('../features/account');
const market = () => import('../features/market/pages');

/**
 * THE route table (spec 000 §2). Later issues add their routes here, one line each
 * (`{ path: '/match', Component: page(match, 'MatchPage'), tab: 'match', keepAlive: true }`); a tab appears in the
 * tab bar once its route is here.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', Component: HomePage, tab: 'home', keepAlive: true },
  { path: '/me', Component: page(me, 'MePage'), tab: 'me' },
  { path: '/login', Component: page(login, 'LoginPage') },
  { path: '/passwordLogin', Component: page(login, 'PasswordLoginPage') },
  { path: '/forgetPwd', Component: page(login, 'ForgotPasswordPage') },
  { path: '/search', Component: page(() => import('../features/search'), 'SearchPage') },
  { path: '/NewsDetail', Component: page(() => import('../features/news/pages'), 'NewsDetailPage') },
  { path: '/MoreRecomm', Component: page(home, 'MoreRecommPage') },
  { path: '/ann', Component: page(() => import('../features/maintenance/pages'), 'AnnPage') },
  { path: '/Setting', Component: page(me, 'SettingPage') },
  { path: '/Syssetting', Component: page(me, 'SyssettingPage') },
  { path: '/selfinfo', Component: page(me, 'SelfInfoPage') },
  { path: '/Aboat', Component: page(me, 'AboutPage') },
  { path: '/Changepwd', Component: page(me, 'ChangePwdPage') },
  { path: '/friend', Component: page(() => import('../features/friends'), 'FriendPage'), tab: 'friend' },
  { path: '/newfriend', Component: page(() => import('../features/friends'), 'NewFriendPage') },
  { path: '/imsearch', Component: page(() => import('../features/friends'), 'ImSearchPage') },
  { path: '/group', Component: page(() => import('../features/groups'), 'GroupPage') },
  { path: '/player', Component: page(player, 'PlayerPage') },
  { path: '/play', Component: page(player, 'PlayerPage') },
  { path: '/mnightplayer', Component: page(player, 'PlayerPage') },
  { path: '/History', Component: page(player, 'HistoryPage') },
  { path: '/Subscribe', Component: page(player, 'SubscribePage') },
  { path: '/hotzb', Component: page(player, 'HotHostPage') },
  { path: '/golive', Component: page(() => import('../features/live'), 'GoLivePage') },
  { path: '/match', Component: page(match, 'MatchPage'), tab: 'match', keepAlive: true },
  { path: '/matchdetail', Component: page(match, 'MatchDetailPage') },
  { path: '/matchsetting', Component: page(match, 'MatchSettingPage') },
  { path: '/ball', Component: page(match, 'BallPage') },
  {
    path: '/message',
    Component: page(() => import('../features/messages/MessagePage'), 'MessagePage'),
    tab: 'message',
    keepAlive: true,
  },
  { path: '/chat', Component: page(() => import('../features/messages/ChatPage'), 'ChatPage') },
  { path: '/sign', Component: page(account, 'SignPage') },
  { path: '/integralwallet', Component: page(account, 'IntegralWalletPage') },
  { path: '/IntegralDetail', Component: page(account, 'IntegralDetailPage') },
  { path: '/integralrule', Component: page(account, 'IntegralRulePage') },
  { path: '/IntegralExchange', Component: page(account, 'IntegralExchangePage') },
  { path: '/integralMyStore', Component: page(account, 'IntegralMyStorePage') },
  { path: '/integralAddress', Component: page(account, 'IntegralAddressPage') },
  { path: '/viplevel', Component: page(account, 'VipLevelPage') },
  { path: '/realname', Component: page(account, 'RealNamePage') },
  { path: '/invitef', Component: page(account, 'InvitePage') },
  { path: '/lookid', Component: page(account, 'LookIdPage') },
  { path: '/proposal', Component: page(account, 'ProposalPage') },
  { path: '/activity', Component: page(account, 'ActivityPage') },
  { path: '/activityDetail', Component: page(account, 'ActivityDetailPage') },
  { path: '/wallet', Component: page(() => import('../features/wallet/pages'), 'WalletPage') },
  { path: '/transfer', Component: page(() => import('../features/wallet/pages'), 'TransferPage') },
  { path: '/paypassword', Component: page(() => import('../features/wallet/pages'), 'PayPasswordPage') },
  { path: '/market', Component: page(market, 'MarketPage') },
  { path: '/market/order', Component: page(market, 'OrderPage') },
  { path: '/market/orders', Component: page(market, 'MyOrdersPage') },
  { path: '/market/offers', Component: page(market, 'MyOffersPage') },
  { path: '/market/accounts', Component: page(market, 'PayAccountsPage') },
  {
    path: '/redpackets',
    Component: page(() => import('../features/redpacket/pages'), 'RedPacketHistoryPage'),
  },
  { path: '/blank', Component: page(() => import('./BlankPage'), 'BlankPage') },
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
