import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { entry } from '../state/entry';
import { session } from '../state/session';
import {
  type AndroidShell,
  callShell,
  type IosHandler,
  openBrowser,
  openWeb,
  SHELL_CALLS,
  type ShellCall,
  shellBack,
  shellLogin,
  shellScreens,
  takeShellLoginSuccess,
} from './shellBridge';

/** Every call the stub shells saw, as [call, argument]. */
let seen: [string, unknown][];
let opened: string[];

function android(calls: readonly ShellCall[] = SHELL_CALLS): void {
  const shell: AndroidShell = {};
  for (const call of calls) shell[call] = (json) => seen.push([call, JSON.parse(json)]);
  vi.stubGlobal('SportsLiveShell', shell);
}

function ios(calls: readonly ShellCall[] = SHELL_CALLS): void {
  const messageHandlers: Partial<Record<ShellCall, IosHandler>> = {};
  for (const call of calls) messageHandlers[call] = { postMessage: (body) => seen.push([call, body]) };
  vi.stubGlobal('webkit', { messageHandlers });
}

beforeEach(() => {
  seen = [];
  opened = [];
  vi.stubGlobal('window', { open: (url: string) => opened.push(url) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app → shell', () => {
  test('Android gets each call as its method with one JSON string', () => {
    const strings: unknown[] = [];
    vi.stubGlobal('SportsLiveShell', { web: (json: unknown) => strings.push(json) });
    expect(callShell('web', { url: 'https://a.example/', title: 'Cup' }, 'android')).toBe(true);
    expect(strings).toEqual(['{"url":"https://a.example/","title":"Cup"}']);
  });

  test('iOS gets each call as the message body of the handler named after it', () => {
    ios();
    expect(callShell('chat', { id: '42' }, 'ios')).toBe(true);
    expect(callShell('back', {}, 'ios')).toBe(true);
    expect(seen).toEqual([
      ['chat', { id: '42' }],
      ['back', {}],
    ]);
  });

  test('a browser never calls a shell, even one on the page', () => {
    android();
    ios();
    for (const call of SHELL_CALLS)
      expect(callShell(call, { url: 'x', title: '', id: '1' }, 'h5')).toBe(false);
    expect(seen).toEqual([]);
  });

  test('an os with no shell object, or a shell without that call, is refused (the web does it)', () => {
    expect(callShell('home', {}, 'android')).toBe(false);
    expect(callShell('home', {}, 'ios')).toBe(false);
    android(['browser']);
    ios(['browser']);
    expect(callShell('home', {}, 'android')).toBe(false);
    expect(callShell('home', {}, 'ios')).toBe(false);
    expect(seen).toEqual([]);
  });
});

describe('the calls with their web part', () => {
  afterEach(() => {
    entry.os = 'h5';
  });

  test('browser and web open a new tab in a browser, go to the shell inside one', () => {
    android();
    openBrowser('https://ad.example/');
    openWeb('https://news.example/', 'News');
    expect(opened).toEqual(['https://ad.example/', 'https://news.example/']);
    entry.os = 'android';
    openBrowser('https://ad.example/');
    openWeb('https://news.example/', 'News');
    expect(opened).toHaveLength(2);
    expect(seen).toEqual([
      ['browser', { url: 'https://ad.example/' }],
      ['web', { url: 'https://news.example/', title: 'News' }],
    ]);
  });

  test('an old shell without the bridge gets the new tab', () => {
    entry.os = 'ios';
    openBrowser('https://ad.example/');
    expect(opened).toEqual(['https://ad.example/']);
  });

  test('the screens are the app’s routes in a browser, the shell’s when it has the call', () => {
    const routes: string[] = [];
    const screens = shellScreens((to) => routes.push(to));
    const all = () => {
      screens.message();
      screens.chat(7);
      screens.editInfo();
      screens.home();
      return shellBack();
    };
    ios();
    expect(all()).toBe(false);
    expect(routes).toEqual(['/message', '/chat?id=7', '/selfinfo', '/']);
    entry.os = 'ios';
    expect(all()).toBe(true);
    expect(routes).toHaveLength(4);
    expect(seen).toEqual([
      ['message', {}],
      ['chat', { id: '7' }],
      ['editInfo', {}],
      ['home', {}],
      ['back', {}],
    ]);
  });

  test('a shell with some of the calls owns those screens only', () => {
    const routes: string[] = [];
    const screens = shellScreens((to) => routes.push(to));
    entry.os = 'android';
    android(['editInfo']);
    screens.editInfo();
    screens.chat('5001');
    expect(seen).toEqual([['editInfo', {}]]);
    expect(routes).toEqual(['/chat?id=5001']);
  });

  test('the shell’s login keeps the opener’s callback, once, for the shell’s answer', () => {
    const done = () => undefined;
    expect(shellLogin(done)).toBe(false);
    expect(takeShellLoginSuccess()).toBeUndefined();
    entry.os = 'android';
    session.deviceId = 'device-1';
    android();
    expect(shellLogin(done)).toBe(true);
    expect(seen).toEqual([['login', { deviceid: 'device-1' }]]);
    expect(takeShellLoginSuccess()).toBe(done);
    expect(takeShellLoginSuccess()).toBeUndefined();
  });
});
