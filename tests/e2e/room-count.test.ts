// A live room's online count (issue 13): three viewers of one room all see 3, and 2 once one
// leaves; the server pushes the count, batched (see tests/integration/rooms-multinode.test.ts).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { demoRooms } from '../integration/rooms.helpers';
import { closeAdvert, openApp, screenshot } from './app-helpers';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
let server: TestServer;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});
afterAll(async () => {
  for (const b of browsers) await b.close();
  await server?.close();
});

const shown = (page: Page) => page.getByTestId('room-online').getAttribute('data-count');

test('three viewers of one room each see 3 online, then 2 after one leaves', async () => {
  const [room] = await demoRooms(server.db);
  if (!room) throw new Error('no demo room');
  const roomId = room.roomId;
  const pages: Page[] = [];
  for (let i = 0; i < 3; i += 1) {
    const browser = await launchBrowser();
    browsers.push(browser);
    const { page } = await openApp(browser.context, `${server.url}/player?id=${roomId}`);
    await closeAdvert(page);
    await page.getByTestId('room-online').waitFor({ timeout: 15_000 });
    pages.push(page);
  }
  for (const page of pages) await expect.poll(() => shown(page), { timeout: 8000 }).toBe('3');
  await screenshot(pages[0] as Page, 'room-online-3');
  await browsers[2]?.close();
  browsers.pop();
  for (const page of pages.slice(0, 2)) await expect.poll(() => shown(page), { timeout: 8000 }).toBe('2');
}, 180_000);
