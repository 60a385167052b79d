// A call to someone with no tab of the app open (the Web Push of a call opened an app that did not
// ring): the callee opens the chat the push names while the call still rings, the call screen
// rings there (and in a tab opened after it), the callee answers and both are in the call.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { CALL_STATE } from '../../protocol/messaging';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { waitFor } from '../integration/hub-fixture';
import { hubOnline, openApp, screenshot, stored } from './app-helpers';

/** Chromium's fake media: a test pattern camera and a beeping microphone, allowed without asking. */
const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

let server: TestServer;
type Browser = Awaited<ReturnType<typeof launchBrowser>>;
const browsers: Browser[] = [];

async function open(browser: Browser, path: string): Promise<Page> {
  const { page } = await openApp(browser.context, `${server.url}${path}`);
  await waitFor(async () => Number(await stored(page, 'uid')) > 0, 10_000, 'the guest login');
  await hubOnline(page);
  return page;
}

const callScreen = (page: Page) => page.getByTestId('call-screen');

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  for (let i = 0; i < 2; i++) browsers.push(await launchBrowser({ args: FAKE_MEDIA }));
}, 120_000);

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

test('a callee who opens the app while the call rings is rung there and answers', async () => {
  const [alice, bob] = browsers as [Browser, Browser];
  const a = await open(alice, '/message');
  let b = await open(bob, '/message');
  const aliceUid = Number(await stored(a, 'uid'));
  const bobUid = Number(await stored(b, 'uid'));
  const bobFid = Number(((await stored(b, 'user')) as { fid: string | number }).fid);
  await a.evaluate((fid) => window.__hub?.addFriend({ fid }, 'hi'), bobFid);
  await b.evaluate((other) => window.__hub?.handleFriendApply(other, true), aliceUid);

  // Bob closes the app: once his hub is gone, no socket of his is online.
  await b.close();
  await waitFor(() => server.server.im.registry.local(bobUid).length === 0, 20_000, 'bob offline');

  await a.goto(`${server.url}/chat?id=${bobUid}`);
  await a.getByTestId('chat-input').waitFor();
  await hubOnline(a);
  await a.getByTestId('call-video').click();
  await expect.poll(() => callScreen(a).getAttribute('data-status')).toBe('outgoing');

  // The call's Web Push opens the chat with the caller.
  b = await open(bob, `/chat?id=${aliceUid}`);
  await b.getByTestId('call-ringing').waitFor({ timeout: 15_000 });
  await screenshot(b, 'call-ringing-after-open');
  // A second tab opened during the ring, its hub already online, rings too.
  const second = await open(bob, '/message');
  await second.getByTestId('call-ringing').waitFor({ timeout: 15_000 });
  await b.getByTestId('call-accept').click();
  for (const page of [a, b]) {
    await expect.poll(() => callScreen(page).getAttribute('data-status'), { timeout: 15_000 }).toBe('active');
  }
  await second.getByTestId('call-ringing').waitFor({ state: 'detached', timeout: 10_000 });
  await second.close();

  await b.getByTestId('call-hangup').click();
  for (const page of [a, b]) {
    await callScreen(page).waitFor({ state: 'detached', timeout: 10_000 });
    await page
      .locator(`[data-testid=call-record][data-state="${CALL_STATE.ENDED}"]`)
      .first()
      .waitFor({ timeout: 10_000 });
  }
});
