import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where screenshots go (git-ignored). */
export const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/** Opens a page of the app and collects uncaught errors and console errors. */
export async function openApp(
  context: import('playwright-core').BrowserContext,
  url: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${String(e)}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.goto(url);
  await page.getByTestId('app-root').waitFor();
  return { page, errors };
}

/** Closes the daily red-packet advert when it shows (first visit of the day). */
export async function closeAdvert(page: Page): Promise<void> {
  const close = page.getByTestId('redpacket-close');
  try {
    await close.waitFor({ state: 'visible', timeout: 4000 });
  } catch {
    return;
  }
  await close.click();
  await close.waitFor({ state: 'hidden' });
}

/** Waits until the tab's hub is logged in on its socket. */
export async function hubOnline(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__hub?.getState().connection.status === 'online', undefined, {
    timeout: 20_000,
  });
}

/** Waits for the home loading screen to leave. */
export async function homeReady(page: Page): Promise<void> {
  await page.getByTestId('home-page').waitFor();
  await page.getByTestId('home-loading').waitFor({ state: 'detached', timeout: 10_000 });
}

/** The session the app stored (localStorage entries `sl:<key>` hold {v, e}). */
export async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(`sl:${k}`);
    return raw === null ? undefined : (JSON.parse(raw) as { v: unknown }).v;
  }, key);
}

/** Waits for a toast showing `text`. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.adm-toast-main', { hasText: text }).first().waitFor({ timeout: 5000 });
}

/**
 * Visible UI text holding Chinese characters, outside server content (`data-content`: names,
 * titles and articles come from the server in their own language).
 */
export async function visibleChineseUiText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cjk = /[\u3400-\u4dbf\u4e00-\u9fff]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || !cjk.test(text)) continue;
      if (el.closest('[data-content]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.bottom < 0 || r.top > innerHeight || r.width === 0) continue;
      found.push(text);
    }
    for (const el of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (el.checkVisibility() && cjk.test(el.placeholder)) found.push(`placeholder: ${el.placeholder}`);
    }
    return found;
  });
}
