/**
 * The native shells' bridge, shell → app: `window.sportsLiveApp`, which a shell calls with
 * evaluateJavascript (Android) or evaluateJavaScript (iOS). The contract is docs/shell-bridge.md;
 * the app → shell side is `shellBridge.ts`.
 */
import { useEffect } from 'react';
import { reloadUser, startSession } from '../features/session';
import { chatPath } from '../lib/paths';
import { entry } from '../state/entry';
import { emitWhenHeard } from '../state/events';
import { session } from '../state/session';
import { type Go, takeShellLoginSuccess } from './shellBridge';

/** What a shell that logged the user in itself hands over (as the entry parameters of spec 000 §2). */
export interface ShellLogin {
  uid: number | string;
  fastkey: string;
  customerId?: string;
  token?: string;
}

/** The calls a shell makes to the app. */
export interface SportsLiveApp {
  /** Selects the home tab at `index` among the visible tabs (the app's `hometab` event). */
  selectHomeTab(index: number): void;
  /** Selects a home tab the jumpIndex way: 0 the first, 99 the last when installed, else that type. */
  jumpIndex(index: number): void;
  /** Opens the chat with a uid or a group key. */
  openChat(id: number | string): void;
  /** The shell logged the user in: the app takes the session over. */
  loggedIn(login: ShellLogin): Promise<void>;
  /** The shell's profile editor saved: the app reads the profile again. */
  refreshAfterEditInfo(): Promise<void>;
}

declare global {
  interface Window {
    /** The app's side of the native shells' bridge (docs/shell-bridge.md). */
    sportsLiveApp?: SportsLiveApp;
  }
}

/** A shell's argument the contract does not allow: refused before anything changes. */
function refuse(call: keyof SportsLiveApp, what: string): never {
  throw new TypeError(`sportsLiveApp.${call}: ${what}`);
}

function tabIndex(call: 'selectHomeTab' | 'jumpIndex', index: unknown): number {
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0)
    refuse(call, `index must be a whole number from 0, got ${JSON.stringify(index)}`);
  return index;
}

/** A uid (a whole number from 1) or a group key (text), as the app's /chat?id= takes them. */
function chatId(id: unknown): number | string {
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
  if (typeof id === 'string' && /^[\w-]+$/.test(id)) return id;
  return refuse('openChat', `id must be a uid or a group key, got ${JSON.stringify(id)}`);
}

/** The login a shell hands over, checked: a uid from 1 and a fastkey; the rest text or absent. */
function shellLoginOf(login: unknown): { uid: number; fastkey: string; customerId: string; token: string } {
  const { uid, fastkey, customerId = '', token = '' } = (login ?? {}) as Partial<ShellLogin>;
  const id = Number(uid);
  if (!Number.isSafeInteger(id) || id < 1) refuse('loggedIn', 'uid must be a whole number from 1');
  if (typeof fastkey !== 'string' || fastkey === '') refuse('loggedIn', 'fastkey must be given');
  if (typeof customerId !== 'string' || typeof token !== 'string')
    refuse('loggedIn', 'customerId and token must be text');
  return { uid: id, fastkey, customerId, token };
}

/**
 * The app's side of the bridge, navigating with `go`. An argument the contract does not allow
 * throws a TypeError naming the call, and changes nothing.
 *
 * NOTE: the home tabs go through the app's own jumpIndex / hometab events, whose one listener is
 * the home page's (HomePage.tsx, with jumpIndexTarget / hometabTarget); the app is brought to it
 * first, and a selection made before the home page ever mounted waits for its listener.
 */
export function shellApp(go: Go): SportsLiveApp {
  const toHome = () => {
    if (location.pathname !== '/') go('/');
  };
  return {
    selectHomeTab(index) {
      const at = tabIndex('selectHomeTab', index);
      toHome();
      emitWhenHeard('hometab', { index: at });
    },
    jumpIndex(index) {
      const at = tabIndex('jumpIndex', index);
      toHome();
      emitWhenHeard('jumpIndex', { index: at });
    },
    openChat(id) {
      go(chatPath(chatId(id)));
    },
    async loggedIn(login) {
      const checked = shellLoginOf(login);
      // NOTE: the same path as a shell that opens the app with ?uid=&fastkey=&customerId=&token=:
      // the start-up stores them, fast-logs in and reloads everything tied to the user.
      entry.uid = String(checked.uid);
      entry.fastkey = checked.fastkey;
      entry.customerId = checked.customerId;
      entry.token = checked.token;
      await startSession();
      // A fastkey the server refused leaves the app as it was (a guest): the opener's callback
      // waits for a login that holds, and the shell hears why.
      if (session.uid !== checked.uid) {
        throw new Error(`sportsLiveApp.loggedIn: the server refused the login of ${checked.uid}`);
      }
      takeShellLoginSuccess()?.();
    },
    refreshAfterEditInfo: reloadUser,
  };
}

/** Puts {@link shellApp} on `window` while the app is mounted. */
export function useShellApp(go: Go): void {
  useEffect(() => {
    const app = shellApp(go);
    window.sportsLiveApp = app;
    return () => {
      if (window.sportsLiveApp === app) window.sportsLiveApp = undefined;
    };
  }, [go]);
}
