// The chat list names a friend as they are named now (issue 49 item 2): A renames after a chat with
// B; B's chat header shows the new name once B's hub has the friend list again, and so does B's
// /message row after a reload (guests have no /friend page; it reads the same stored friends).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { waitFor } from '../integration/hub-fixture';
import { hubOnline, openApp, screenshot, stored } from './app-helpers';

let server: TestServer;
type Browser = Awaited<ReturnType<typeof launchBrowser>>;
let browserA: Browser;
let browserB: Browser;
let a: Page;
let b: Page;
let uidA = 0;
let uidB = 0;

async function open(context: BrowserContext, url: string): Promise<Page> {
  const { page } = await openApp(context, url);
  await waitFor(async () => Number(await stored(page, 'uid')) > 0, 10_000, 'the guest login');
  await hubOnline(page);
  return page;
}

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  browserA = await launchBrowser();
  browserB = await launchBrowser();
  a = await open(browserA.context, `${server.url}/message`);
  b = await open(browserB.context, `${server.url}/message`);
  uidA = Number(await stored(a, 'uid'));
  uidB = Number(await stored(b, 'uid'));
  const fidB = Number(((await stored(b, 'user')) as { fid: string | number }).fid);
  await a.evaluate((fid) => window.__hub?.addFriend({ fid }, 'hi'), fidB);
  await b.evaluate((other) => window.__hub?.handleFriendApply(other, true), uidA);
}, 90_000);

afterAll(async () => {
  await browserA?.close();
  await browserB?.close();
  await server?.close();
});

test("a friend's new nickname reaches B's chat list row, not only the friend page", {
  timeout: 90_000,
}, async () => {
  await a.goto(`${server.url}/chat?id=${uidB}`);
  await a.getByTestId('chat-input').fill('今晚看球吗');
  await a.getByTestId('send-button').click();
  const row = b.locator(`[data-testid=conversation][data-chatkey="${chatKey(uidA, uidB)}"]`);
  await row.waitFor({ timeout: 15_000 });
  const before = (await row.textContent()) ?? '';
  expect(before).not.toContain('球迷小王');

  expect(await a.evaluate(() => window.__hub?.setNickname('球迷小王'))).toBe('球迷小王');

  // B comes back later: a new page, whose hub logs in again and fetches the friend list.
  await b.close();
  b = await open(browserB.context, `${server.url}/chat?id=${uidA}`);
  await b.getByTestId('chat-input').waitFor();
  await b.getByText('球迷小王').first().waitFor({ timeout: 15_000 });

  await b.reload();
  await hubOnline(b);
  await b.goto(`${server.url}/message`);
  const renamed = b.locator(`[data-testid=conversation][data-chatkey="${chatKey(uidA, uidB)}"]`);
  await expect.poll(() => renamed.textContent(), { timeout: 10_000 }).toContain('球迷小王');
  await screenshot(b, 'chat-list-renamed-friend');
});
