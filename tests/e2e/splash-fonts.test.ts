// The splash's font warm-up (public/splash-fonts.js): it covers the font sizes and weights the first
// screens of the issue-15 pages draw, and it runs (the page's policy lets it) and leaves nothing behind.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { issuePages } from '../helpers/issuePages';
import { test } from './app-fixture';
import { openApp } from './app-helpers';

const warmed = new Set(
  [
    ...readFileSync(new URL('../../public/splash-fonts.js', import.meta.url), 'utf8').matchAll(
      /'(\d00 \d+px)'/g,
    ),
  ].map((m) => m[1]),
);

test('the splash warms the fonts the first screens draw: every size and weight of their text is on its list', {
  timeout: 120_000,
}, async ({ server, browser }) => {
  expect(warmed.size).toBeGreaterThan(10);
  const missing: string[] = [];
  for (const path of await issuePages(server)) {
    const { page, errors } = await openApp(browser.context, `${server.url}${path}`);
    // The first screen's text, once the page's data has come (its lists drawn).
    await expect
      .poll(async () => (await page.getByTestId('app-root').textContent())?.length ?? 0, { timeout: 20_000 })
      .toBeGreaterThan(10);
    await page.waitForTimeout(1_000);
    const drawn = await page.evaluate(() => {
      const combos = new Set<string>();
      for (const el of document.querySelectorAll<HTMLElement>('#root *')) {
        const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        const field =
          (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.type !== 'file';
        if (!(text || field) || !el.checkVisibility()) continue;
        const box = el.getBoundingClientRect();
        if (box.bottom < 0 || box.top > innerHeight || box.width === 0) continue;
        const style = getComputedStyle(el);
        combos.add(`${style.fontWeight} ${style.fontSize}`);
      }
      return [...combos];
    });
    expect(drawn.length).toBeGreaterThan(3);
    missing.push(...drawn.filter((c) => !warmed.has(c)).map((c) => `${path}: ${c}`));
    const script = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => e.name.endsWith('/splash-fonts.js')),
    );
    expect(script).toBe(true);
    expect(await page.locator('.splash span').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }
  expect(missing).toEqual([]);
});
