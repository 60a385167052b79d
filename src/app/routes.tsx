import { type ComponentType, lazy } from 'react';
import { HomePage, MoreRecommPage } from '../features/home';
import { LoginPage, PasswordLoginPage } from '../features/login';
import { AnnPage } from '../features/maintenance';
import { BallPage, MatchDetailPage, MatchPage, MatchSettingPage } from '../features/match';
import { ChatPage, MessagePage } from '../features/messages';
import { NewsDetailPage } from '../features/news';
import { registerRoutes } from '../lib/routeRegistry';
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

const page = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const me = () => import('../features/me');
const player = () => import('../features/player');

/**
 * THE route table (spec 000 §2). Later issues add their routes here, one line each
 * (`{ path: '/match', Component: MatchPage, tab: 'match', keepAlive: true }`); a tab appears in the
 * tab bar once its route is here.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', Component: HomePage, tab: 'home', keepAlive: true },
  { path: '/me', Component: page(me, 'MePage'), tab: 'me' },
  { path: '/login', Component: LoginPage },
  { path: '/passwordLogin', Component: PasswordLoginPage },
  { path: '/search', Component: page(() => import('../features/search'), 'SearchPage') },
  { path: '/NewsDetail', Component: NewsDetailPage },
  { path: '/MoreRecomm', Component: MoreRecommPage },
  { path: '/ann', Component: AnnPage },
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
  { path: '/match', Component: MatchPage, tab: 'match', keepAlive: true },
  { path: '/matchdetail', Component: MatchDetailPage },
  { path: '/matchsetting', Component: MatchSettingPage },
  { path: '/ball', Component: BallPage },
  { path: '/message', Component: MessagePage, tab: 'message', keepAlive: true },
  { path: '/chat', Component: ChatPage },
  { path: '/blank', Component: page(() => import('./BlankPage'), 'BlankPage') },
];

/** Lower-cased paths of every route (react-router matches paths case-insensitively). */
export const ROUTE_PATHS: ReadonlySet<string> = new Set(ROUTES.map((r) => r.path.toLowerCase()));
registerRoutes([...ROUTE_PATHS]);

/** The keep-alive route a pathname shows, if any. */
export function keepAliveRoute(pathname: string): AppRoute | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return ROUTES.find((r) => r.keepAlive && r.path.toLowerCase() === path);
}
