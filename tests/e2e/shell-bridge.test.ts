// The native shells' bridge (spec 000 §1, docs/shell-bridge.md) in a browser: opened with
// ?os=android and ?os=ios, with stub shells installed before the app's scripts, the app's entries
// call the shell instead of doing the web's part; the shell's calls to `window.sportsLiveApp` select
// a home tab and open a chat. Without `os`, the same entries are the web's (a new tab, a route).
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SportsLiveApp } from '../../src/app/shellApp';
import { SHELL_CALLS } from '../../src/app/shellBridge';
import { launchBrowser } from '../helpers/browser';
import { setSetting, smsLogin } from '../helpers/server';
import { test } from './app-fixture';
import { homeReady, openApp, stored } from './app-helpers';

/** What the stub shell recorded on the page: [call, argument] in order. */
type Seen = [string, unknown][];

interface StubbedWindow {
  __shellSeen: Seen;
  sportsLiveApp?: SportsLiveApp;
}

/** A phone whose pages hold a stub Android shell (addJavascriptInterface's object: JSON strings). */
async function androidShell(context: BrowserContext): Promise<void> {
  await context.addInitScript((calls) => {
    const seen: Seen = [];
    const shell: Record<string, (json: string) => void> = {};
    for (const call of calls) {
      shell[call] = (json) => {
        if (typeof json !== 'string') throw new Error(`${call} was given ${typeof json}, not a string`);
        seen.push([call, JSON.parse(json)]);
      };
    }
    Object.assign(window, { __shellSeen: seen, SportsLiveShell: shell });
  }, SHELL_CALLS);
}

/** A phone whose pages hold a stub WKWebView: one message handler per call. */
async function iosShell(context: BrowserContext): Promise<void> {
  await context.addInitScript((calls) => {
    const seen: Seen = [];
    const messageHandlers: Record<string, { postMessage: (body: unknown) => void }> = {};
    for (const call of calls) messageHandlers[call] = { postMessage: (body) => seen.push([call, body]) };
    Object.assign(window, { __shellSeen: seen, webkit: { messageHandlers } });
  }, SHELL_CALLS);
}

/**
 * Calls the app's side of the bridge on the page, as a shell's evaluateJavascript does: undefined
 * when the call settled, else what it threw.
 */
function callApp(page: Page, call: keyof SportsLiveApp, ...args: unknown[]): Promise<string | undefined> {
  return page.evaluate(
    async ([name, given]) => {
      const app = (window as unknown as StubbedWindow).sportsLiveApp;
      if (!app) return 'no sportsLiveApp';
      try {
        await (app[name] as (...a: unknown[]) => unknown)(...given);
        return undefined;
      } catch (error) {
        return String(error);
      }
    },
    [call, args] as const,
  );
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as StubbedWindow).__shellSeen);
const path = (page: Page) => new URL(page.url()).pathname;
const selectedTab = (page: Page) =>
  page
    .getByTestId('home-tabs')
    .locator('[role="tab"]')
    .evaluateAll((tabs) => tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'));

/** A phone of its own with a stub shell, closed when the test ends. */
async function shellPhone(
  onTestFinished: (fn: () => Promise<void>) => void,
  install: (context: BrowserContext) => Promise<void>,
  url: string,
) {
  const own = await launchBrowser();
  onTestFinished(() => own.close());
  await install(own.context);
  const opened: Page[] = [];
  own.context.on('page', (p) => opened.push(p));
  const app = await openApp(own.context, url);
  return { ...app, opened };
}

test('inside the Android shell the advert, the login, the profile, the service chat, the first page’s back and home are the shell’s calls', {
  timeout: 120_000,
}, async ({ server, onTestFinished }) => {
  const advertUrl = `${server.url}/Aboat?from=advert`;
  await setSetting(server, 'home_red_url', advertUrl);
  onTestFinished(() => setSetting(server, 'home_red_url', null));
  const { page, errors, opened } = await shellPhone(
    onTestFinished,
    androidShell,
    `${server.url}/?os=android`,
  );
  await homeReady(page);

  await page.getByTestId('redpacket-action').click();
  await expect.poll(() => seen(page)).toEqual([['browser', { url: advertUrl }]]);
  expect(path(page)).toBe('/');

  await page.goto(`${server.url}/me?os=android`);
  await page.getByTestId('me-login').click();
  // The profile, from the header and from its entry in the list.
  await page.locator('.me-header').getByTestId('me-profile').click();
  await page.locator('.me-list').getByTestId('me-profile').click();
  await page.getByTestId('me-service').click();
  await expect
    .poll(() => seen(page))
    .toEqual([
      ['login', { deviceid: expect.any(String) }],
      ['editInfo', {}],
      ['editInfo', {}],
      // The service account of the hour: the day's (service_uid) or the late night's (service_uid_night).
      ['chat', { id: expect.stringMatching(/^1000[01]$/) }],
    ]);
  expect(path(page)).toBe('/me');

  // The first page has nothing to go back to: the shell closes the web view.
  await page.goto(`${server.url}/Aboat?os=android`);
  await page.getByTestId('about-page').locator('.adm-nav-bar-back').click();
  await expect.poll(() => seen(page)).toEqual([['back', {}]]);
  expect(path(page)).toBe('/Aboat');

  await page.goto(`${server.url}/no-such-page?os=android`);
  await page.getByTestId('not-found').locator('.notfound button').click();
  await expect.poll(() => seen(page)).toEqual([['home', {}]]);
  expect(path(page)).toBe('/no-such-page');

  // The app's own page is the only one the phone opened: the advert went to the system browser.
  expect(opened).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the shell selects a home tab (by position, and the last one by jumpIndex 99) and opens a chat', {
  timeout: 120_000,
}, async ({ server, onTestFinished }) => {
  // Opened on another page: the home page is not mounted yet when the shell asks for its tab.
  const { page, errors } = await shellPhone(onTestFinished, androidShell, `${server.url}/Aboat?os=android`);
  await page.getByTestId('about-page').waitFor();
  expect(await callApp(page, 'selectHomeTab', 2)).toBeUndefined();
  await homeReady(page);
  await expect.poll(() => selectedTab(page)).toBe(2);
  expect(new URL(page.url()).search).toBe('?os=android');

  const tabs = await page.getByTestId('home-tabs').locator('[role="tab"]').count();
  expect(await callApp(page, 'jumpIndex', 99)).toBeUndefined();
  await expect.poll(() => selectedTab(page)).toBe(tabs - 1);

  expect(await callApp(page, 'openChat', 10000)).toBeUndefined();
  await expect.poll(() => page.url()).toBe(`${server.url}/chat?id=10000&os=android`);

  // What the contract does not allow is refused by name, and nothing moves.
  expect(await callApp(page, 'selectHomeTab', 'two')).toMatch(
    /TypeError: sportsLiveApp.selectHomeTab: index/,
  );
  expect(await callApp(page, 'jumpIndex', -1)).toMatch(/TypeError: sportsLiveApp.jumpIndex: index/);
  expect(await callApp(page, 'openChat', '')).toMatch(/TypeError: sportsLiveApp.openChat: id/);
  expect(await callApp(page, 'openChat', '1&x=<b>')).toMatch(/TypeError: sportsLiveApp.openChat: id/);
  expect(await callApp(page, 'loggedIn', { uid: 0, fastkey: 'k' })).toMatch(
    /TypeError: sportsLiveApp.loggedIn: uid/,
  );
  expect(await callApp(page, 'loggedIn', { uid: 7 })).toMatch(/TypeError: sportsLiveApp.loggedIn: fastkey/);
  expect(page.url()).toBe(`${server.url}/chat?id=10000&os=android`);
  expect(await seen(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the shell logs the user in and says so: the app takes the session over; after its profile editor saved, the app shows the new name', {
  timeout: 120_000,
}, async ({ server, onTestFinished }) => {
  const { page, errors } = await shellPhone(onTestFinished, androidShell, `${server.url}/me?os=android`);
  await page.getByTestId('me-login').click();
  const deviceid = await stored(page, 'deviceid');
  expect(deviceid).toEqual(expect.any(String));
  await expect.poll(() => seen(page)).toEqual([['login', { deviceid }]]);
  // The shell's own login, over the IM API as a native client makes it, for the app's device.
  const phone = `137${String(Date.now()).slice(-8)}`;
  const login = await smsLogin(server.url, phone, String(deviceid));
  expect(login.ret).toBe(0);
  const uid = (login.user as { uid: number }).uid;
  const fastkey = String(login.fastkey);
  // A fastkey the server refuses: the promise rejects and the app stays a guest.
  expect(await callApp(page, 'loggedIn', { uid, fastkey: `${fastkey}x` })).toMatch(/refused the login/);
  expect(await page.getByTestId('me-login').count()).toBe(1);
  expect(await callApp(page, 'loggedIn', { uid, fastkey })).toBeUndefined();
  await page.getByTestId('me-login').waitFor({ state: 'detached' });
  expect(await stored(page, 'uid')).toBe(uid);
  expect(await stored(page, 'phone')).toBe(phone);

  // The shell's profile editor saved a new nickname on the server.
  const nickname = `shell${String(uid).slice(-6)}`;
  await server.db.updateTable('users').set({ nickname }).where('uid', '=', uid).execute();
  expect(await page.getByTestId('me-nickname').textContent()).not.toBe(nickname);
  expect(await callApp(page, 'refreshAfterEditInfo')).toBeUndefined();
  await expect.poll(() => page.getByTestId('me-nickname').textContent()).toBe(nickname);
  expect(errors).toEqual([]);
});

test('home_red_url_type 2 opens the advert’s link in the shell’s in-app web view', {
  timeout: 120_000,
}, async ({ server, onTestFinished }) => {
  const advertUrl = `${server.url}/Aboat?from=advert`;
  await setSetting(server, 'home_red_url', advertUrl);
  await setSetting(server, 'home_red_url_type', 2);
  onTestFinished(async () => {
    await setSetting(server, 'home_red_url', null);
    await setSetting(server, 'home_red_url_type', null);
  });
  const { page } = await shellPhone(onTestFinished, androidShell, `${server.url}/?os=android`);
  await homeReady(page);
  await page.getByTestId('redpacket-action').click();
  await expect.poll(() => seen(page)).toEqual([['web', { url: advertUrl, title: '每日红包' }]]);
  expect(path(page)).toBe('/');
});

test('inside the iOS shell the login and the first page’s back go to its message handlers', {
  timeout: 120_000,
}, async ({ server, onTestFinished }) => {
  const { page, errors } = await shellPhone(onTestFinished, iosShell, `${server.url}/me?os=ios`);
  await page.getByTestId('me-login').click();
  await expect.poll(() => seen(page)).toEqual([['login', { deviceid: expect.any(String) }]]);
  await page.goto(`${server.url}/Aboat?os=ios`);
  await page.getByTestId('about-page').locator('.adm-nav-bar-back').click();
  await expect.poll(() => seen(page)).toEqual([['back', {}]]);
  expect(path(page)).toBe('/Aboat');
  expect(errors).toEqual([]);
});

test('in a browser the advert opens a new page and the first page’s back goes home', {
  timeout: 120_000,
}, async ({ server, page, errors, onTestFinished }) => {
  const advertUrl = `${server.url}/Aboat?from=advert`;
  await setSetting(server, 'home_red_url', advertUrl);
  onTestFinished(() => setSetting(server, 'home_red_url', null));
  await page.evaluate(() => localStorage.removeItem('sl:redPacketDay'));
  await page.goto(server.url);
  await homeReady(page);
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('redpacket-action').click(),
  ]);
  await expect.poll(() => popup.url()).toBe(advertUrl);
  await popup.close();

  await page.goto(`${server.url}/Aboat`);
  await page.getByTestId('about-page').locator('.adm-nav-bar-back').click();
  await homeReady(page);
  expect(path(page)).toBe('/');
  expect(errors).toEqual([]);
});

test("/golive's phone step for a visitor is the login sheet: in a browser it opens there, in a shell it is the shell's login", {
  timeout: 120_000,
}, async ({ server, onTestFinished }) => {
  const web = await shellPhone(onTestFinished, async () => {}, `${server.url}/golive`);
  await web.page.getByTestId('golive-apply-step').click();
  await web.page.getByTestId('login-form').waitFor();
  expect(path(web.page)).toBe('/golive');

  const shell = await shellPhone(onTestFinished, androidShell, `${server.url}/golive?os=android`);
  await shell.page.getByTestId('golive-apply-step').click();
  const deviceid = await stored(shell.page, 'deviceid');
  await expect.poll(() => seen(shell.page)).toEqual([['login', { deviceid }]]);
  expect(await shell.page.getByTestId('login-form').count()).toBe(0);
});
