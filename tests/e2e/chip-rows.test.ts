// Issue 47 item 5: chip rows at 390×844 in Chinese and Thai. The pay password's three modes wrap
// rather than run off the screen; the status tabs of /market/orders scroll with a snap and a fade at
// the right edge (the sign that they scroll); 获取验证码 stays on one line.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { screenshot } from './app-helpers';
import { type User, userPool } from './users';

type Lang = 'zh' | 'th' | 'id';
const LANGS: readonly Lang[] = ['zh', 'th', 'id'];

let server: TestServer;
const pool = userPool(() => server.url);
let user: User | undefined;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
}, 60_000);

async function userReady(): Promise<User> {
  user ??= await pool.register('13800004751');
  return user;
}
afterAll(async () => {
  await pool.closeAll();
  await server?.close();
});

async function open(page: Page, lang: Lang, path: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('sl:lang', JSON.stringify({ v: l, e: 0 })), lang);
  await page.goto(`${server.url}${path}`);
}

/** Chips whose box reaches past the row's visible box or the screen (cut off), by their text. */
function cutChips(row: Locator): Promise<string[]> {
  return row.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const right = Math.min(box.right, window.innerWidth);
    return [...el.querySelectorAll('button')]
      .filter(
        (b) =>
          b.getBoundingClientRect().right > right + 0.5 || b.getBoundingClientRect().left < box.left - 0.5,
      )
      .map((b) => b.textContent ?? '');
  });
}

/** The number of lines an element's text is laid out on. */
function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

test('the pay password modes are all on screen and 获取验证码 is one line, in zh, th and id', {
  timeout: 90_000,
}, async () => {
  const { page } = await userReady();
  for (const lang of LANGS) {
    await open(page, lang, '/paypassword?mode=set');
    const modes = page.getByTestId('paypassword-modes');
    await modes.waitFor();
    expect(await cutChips(modes), lang).toEqual([]);
    expect(await textLines(page.getByTestId('paypassword-send-code')), lang).toBe(1);
    for (const chip of await modes.locator('button').all()) expect(await textLines(chip), lang).toBe(1);
    await screenshot(page, `chip-rows-paypassword-${lang}`);
  }
});

test('the order status tabs scroll, snap and fade at the edge where they run past it', {
  timeout: 90_000,
}, async () => {
  const { page } = await userReady();
  for (const lang of LANGS) {
    await open(page, lang, '/market/orders');
    const tabs = page.getByTestId('my-orders-tabs');
    await tabs.waitFor();
    const look = await tabs.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        scrolls: el.scrollWidth > el.clientWidth,
        overflow: style.overflowX,
        snap: style.scrollSnapType,
        fade: style.maskImage || style.webkitMaskImage,
      };
    });
    expect(look.overflow, lang).toBe('auto');
    if (look.scrolls) {
      expect(look.snap, lang).toMatch(/^x/);
      expect(look.fade, lang).toMatch(/gradient/);
    }
    for (const chip of await tabs.locator('button').all()) expect(await textLines(chip), lang).toBe(1);
    await screenshot(page, `chip-rows-orders-${lang}`);
    // Scrolled to the end, the last tab is whole, clear of the fade.
    await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const lastClear = await tabs.evaluate((el) => {
      const last = el.querySelector('button:last-child')?.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return last !== undefined && last.right <= box.right - 20;
    });
    expect(lastClear, lang).toBe(true);
    await screenshot(page, `chip-rows-orders-${lang}-end`);
  }
});
