// /match offline (issue 49 item 4): reloaded without network it says the network is down, as home
// and the player do, instead of spinning forever; its matches come once the network is back.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { TcpProxy } from '../integration/hub-proxy';
import { hubOnline, openApp, screenshot } from './app-helpers';

let server: TestServer;
let proxy: TcpProxy;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  // NOTE: context.setOffline does not reach the hub's SharedWorker WebSocket, so the network is
  // cut twice: the browser goes offline and a TCP proxy in front of the server refuses and resets.
  proxy = await TcpProxy.start(Number(new URL(server.url).port));
  browser = await launchBrowser();
  ({ page } = await openApp(browser.context, `http://127.0.0.1:${proxy.port}/match`));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await hubOnline(page);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.close();
});

test('/match reloaded offline shows the offline notice, then its matches when the network is back', async () => {
  const match = page.getByTestId('match-page');
  await match.getByTestId('league-block').first().waitFor({ timeout: 15_000 });
  await browser.context.setOffline(true);
  proxy.mode = 'refuse';
  proxy.resetAll();
  try {
    await page.waitForFunction(() => window.__hub?.getState().connection.status !== 'online');
    await page.reload();
    await match.getByTestId('offline-state').waitFor({ timeout: 10_000 });
    expect(await match.getByTestId('offline-state').getByText('网络已断开').count()).toBe(1);
    await screenshot(page, 'match-offline');
    expect(await match.locator('.match-loading').count()).toBe(0);
  } finally {
    proxy.mode = 'pass';
    await browser.context.setOffline(false);
  }
  await match.getByTestId('league-block').first().waitFor({ timeout: 15_000 });
  expect(await match.getByTestId('offline-state').count()).toBe(0);
});
