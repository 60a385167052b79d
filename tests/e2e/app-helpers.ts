import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';

/** Where screenshots go (git-ignored). */
export const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

/**
 * Whether screenshots are taken: not under CI, where no person looks at them (about 300 at twice the
 * pixels, half a second each of a busy machine), unless `SCREENSHOTS=1` asks for them.
 */
const TAKE_SHOTS = process.env.CI !== 'true' || process.env.SCREENSHOTS === '1';

/**
 * Saves a picture of the page for a person to look at. It is not a check: a capture Chromium refuses
 * (it does, now and then, on a busy machine) is reported and the test goes on.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!TAKE_SHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) }).catch((error: unknown) => {
    console.warn(`screenshot ${name} not saved: ${error instanceof Error ? error.message : error}`);
  });
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

/** A point on the screen, in CSS pixels from the viewport's top left. */
export interface Point {
  x: number;
  y: number;
}

/** Where the fingers are at one moment of a touch: one point, or one per finger down. */
export type TouchFrame = Point | readonly Point[];

/** The touches left down by `touchPath(…, { end: 'hold' })`, by page. */
const held = new WeakMap<Page, CDPSession>();

/**
 * A touch on the touch screen as a phone sends it (CDP touch events): the fingers go down at the
 * first frame and move through the others. A frame with more fingers than the one before puts the
 * new ones down (fingers are matched by their place in the frame); one with fewer lifts the last.
 * `pause` waits that many ms after each move (a phone sends one about every 16 ms). `end`: the
 * fingers lift (the default), the browser cancels the touch, or they stay down (`hold`) and the
 * next call on the page goes on from there, as `page.mouse.down()` leaves the mouse down
 * (`touchPath(page, [])` then just lifts them).
 */
export async function touchPath(
  page: Page,
  points: readonly TouchFrame[],
  opts: { pause?: number; end?: 'lift' | 'cancel' | 'hold' } = {},
): Promise<void> {
  const { pause = 0, end = 'lift' } = opts;
  let cdp = held.get(page);
  held.delete(page);
  if (!cdp && points.length === 0) throw new Error('touchPath: no finger is down');
  let down = cdp !== undefined;
  cdp ??= await page.context().newCDPSession(page);
  for (const frame of points) {
    const touchPoints = 'x' in frame ? [frame] : [...frame];
    await cdp.send('Input.dispatchTouchEvent', { type: down ? 'touchMove' : 'touchStart', touchPoints });
    if (down && pause > 0) await page.waitForTimeout(pause);
    down = true;
  }
  if (end === 'hold') {
    held.set(page, cdp);
    return;
  }
  const type = end === 'lift' ? 'touchEnd' : 'touchCancel';
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [] });
  await cdp.detach();
}

/** The points of `steps` equal moves in a straight line from `from` to `to` (`from` not included). */
export function line(from: Point, to: Point, steps: number): Point[] {
  return Array.from({ length: steps }, (_, i) => ({
    x: from.x + ((to.x - from.x) * (i + 1)) / steps,
    y: from.y + ((to.y - from.y) * (i + 1)) / steps,
  }));
}

/** Closes the daily red-packet advert when it shows (first visit of the day). */
export async function closeAdvert(page: Page): Promise<void> {
  const close = page.getByTestId('redpacket-close');
  await page.getByTestId('app-root').waitFor();
  // NOTE: the advert is the home page's, once a day (src/features/home/RedPacketAd.tsx): on another
  // page, or once seen today, none comes; waiting for it there cost 4 s a call (issue 44).
  const due = await page.evaluate(() => {
    if (location.pathname !== '/') return false;
    const d = new Date();
    const today = `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
    const raw = localStorage.getItem('sl:redPacketDay');
    return raw === null || (JSON.parse(raw) as { v: unknown }).v !== today;
  });
  if (!due && !(await close.isVisible())) return;
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
/** Waits until the live room's chat on `page` has joined its room. */
export const roomJoined = (page: Page) =>
  page.locator('[data-testid="room-chat"][data-status="joined"]').waitFor({ timeout: 15_000 });

export async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.adm-toast-main', { hasText: text }).first().waitFor({ timeout: 5000 });
}

/** Waits until no toast is up (two may be: a waitFor on the locator would refuse the pair). */
export async function toastsGone(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.adm-toast-main'), null, { timeout: 5000 });
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

/**
 * A page in a context of its own (its own storage and service worker): the file's other contexts
 * have the app's service worker by now, which answers the page and its files from its cache where
 * the page's routes do not see them.
 */
export async function freshPage(
  onTestFinished: (fn: () => Promise<void>) => void,
  serviceWorkers: 'allow' | 'block' = 'allow',
) {
  const own = await launchBrowser({ serviceWorkers });
  onTestFinished(() => own.close());
  return own.context.newPage();
}

/**
 * Holds every request of `page` matching `held` until the returned release is called (or the test
 * ends).
 */
export async function holdRequests(
  page: Page,
  held: string | RegExp,
  onTestFinished: (fn: () => void) => void,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  onTestFinished(release);
  await page.route(held, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Holds the app's entry script until the returned release is called (or the test ends). */
export function holdEntry(page: Page, onTestFinished: (fn: () => void) => void): Promise<() => void> {
  return holdRequests(page, /\/assets\/index-[^/]+\.js$/, onTestFinished);
}

/**
 * Waits until the service worker has cached the whole app: its install caches the shell, the rest
 * follows once it is active (public/offline-sw.js, the build's offline-rest.json).
 */
export async function offlineCached(page: Page): Promise<void> {
  const missing = () =>
    page.evaluate(async () => {
      const rest = (await (await fetch('/offline-rest.json')).json()) as string[];
      const have = new Set(
        (await (await caches.open('app-rest')).keys()).map((r) => new URL(r.url).pathname),
      );
      return rest.filter((url) => !have.has(url));
    });
  // NOTE: a loop, not expect.poll: suites call this from beforeAll, where expect.poll is refused.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const left = await missing();
    if (left.length === 0) return;
    if (Date.now() > deadline) throw new Error(`the service worker has not cached ${left.join(', ')}`);
    await page.waitForTimeout(200);
  }
}

/** Chooses the app's language for the next load of `page` (as the language setting stores it). */
export async function setLang(page: Page, lang: 'zh' | 'th' | 'id'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('sl:lang', JSON.stringify({ v: l, e: 0 })), lang);
}
