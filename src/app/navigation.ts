import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { useSnapshot } from 'valtio';
import { entry } from '../state/entry';
import { shellBack } from './shellBridge';

/** The entry parameters carried over between routes (spec 000 §2). */
export interface Carried {
  os: string;
  webclip: string;
}

/**
 * Adds the carried parameters to a link: os when not the browser default, webclip when set. A
 * value already in the link wins; absolute URLs to other sites are left alone.
 */
export function withCarried(to: string, carried: Carried): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to)) return to;
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const q = rest.indexOf('?');
  const path = q >= 0 ? rest.slice(0, q) : rest;
  const params = new URLSearchParams(q >= 0 ? rest.slice(q + 1) : '');
  if (carried.os && carried.os !== 'h5' && !params.has('os')) params.set('os', carried.os);
  if (carried.webclip && !params.has('webclip')) params.set('webclip', carried.webclip);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Where an entry link must go instead: `ax=12` without `mq` opens the player carrying mt and mi
 * (spec 000 §2). Null when the link stays.
 */
export function entryRedirect(search: string): string | null {
  const q = new URLSearchParams(search);
  if (q.get('ax') !== '12' || q.has('mq')) return null;
  const out = new URLSearchParams();
  for (const name of ['mt', 'mi'] as const) {
    const value = q.get(name);
    if (value !== null) out.set(name, value);
  }
  const query = out.toString();
  return `/player${query ? `?${query}` : ''}`;
}

/** True for a path of this app: one leading slash ('//host/…', '/\\host', 'https://…' are other sites). */
export function isAppPath(to: string): boolean {
  return /^\/(?![/\\])/.test(to);
}

/** How a route change is made: `replace` takes the place of the current entry. */
export interface GoOptions {
  replace?: boolean;
}

/**
 * The app's navigate: every route change carries os and webclip. Paths are absolute.
 *
 * NOTE: straight to the router's history rather than through `useNavigate`, which under the
 * declarative router subscribes its caller to the location: every component that can navigate
 * (kept-alive pages included) would render again on every route change.
 */
export function useGo() {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  // NOTE: the carried parameters are read as the route changes, not subscribed to: 42 components
  // can navigate (every card and row), and a store subscription each was a share of the home
  // page's first render; the function they get stays the same when the parameters change.
  return useCallback(
    (to: string | number, options?: GoOptions) => {
      if (typeof to === 'number') navigator.go(to);
      // NOTE: links from configuration come through here; another site would be loaded by history
      // in place of the app.
      else if (!isAppPath(to)) console.warn(`not a path of the app: ${to}`);
      else if (options?.replace) navigator.replace(withCarried(to, entry));
      else navigator.push(withCarried(to, entry));
    },
    [navigator],
  );
}

/** True when this tab has an earlier entry of the app to go back to (react-router's history index). */
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * The app's "back": the previous page when there is one, else `fallback` in place of this page (a
 * page opened by a direct link has nothing to go back to).
 * NOTE: inside a native shell the first page's back is the shell's (it closes the web view or shows
 * its own screen): a fallback page there would trap the user in the web view.
 */
export function useBack(fallback = '/') {
  const go = useGo();
  return useCallback(() => {
    if (canGoBack()) go(-1);
    else if (!shellBack()) go(fallback, { replace: true });
  }, [go, fallback]);
}

/** A link target with the carried parameters (for <Link to>). */
export function useCarriedHref(to: string): string {
  const carried = useSnapshot(entry);
  return withCarried(to, carried);
}
