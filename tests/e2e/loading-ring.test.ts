import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { test } from './app-fixture';
import { holdRequests } from './app-helpers';

/**
 * A loading ring shows only once a wait has lasted a second (`--loading-delay`): a shorter wait gets
 * no indicator and no frame is drawn for it. Each ring's animations are paused and set to a moment
 * of its wait, so what the ring looks like then is read without timing the test.
 */
async function ringAt(ring: Locator, ms: number): Promise<{ visibility: string; transform: string }> {
  return ring.evaluate((el, at) => {
    const animations = el.getAnimations();
    for (const a of animations) {
      a.pause();
      a.currentTime = at;
    }
    const style = getComputedStyle(el);
    return { visibility: style.visibility, transform: animations.length ? style.transform : 'no animation' };
  }, ms);
}

/** A new page of the app at `url`, every request matching `held` held until the test ends. */
async function openHeld(
  context: BrowserContext,
  url: string,
  held: string | RegExp,
  onTestFinished: (fn: () => void) => void,
): Promise<Page> {
  const page = await context.newPage();
  onTestFinished(() => page.close());
  await holdRequests(page, held, onTestFinished);
  await page.goto(url);
  return page;
}

/** A quarter turn of the ring (a fifth of a second into its 0.8 s turn): rotate(90deg). */
const QUARTER_TURN =
  /^matrix\((-?0(\.0+\d*)?|-?\d\.\d+e-\d+), 1, -1, (-?0(\.0+\d*)?|-?\d\.\d+e-\d+), 0, 0\)$/;

/** Hidden and still 0.9 s into the wait; shown and a quarter turn round at `quarterAt` ms. */
async function expectShownAfterASecond(ring: Locator, quarterAt: number): Promise<void> {
  expect(await ringAt(ring, 900)).toEqual({ visibility: 'hidden', transform: 'none' });
  const shown = await ringAt(ring, quarterAt);
  expect(shown.visibility).toBe('visible');
  expect(shown.transform).toMatch(QUARTER_TURN);
}

/** The home page's ring, its banners held: the home loading screen stays up (at most 3.5 s). */
async function homeRing(
  context: BrowserContext,
  url: string,
  onTestFinished: (fn: () => void) => void,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
): Promise<Locator> {
  const page = await openHeld(context, `${url}/`, '**/app/encryptionBanner*', onTestFinished);
  await page.emulateMedia({ reducedMotion });
  const ring = page.getByTestId('home-loading').getByTestId('spinner').locator('svg');
  await ring.waitFor({ state: 'attached' });
  return ring;
}

test('the home page’s loading ring is hidden and still for the first second of the wait, then shows and turns', async ({
  browser,
  server,
  onTestFinished,
}) => {
  await expectShownAfterASecond(await homeRing(browser.context, server.url, onTestFinished), 1200);
});

test('a live room’s ring over the starting stream is hidden and still for the first second, then shows and turns', async ({
  browser,
  server,
  onTestFinished,
}) => {
  // The stream's playlist is held: the player shows its loading cover.
  const url = `${server.url}/player?id=10006`;
  const page = await openHeld(browser.context, url, /\/live\/\d+\/index\.m3u8/, onTestFinished);
  const ring = page.getByTestId('player-loading').getByTestId('spinner').locator('svg');
  await ring.waitFor({ state: 'attached', timeout: 15_000 });
  // The cover says it is loading at once, in words.
  expect(await page.getByTestId('player-loading').isVisible()).toBe(true);
  await expectShownAfterASecond(ring, 1200);
});

test('with reduced motion asked for, the ring still waits a second and then turns three times slower', async ({
  browser,
  server,
  onTestFinished,
}) => {
  const ring = await homeRing(browser.context, server.url, onTestFinished, 'reduce');
  // 2.4 s a turn: a quarter turn 600 ms after it shows, not yet 200 ms after.
  expect((await ringAt(ring, 1200)).transform).not.toMatch(QUARTER_TURN);
  await expectShownAfterASecond(ring, 1600);
});
