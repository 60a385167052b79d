/**
 * The native shells' bridge, app → shell (spec 000 §1: "native Android and iOS shells that receive
 * bridge calls"). The contract, with the shell → app side (`shellApp.ts`), is docs/shell-bridge.md.
 *
 * Every call is made to the shell when the `os` entry parameter names one and the shell has that
 * call; otherwise the app does what it does in a browser. An old shell without the call (or
 * without the bridge at all) therefore gets the web behaviour, never a dead tap.
 */
import { useMemo } from 'react';
import { LOG_ACTION, logAction } from '../api/actionLog';
import { chatPath } from '../lib/paths';
import { entry } from '../state/entry';
import { session } from '../state/session';

/** The calls the app makes to a shell, in the contract's order. */
export const SHELL_CALLS = [
  'login',
  'browser',
  'web',
  'back',
  'message',
  'chat',
  'editInfo',
  'home',
] as const;
export type ShellCall = (typeof SHELL_CALLS)[number];

type NoArgs = Record<string, never>;

/** The argument of each call, sent as JSON (Android) or as the message body (iOS). */
export interface ShellArgs {
  /**
   * Log in natively, for this device: the server ties a session's fastkey to the device id it
   * logged in with (server/accounts/login.ts `sessionUser`), so the shell's login must name the app's.
   */
  login: { deviceid: string };
  /** Open in the system browser. */
  browser: { url: string };
  /** Open in the shell's in-app web view, under `title`. */
  web: { url: string; title: string };
  /** The app has nothing to go back to: the shell closes the web view or goes to its own screen. */
  back: NoArgs;
  message: NoArgs;
  /** A private chat by the peer's uid, a group chat by its group key (as the app's /chat?id=). */
  chat: { id: string };
  editInfo: NoArgs;
  home: NoArgs;
}

/** The object an Android shell adds with addJavascriptInterface: one method per call, a JSON string each. */
export type AndroidShell = Partial<Record<ShellCall, (json: string) => void>>;

/** What a WKWebView puts on `window.webkit.messageHandlers` for each handler the shell added. */
export interface IosHandler {
  postMessage(body: unknown): void;
}

/** The name of the Android shell's object on `window`. */
export const ANDROID_SHELL = 'SportsLiveShell';

/** The part of `window` a shell fills in. */
export interface ShellWindow {
  [ANDROID_SHELL]?: AndroidShell;
  webkit?: { messageHandlers?: Partial<Record<ShellCall, IosHandler>> };
}

function shellWindow(): ShellWindow {
  return globalThis as ShellWindow;
}

/**
 * Hands a call to the shell. False when the app runs in a browser (os h5) or the shell lacks the
 * call: the caller then does the web's part.
 *
 * NOTE: on iOS one message handler per call, named as the call, rather than one `shell` handler
 * carrying `{call, args}`: the app can then tell which calls an older shell has (a handler is
 * present or not), exactly as it tells on Android by the method; with one handler every call would
 * be taken and an unknown one silently lost.
 */
export function callShell<K extends ShellCall>(call: K, args: ShellArgs[K], os: string = entry.os): boolean {
  const win = shellWindow();
  if (os === 'android') {
    const shell = win[ANDROID_SHELL];
    if (typeof shell?.[call] !== 'function') return false;
    // NOTE: addJavascriptInterface passes strings only (and numbers, booleans); an object arrives
    // as "undefined" on the Kotlin side, so every argument is one JSON string.
    shell[call](JSON.stringify(args));
    return true;
  }
  if (os === 'ios') {
    const handler = win.webkit?.messageHandlers?.[call];
    if (typeof handler?.postMessage !== 'function') return false;
    handler.postMessage(args);
    return true;
  }
  return false;
}

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Opens an outside URL in the system browser (a browser: a new tab). */
export function openBrowser(url: string): void {
  if (!callShell('browser', { url })) openInNewTab(url);
}

/**
 * Opens an operator's advert link: a path of the app with `go`, any other link as {@link openBrowser}
 * does; an empty link opens nothing. Logged as an advert click named `name` (spec 000 §7, id 26).
 */
export function openAdvertLink(url: string, name: string, go: (to: string) => void): void {
  if (url === '') return;
  logAction({ action_id: LOG_ACTION.AD_CLICK, free_id: name, url });
  if (url.startsWith('/')) go(url);
  else openBrowser(url);
}

/** Opens an outside page in the shell's in-app web view (a browser: a new tab; it has no title bar). */
export function openWeb(url: string, title: string): void {
  if (!callShell('web', { url, title })) openInNewTab(url);
}

let afterShellLogin: (() => void) | undefined;

/**
 * Asks the shell to log in; true when it took the call. `onSuccess` runs once the shell says the
 * login is done (`sportsLiveApp.loggedIn`), as the web sheet's does after its login.
 */
export function shellLogin(onSuccess?: () => void): boolean {
  if (!callShell('login', { deviceid: session.deviceId })) return false;
  afterShellLogin = onSuccess;
  return true;
}

/** The opener's callback of the shell's login, once (see {@link shellLogin}). */
export function takeShellLoginSuccess(): (() => void) | undefined {
  const callback = afterShellLogin;
  afterShellLogin = undefined;
  return callback;
}

/** Hands "back" to the shell when the app has no page to go back to; false in a browser. */
export function shellBack(): boolean {
  return callShell('back', {});
}

/**
 * The app's own navigate (navigation.ts `useGo`), for the calls whose web part is a route. Its
 * shape is written here: navigation.ts imports this module for the shell's back.
 */
export type Go = (to: string, options?: { replace?: boolean }) => void;

/** The calls whose web part is one of the app's screens. */
export interface ShellScreens {
  message(): void;
  chat(id: number | string): void;
  editInfo(): void;
  home(): void;
}

/**
 * The screens a shell may own: the shell's when it has the call, else the app's route.
 *
 * NOTE: a shell that declares the call (has the method or handler) owns the screen everywhere the
 * app would open it; one without keeps the app's page. Whether a shell shows its own messages or
 * profile editor is the shell's choice, made by adding the call, not the app's guess.
 */
export function shellScreens(go: Go): ShellScreens {
  return {
    message: () => callShell('message', {}) || go('/message'),
    chat: (id) => callShell('chat', { id: String(id) }) || go(chatPath(id)),
    editInfo: () => callShell('editInfo', {}) || go('/selfinfo'),
    home: () => callShell('home', {}) || go('/', { replace: true }),
  };
}

/** {@link shellScreens} bound to a component's navigate. */
export function useShellScreens(go: Go): ShellScreens {
  return useMemo(() => shellScreens(go), [go]);
}
