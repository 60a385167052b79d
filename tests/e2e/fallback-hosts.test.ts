// Fallback hosts (issue 46 item 11, spec 000 §7-§8): the app learns its API hosts, maintenance
// files and cloud configuration files from encryptionConfig; with the page's own origin down (a TCP
// proxy in front of it refusing), the installed app starts from its service worker and calls a
// second local server standing in for the fallback host: named by the configuration, or by a cloud
// file on that other host when the configuration named none.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { generateParamKey } from '../../protocol/cipher';
import { CLIENT } from '../../protocol/enums';
import { launchBrowser } from '../helpers/browser';
import { setSetting, startServer, type TestServer } from '../helpers/server';
import { TcpProxy } from '../integration/hub-proxy';
import { closeAdvert, offlineCached, openApp, screenshot, stored } from './app-helpers';

let origin: TestServer;
let fallback: TestServer;
let proxy: TcpProxy;
/** The page's origin: the proxy in front of `origin`. */
let site: string;

beforeAll(async () => {
  // NOTE: every host of one app shares the parameter key (PARAM_KEY).
  const paramKey = generateParamKey();
  [origin, fallback] = await Promise.all([
    startServer({ distDir: inject('distDir'), paramKey }),
    startServer({ distDir: inject('distDir'), paramKey }),
  ]);
  proxy = await TcpProxy.start(Number(new URL(origin.url).port));
  site = `http://127.0.0.1:${proxy.port}`;
  await setSetting(origin, 'h5_foot_str', '本站');
  await setSetting(fallback, 'h5_foot_str', '备用站');
}, 60_000);
afterAll(async () => {
  await proxy?.close();
  await Promise.all([origin?.close(), fallback?.close()]);
});

/** Opens /me on the site with a new phone, and waits until its service worker holds the app. */
async function installedOn(context: Awaited<ReturnType<typeof launchBrowser>>['context']): Promise<Page> {
  const { page } = await openApp(context, `${site}/me`);
  await closeAdvert(page);
  await page.getByTestId('me-foot').getByText('本站').waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await offlineCached(page);
  return page;
}

/** The site goes down: every connection to it refused, those open dropped. */
function cutSite(): void {
  proxy.mode = 'refuse';
  proxy.resetAll();
}

test("with the page's origin down the app calls the fallback host encryptionConfig named, and reads its maintenance file", async () => {
  await setSetting(origin, 'api_hosts', [site, fallback.url]);
  const phone = await launchBrowser();
  try {
    const page = await installedOn(phone.context);
    await expect.poll(() => stored(page, 'apiHostsLearnt')).toEqual([fallback.url]);
    expect(await stored(page, 'maintainUrls')).toEqual([
      `${site}/maintain.json`,
      `${fallback.url}/maintain.json`,
    ]);

    cutSite();
    await page.reload();
    // The key script, the configuration and the session all came from the fallback host.
    await page.getByTestId('me-foot').getByText('备用站').waitFor({ timeout: 20_000 });
    expect(await stored(page, 'apiHost')).toBe(fallback.url);
    await screenshot(page, 'fallback-host-me');

    // The maintenance files: the site's own cannot be read; the fallback host's says maintenance.
    await setSetting(fallback, 'maintain', 1);
    await page.reload();
    await page.getByTestId('maintenance-screen').waitFor({ timeout: 20_000 });
  } finally {
    proxy.mode = 'pass';
    await setSetting(fallback, 'maintain', null);
    await setSetting(origin, 'api_hosts', null);
    await phone.close();
  }
}, 120_000);

test('with every known host down the cloud configuration file on another host names the fallback host', async () => {
  // The configuration names no other API host, only the cloud file (kept on the fallback host).
  await setSetting(origin, 'api_hosts', [site]);
  await setSetting(origin, 'cloud_config_urls', [`${fallback.url}/cloud/{appid}.json`]);
  const phone = await launchBrowser();
  try {
    const page = await installedOn(phone.context);
    await expect.poll(() => stored(page, 'cloudConfigUrls')).toEqual([`${fallback.url}/cloud/{appid}.json`]);
    expect(await stored(page, 'apiHostsLearnt')).toBeUndefined();

    cutSite();
    await page.reload();
    await page.getByTestId('me-foot').getByText('备用站').waitFor({ timeout: 20_000 });
    expect(await stored(page, 'apiHostsLearnt')).toEqual([fallback.url]);
    expect(await stored(page, 'maintainUrls')).toEqual([`${fallback.url}/maintain.json`]);
  } finally {
    proxy.mode = 'pass';
    await setSetting(origin, 'api_hosts', null);
    await setSetting(origin, 'cloud_config_urls', null);
    await phone.close();
  }
}, 120_000);

test("a cloud file is this app's alone: another app id is not found", async () => {
  const mine = await fetch(`${fallback.url}/cloud/${CLIENT.APP_ID}.json`);
  expect(mine.headers.get('access-control-allow-origin')).toBe('*');
  expect(await mine.json()).toEqual({
    app_id: CLIENT.APP_ID,
    api_hosts: [fallback.url],
    maintain_urls: [`${fallback.url}/maintain.json`],
  });
  expect((await fetch(`${fallback.url}/cloud/another-app.json`)).status).toBe(404);
});
