// The splash's font warm-up (public/splash-fonts.js): it covers the font sizes and weights the first
// screens of the issue-15 pages draw, and it runs (the page's policy lets it) and leaves nothing behind.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { issuePages } from '../helpers/issuePages';
import { test } from './app-fixture';
import { freshPage, holdEntry, openApp } from './app-helpers';

const warmed = new Set(
  [
    ...readFileSync(new URL('../../public/splash-fonts.js', import.meta.url), 'utf8').matchAll(
      /'(\d00 \d+px)'/g,
    ),
  ].flatMap((m) => m[1] ?? []),
);

test('the splash warms the fonts the first screens draw: every size and weight of their text is on its list, and nothing else', {
  timeout: 120_000,
}, async ({ server, browser }) => {
  expect(warmed.size).toBeGreaterThan(10);
  const missing: string[] = [];
  const used = new Set<string>();
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
    for (const combo of drawn) used.add(combo);
    expect(errors).toEqual([]);
    await page.close();
  }
  expect(missing).toEqual([]);
  // An entry no first screen draws any more costs a needless lookup on every visit.
  expect([...warmed].filter((combo) => !used.has(combo))).toEqual([]);
});

declare global {
  interface Window {
    /** What the splash's warm-up did, seen from outside (a MutationObserver of the test's). */
    warmUp?: { added: number; removed: number; pictureFirst: boolean | undefined };
  }
}

test('the warm-up runs in the splash once its picture is in, lays out every size and weight, and takes all it added away', async ({
  server,
  onTestFinished,
}) => {
  const [, , player] = await issuePages(server);
  // NOTE: a browser of its own: one the service worker answers gets the page without its picture.
  const page = await freshPage(onTestFinished, 'block');
  await page.addInitScript(() => {
    const seen = { added: 0, removed: 0, pictureFirst: undefined as boolean | undefined };
    window.warmUp = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof HTMLElement) || !record.target.classList.contains('splash')) continue;
        for (const node of record.addedNodes) {
          if (node.nodeName !== 'SPAN') continue;
          const poster = document.querySelector<HTMLImageElement>('.splash-poster');
          seen.pictureFirst ??= poster?.complete === true;
          seen.added += 1;
        }
        for (const node of record.removedNodes) if (node.nodeName === 'SPAN') seen.removed += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // The app's entry held: the splash stays until the warm-up is through.
  const release = await holdEntry(page, onTestFinished);
  // The picture comes late: the warm-up waits for it.
  await page.route(/\/demo-img\/ad\/liveload\.webp$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto(`${server.url}${player}`, { waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => window.warmUp?.added ?? 0), { timeout: 10_000 })
    .toBe(warmed.size);
  const seen = await page.evaluate(() => window.warmUp);
  expect(seen, JSON.stringify(seen)).toEqual({
    added: warmed.size,
    removed: warmed.size,
    pictureFirst: true,
  });
  expect(await page.locator('.splash span').count()).toBe(0);
  release();
  await page.getByTestId('app-root').waitFor();
});
