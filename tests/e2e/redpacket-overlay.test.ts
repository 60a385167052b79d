// Issue 45: the add-to-home prompt (live_jump_info, 添加到主屏幕，观看更流畅) was drawn over a room's open
// red packet, which then could not be opened. Prompts and adverts wait while a red packet is open
// (src/state/modal.ts) and show once it closes.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { settingDefaults, writeSetting } from '../../server/content/settings';
import { dropRain } from '../../server/money/rain';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { someRoom } from '../integration/money-fixture';
import { closeAdvert, openApp, screenshot } from './app-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let roomId: number;
const PROMPT = settingDefaults('').live_jump_info;
const PROMPT_AFTER_S = settingDefaults('').live_jump_time;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  await writeSetting(server.db, 'chat_hb_price', 2, Date.now());
  roomId = await someRoom(server.db);
  browser = await launchBrowser();
  // The page's timers run on a clock the test moves on: the prompt falls due when the test says.
  await browser.context.clock.install();
  ({ page } = await openApp(browser.context, `${server.url}/player?id=${roomId}`));
  await closeAdvert(page);
  await page.locator('[data-testid="room-chat"][data-status="joined"]').waitFor({ timeout: 15_000 });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * What a tap at the centre of the element `selector` names reaches: 'itself', or (the fault) a short
 * description of what lies over it, so a failure says what covered it.
 */
async function topmost(p: Page, selector: string): Promise<string> {
  const box = await p.locator(selector).boundingBox();
  if (!box) return 'no box';
  return p.evaluate(
    ({ x, y, selector }) => {
      const hit = document.elementFromPoint(x, y);
      if (hit?.closest(selector)) return 'itself';
      return hit ? `${hit.tagName}.${hit.className} ${hit.outerHTML.slice(0, 200)}` : 'nothing';
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, selector },
  );
}

test('the add-to-home prompt falling due while a red packet is open waits until it is closed', async () => {
  await dropRain({ db: server.db, bus: server.server.bus, timeZone: server.config.timeZone }, Date.now());
  const card = page.getByTestId('room-redpacket').getByTestId('red-packet-card');
  await card.waitFor({ timeout: 10_000 });
  await card.click();
  const cover = page.getByTestId('red-packet-cover');
  await cover.waitFor();
  await page.getByTestId('red-packet-open').waitFor();

  const prompt = page.getByText(PROMPT);
  const held = page.waitForEvent('console', (m) => m.text().includes('waits for an open modal'));
  // NOTE: whichever comes first: the prompt saying it waits, or (the fault) the prompt drawn.
  await page.clock.fastForward((PROMPT_AFTER_S + 1) * 1000);
  await Promise.race([held, prompt.waitFor()]);
  held.catch(() => undefined);
  expect(await prompt.count()).toBe(0);
  expect(await cover.isVisible()).toBe(true);
  // Nothing lies over the packet: its open and close buttons are the topmost things where they are.
  // NOTE: polled: the kit's popup springs in, and under load the box may still be moving.
  await expect.poll(() => topmost(page, '[data-testid=red-packet-open]'), { timeout: 15_000 }).toBe('itself');
  await expect.poll(() => topmost(page, '.red-packet-cover-close'), { timeout: 15_000 }).toBe('itself');
  await screenshot(page, 'redpacket-open-no-prompt');

  await page.locator('.red-packet-cover-close').click();
  await prompt.waitFor({ timeout: 10_000 });
  await cover.waitFor({ state: 'hidden' });
  await screenshot(page, 'redpacket-closed-prompt');
}, 120_000);
