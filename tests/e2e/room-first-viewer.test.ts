// Issue 45: a room that had just gone live showed its only viewer "0 · 1 人在线" (heat 0, one
// online). The header's two figures agree from the first frame the room shows: the first viewer
// sees 1 and 1 at once, never 0; a second viewer makes both 2 in both browsers; one leaving
// brings the other back to 1. The count is still the server's batched push (COUNT_PUSH_MS).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { someRoom } from '../integration/money-fixture';
import { closeAdvert, roomJoined as joined, openApp, screenshot } from './app-helpers';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
let server: TestServer;
let roomId: number;
const browsers: Browser[] = [];

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  roomId = await someRoom(server.db);
  // As a broadcast that has just started: no heat yet (server/live/service.ts sets 0 on publish).
  await server.db.updateTable('live_rooms').set({ heat: 0 }).where('room_id', '=', roomId).execute();
});
afterAll(async () => {
  for (const b of browsers) await b.close();
  await server?.close();
});

/** Every pair of figures the header showed, from the page's first frame (recorded in the page). */
async function recordFigures(browser: Browser): Promise<void> {
  await browser.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { figures: string[] }).figures = seen;
    const note = () => {
      const online = document.querySelector('[data-testid=room-online]')?.getAttribute('data-count');
      const heat = document.querySelector('[data-testid=room-heat]')?.getAttribute('data-heat');
      if (online == null || heat == null) return;
      const pair = `${heat}/${online}`;
      if (seen[seen.length - 1] !== pair) seen.push(pair);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

const figures = (page: Page) => page.evaluate(() => (window as unknown as { figures: string[] }).figures);

async function viewer(): Promise<Page> {
  const browser = await launchBrowser();
  browsers.push(browser);
  await recordFigures(browser);
  const { page } = await openApp(browser.context, `${server.url}/player?id=${roomId}`);
  await closeAdvert(page);
  await joined(page);
  return page;
}

test('the first viewer sees 1 and 1 at once; a second makes both 2; one leaving makes it 1', async () => {
  const first = await viewer();
  // Joined: the server counted this viewer; the header never showed a 0 or two figures apart.
  await expect.poll(() => figures(first)).toContain('1/1');
  expect(await figures(first)).toEqual(['1/1']);

  const second = await viewer();
  for (const page of [first, second])
    await expect.poll(() => figures(page).then((f) => f.at(-1))).toBe('2/2');
  expect((await figures(second))[0]).not.toMatch(/^0\/|\/0$/);
  await screenshot(first, 'room-first-viewer-2');

  await browsers[1]?.close();
  browsers.pop();
  await expect.poll(() => figures(first).then((f) => f.at(-1))).toBe('1/1');
  expect(await figures(first)).toEqual(['1/1', '2/2', '1/1']);
}, 120_000);
