import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { test } from './app-fixture';
import { homeReady, touchPath } from './app-helpers';

// The home page's overlays: the daily red-packet advert over a dimmed page, and the floating icons.

test.beforeAll(({ page }) => homeReady(page));

const advert = (p: Page) => p.getByTestId('redpacket-ad');

/** Forgets that today's advert was shown, and opens the home page again. */
async function freshDay(p: Page, url: string): Promise<void> {
  await p.evaluate(() => localStorage.removeItem('sl:redPacketDay'));
  await p.goto(url);
  await homeReady(p);
}

test('the advert shows once a day: a tap beside it closes it and a reload does not bring it back', async ({
  page,
  errors,
}) => {
  await advert(page).waitFor();
  // The advert is a modal dialog over the whole screen.
  const dialog = page.getByRole('dialog');
  expect(await dialog.getAttribute('aria-modal')).toBe('true');
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(page.viewportSize()?.width);
  expect(box?.height).toBe(page.viewportSize()?.height);
  // It takes the focus, so a screen reader starts inside it.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
  // A tap on the dimmed page beside the picture closes it; a tap on the picture would open it.
  await page.mouse.click(10, 10);
  await expect.poll(() => advert(page).count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/');
  await page.reload();
  await homeReady(page);
  await page.waitForTimeout(1500);
  expect(await advert(page).count()).toBe(0);
  expect(errors).toEqual([]);
});

test('Escape closes the advert; its action opens the activity and records the day', async ({
  server,
  page,
  errors,
}) => {
  await freshDay(page, server.url);
  await advert(page).waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => advert(page).count()).toBe(0);

  await freshDay(page, server.url);
  await advert(page).waitFor();
  await page.getByTestId('redpacket-action').click();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/');
  expect(await page.evaluate(() => localStorage.getItem('sl:redPacketDay'))).toBeTruthy();
  expect(errors).toEqual([]);
});

test('a tap on the live icon opens the live tab; a tap is not taken for a drag', async ({
  server,
  page,
  errors,
}) => {
  // Today's advert already seen, so nothing covers the icon.
  await page.evaluate(() => {
    const d = new Date();
    const day = `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
    localStorage.setItem('sl:redPacketDay', JSON.stringify({ v: day, e: 0 }));
  });
  await page.goto(server.url);
  await homeReady(page);
  expect(await advert(page).count()).toBe(0);
  // A finger that shakes a little (2 px) still taps.
  const box = await page.getByTestId('live-bubble').boundingBox();
  if (!box) throw new Error('no live bubble');
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await touchPath(page, [at, { x: at.x + 2, y: at.y }]);
  await expect
    .poll(() => page.getByTestId('home-tabs').locator('[aria-selected="true"]').textContent())
    .toBe('直播');

  // A drag moves the icon and opens nothing: a click that arrives after the drag (phones send it
  // late, some hundreds of milliseconds after the finger lifts) belongs to the drag.
  await page.getByTestId('home-tabs').getByRole('tab', { name: '推荐' }).click();
  await expect
    .poll(() => page.getByTestId('home-tabs').locator('[aria-selected="true"]').textContent())
    .toBe('推荐');
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(at.x - 5 * i, at.y - 10 * i);
  await page.mouse.up();
  await page.waitForTimeout(200);
  await page
    .getByTestId('live-bubble')
    .locator('.float-bubble-button')
    .evaluate((button) => (button as HTMLElement).click());
  await page.waitForTimeout(300);
  expect(await page.getByTestId('home-tabs').locator('[aria-selected="true"]').textContent()).toBe('推荐');
  expect((await page.getByTestId('live-bubble').boundingBox())?.y ?? 0).toBeLessThan(box.y - 30);
  expect(errors).toEqual([]);
});
