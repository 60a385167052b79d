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

/**
 * The app's side of the bridge, navigating with `go`.
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
      toHome();
      emitWhenHeard('hometab', { index });
    },
    jumpIndex(index) {
      toHome();
      emitWhenHeard('jumpIndex', { index });
    },
    openChat(id) {
      go(chatPath(id));
    },
    async loggedIn(login) {
      // NOTE: the same path as a shell that opens the app with ?uid=&fastkey=&customerId=&token=:
      // the start-up stores them, fast-logs in and reloads everything tied to the user.
      entry.uid = String(login.uid);
      entry.fastkey = login.fastkey;
      entry.customerId = login.customerId ?? '';
      entry.token = login.token ?? '';
      await startSession();
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
