import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { test } from './app-fixture';
import { closeAdvert, homeReady, line, touchPath } from './app-helpers';

// The home banners and notices: they turn on their own, a finger swipes the banners, a tap opens one,
// and between turns no script runs per frame (the turns are CSS transitions).

// Before the app opens: counts the page's animation-frame callbacks (the UI kit's spring animations
// ask for one a frame).
test.beforeAll(async ({ browser }) => {
  await browser.context.addInitScript(() => {
    const counted = window as unknown as { __frames: number };
    counted.__frames = 0;
    const request = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      counted.__frames++;
      return request(callback);
    };
  });
});
test.beforeAll(async ({ page }) => {
  await homeReady(page);
  await closeAdvert(page);
});

const banner = (p: Page) => p.getByTestId('banner');
const shownIndex = async (p: Page) => Number(await banner(p).getAttribute('data-index'));
const frames = (p: Page) => p.evaluate(() => (window as unknown as { __frames: number }).__frames);

test('the banners turn every 4 s and loop; only the shown one can be reached', async ({ page }) => {
  const slides = banner(page).locator('.carousel-slide');
  const count = await page.getByTestId('banner-item').count();
  // One slide per banner and a copy of the first after the last.
  expect(count).toBeGreaterThan(2);
  expect(await slides.count()).toBe(count);
  const start = await shownIndex(page);
  await expect.poll(() => shownIndex(page), { timeout: 6000 }).toBe((start + 1) % (count - 1));
  const shown = await shownIndex(page);
  expect(await slides.nth(shown).getAttribute('aria-hidden')).toBe('false');
  expect(await slides.nth((shown + 1) % (count - 1)).getAttribute('aria-hidden')).toBe('true');
  expect(await slides.nth((shown + 1) % (count - 1)).evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  // The dots follow.
  expect(await banner(page).locator('.carousel-dot').count()).toBe(count - 1);
  expect(await banner(page).locator('.carousel-dot').nth(shown).getAttribute('class')).toContain('active');
});

test('between turns no script runs per frame: the turns are CSS transitions', async ({ page }) => {
  const before = await frames(page);
  // Two banner turns (4 s) and three notice turns (3 s).
  await page.waitForTimeout(9000);
  const asked = (await frames(page)) - before;
  // A loop's jump back asks for two frames; a spring animation asks for one every frame of a turn.
  expect(asked).toBeLessThan(12);
});

test('a swipe turns the banner without opening it; a tap opens it', async ({ page, errors }) => {
  const box = await banner(page).boundingBox();
  if (!box) throw new Error('no banner');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  // Hovering rests the autoplay, so the index only moves by the swipe.
  await page.waitForTimeout(500);
  const before = await shownIndex(page);
  const count = (await page.getByTestId('banner-item').count()) - 1;
  const url = page.url();
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width * (0.8 - 0.06 * i), y);
  await page.mouse.up();
  await expect.poll(() => shownIndex(page)).toBe((before + 1) % count);
  await page.waitForTimeout(400);
  expect(page.url()).toBe(url);

  // A swipe to the right goes back.
  await page.mouse.move(box.x + box.width * 0.2, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width * (0.2 + 0.06 * i), y);
  await page.mouse.up();
  await expect.poll(() => shownIndex(page)).toBe(before);
  expect(page.url()).toBe(url);

  // The first demo banner opens a live room.
  while ((await shownIndex(page)) !== 0) {
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width * (0.8 - 0.06 * i), y);
    await page.mouse.up();
    await page.waitForTimeout(400);
  }
  await page.getByTestId('banner-item').first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/player');
  expect(errors).toEqual([]);
});

/** A finger swipe across the banner. */
async function touchSwipe(p: Page, fromX: number, toX: number, y: number): Promise<void> {
  const from = { x: fromX, y };
  await touchPath(p, [from, ...line(from, { x: toX, y }, 10)], { pause: 16 });
}

test('a finger swipe turns the banner both ways', async ({ server, page, errors }) => {
  await page.goto(server.url);
  await homeReady(page);
  await closeAdvert(page);
  const box = await banner(page).boundingBox();
  if (!box) throw new Error('no banner');
  const y = box.y + box.height / 2;
  const count = (await page.getByTestId('banner-item').count()) - 1;
  const url = page.url();
  // Swiped right after a turn, so autoplay (4 s) cannot move it between the two reads.
  const start = await shownIndex(page);
  await expect.poll(() => shownIndex(page), { timeout: 6000 }).not.toBe(start);
  const before = await shownIndex(page);
  await touchSwipe(page, box.x + box.width * 0.9, box.x + box.width * 0.2, y);
  await expect.poll(() => shownIndex(page), { timeout: 2000 }).toBe((before + 1) % count);
  await touchSwipe(page, box.x + box.width * 0.1, box.x + box.width * 0.8, y);
  await expect.poll(() => shownIndex(page), { timeout: 2000 }).toBe(before);
  expect(page.url()).toBe(url);
  expect(errors).toEqual([]);
});

test('with reduced motion the banners still loop: the jump back needs no transition end', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    const box = await banner(page).boundingBox();
    if (!box) throw new Error('no banner');
    const y = box.y + box.height / 2;
    const count = (await page.getByTestId('banner-item').count()) - 1;
    const track = banner(page).locator('.carousel-track');
    const swipeLeft = async () => {
      await page.mouse.move(box.x + box.width * 0.8, y);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width * (0.8 - 0.06 * i), y);
      await page.mouse.up();
      await page.waitForTimeout(100);
    };
    // Hovering rests the autoplay; swipes go to the last banner, then one more.
    await page.mouse.move(box.x + box.width * 0.8, y);
    for (let turn = 0; turn < 2 * count && (await shownIndex(page)) !== count - 1; turn++) await swipeLeft();
    expect(await shownIndex(page)).toBe(count - 1);
    expect(await track.evaluate((el) => (el as HTMLElement).style.transform)).toMatch(/calc\(-\d+% /);
    await swipeLeft();
    // Past the last banner the track shows the copy of the first, then jumps back to the first.
    await expect
      .poll(() => track.evaluate((el) => (el as HTMLElement).style.transform), { timeout: 2000 })
      .toMatch(/calc\(0% /);
    expect(await shownIndex(page)).toBe(0);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
});

test('the notices turn every 3 s, one line at a time', async ({ server, page, errors }) => {
  await page.goto(server.url);
  await homeReady(page);
  await closeAdvert(page);
  const ticker = page.getByTestId('notice-ticker').locator('.carousel');
  const start = Number(await ticker.getAttribute('data-index'));
  await expect.poll(async () => Number(await ticker.getAttribute('data-index'))).not.toBe(start);
  const shown = Number(await ticker.getAttribute('data-index'));
  const visible = ticker.locator('.carousel-slide[aria-hidden="false"] button');
  expect(await visible.count()).toBe(1);
  expect(((await visible.textContent()) ?? '').length).toBeGreaterThan(2);
  expect(await ticker.locator('.carousel-slide').nth(shown).getAttribute('aria-hidden')).toBe('false');
  expect(errors).toEqual([]);
});
