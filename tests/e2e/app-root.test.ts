import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { CARRY_MAX_BYTES } from '../../server/http/landing';
import { setSetting } from '../helpers/server';
import { test } from './app-fixture';
import { freshPage, holdEntry, holdRequests, openApp } from './app-helpers';

test('the built React root renders in Chromium', async ({ server, browser }) => {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  // NOTE: the first render is a transition: it may commit after the load event (the splash shows until then).
  await page.getByTestId('app-root').waitFor();
  await expect(page.getByTestId('app-root').isVisible()).resolves.toBe(true);
  expect(await page.locator('.splash').count()).toBe(0);
  expect(await page.title()).not.toBe('');
  expect(errors).toEqual([]);
});

test('a client-side route is served the app, not a 404', async ({ server, browser }) => {
  const page = await browser.context.newPage();
  const response = await page.goto(`${server.url}/match`);
  expect(response?.status()).toBe(200);
  await page.getByTestId('app-root').waitFor();
});

test('an address no route knows says the page does not exist and leads home', async ({ server, browser }) => {
  const page = await browser.context.newPage();
  await page.goto(`${server.url}/no-such-page`);
  const notFound = page.getByTestId('not-found');
  await notFound.waitFor();
  expect(await notFound.textContent()).toContain('页面不存在');
  await notFound.getByRole('button', { name: '返回首页' }).click();
  await page.waitForURL(`${server.url}/`);
});

test('a visit to /index.html (the page every route is answered with) is the home page, under its own address', async ({
  server,
  browser,
}) => {
  const { page, errors } = await openApp(browser.context, `${server.url}/index.html?from=bookmark`);
  await page.getByTestId('home-page').waitFor();
  expect(page.url()).toBe(`${server.url}/?from=bookmark`);
  expect(await page.getByTestId('not-found').count()).toBe(0);
  expect(errors).toEqual([]);
});

test('the chat list lands without the chat’s chunk and fetches it as soon as a finger comes down on the list', async ({
  server,
  onTestFinished,
}) => {
  const page = await freshPage(onTestFinished);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/ChatPage-[\w-]+\.js$/.test(r.url())) asked.push(r.url());
  });
  await page.goto(`${server.url}/message`);
  await page.getByTestId('message-page').waitFor();
  expect(asked).toEqual([]);
  await page.getByTestId('conversation-list').dispatchEvent('pointerdown');
  // Well before the list's own fetch once it has settled (5 s).
  await expect.poll(() => asked.length, { timeout: 2500 }).toBe(1);
});

test('paths match without regard to case or a trailing slash; the page changes with the address', async ({
  server,
  browser,
}) => {
  const { page, errors } = await openApp(browser.context, `${server.url}/MATCH/`);
  await page.getByTestId('match-page').waitFor();
  expect(await page.getByTestId('not-found').count()).toBe(0);
  // A page that is not kept alive replaces the last one when the address changes.
  await page.goto(`${server.url}/Blank`);
  await page.getByTestId('app-root').waitFor();
  await page.evaluate(() => {
    history.pushState(null, '', '/no-such-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByTestId('not-found').waitFor();
  await page.goBack();
  await expect.poll(() => page.getByTestId('not-found').count()).toBe(0);
  expect(errors).toEqual([]);
});

test('the page of the address is fetched as the app starts, before the app asks the server for anything', async ({
  server,
  browser,
}) => {
  const page = await browser.context.newPage();
  const requests = recordRequests(page);
  await page.goto(`${server.url}/match`);
  await page.getByTestId('match-page').waitFor();
  const chunk = requests.findIndex((p) => /^\/assets\/match-[\w-]+\.js$/.test(p));
  const firstCall = requests.findIndex((p) => p.startsWith('/app/') && p !== '/app/key.js');
  expect(chunk, requests.join(' ')).toBeGreaterThanOrEqual(0);
  expect(firstCall, requests.join(' ')).toBeGreaterThanOrEqual(0);
  // Without the early start, the chunk is asked for once the first render reaches the page.
  expect(chunk, requests.join(' ')).toBeLessThan(firstCall);
});

test('the main API’s calls are sealed, sent and opened off the page’s thread, in the seal worker', async ({
  server,
  browser,
}) => {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const sent: string[] = [];
  page.on('request', (r) => sent.push(new URL(r.url()).pathname));
  await page.goto(`${server.url}/`);
  // The home page's rooms are a main-API answer.
  await page.getByTestId('live-card').first().waitFor();
  expect(sent).toContain('/app/encryptionTypeHostRecomm');
  // NOTE: a worker's requests go into its own resource timeline, not the page's.
  const fromPage = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/app/') && p !== '/app/key.js'),
  );
  expect(fromPage).toEqual([]);
  expect(errors).toEqual([]);
});

test('a first visit asks for each of the home page’s answers once, without waiting for the guest’s login', async ({
  server,
  onTestFinished,
}) => {
  const { page, requests } = await recordedFreshPage(onTestFinished);
  // The guest's login is held until the home page has asked for its banners (at most 5 s).
  await page.route('**/api/flashapi.php', async (route) => {
    await expect
      .poll(() => requests.includes('/app/encryptionBanner'), { timeout: 5000 })
      .toBe(true)
      .catch(() => undefined);
    await route.continue();
  });
  await page.goto(`${server.url}/`);
  await homeDrawn(page, requests);
  // The version check comes after the login: by then an answer asked for before it (for nobody)
  // would be asked for again.
  await expect.poll(() => requests.includes('/app/encryptionVersion'), { timeout: 10_000 }).toBe(true);
  await page.waitForTimeout(500);
  const calls = requests.filter((p) => p.startsWith('/app/') && p !== '/app/key.js');
  expect(calls).toContain('/app/encryptionBanner');
  expect(calls.filter((p, i) => calls.indexOf(p) !== i)).toEqual([]);
  // The page's calls did not wait for the login: the guest's main-API login follows its IM login.
  expect(calls.indexOf('/app/encryptionBanner')).toBeLessThan(calls.indexOf('/app/encryptionTouristsFree'));
});

test('on a first visit, a call that needs the user and went out before the guest had a token is asked again after', async ({
  server,
  onTestFinished,
}) => {
  const { page, requests } = await recordedFreshPage(onTestFinished);
  // The guest's main-API login (its token) is held 3 s: the match page's settings, asked for once the
  // guest has an id, are refused meanwhile (and their one retry too).
  const TOKEN = '(the guest has its token)';
  await page.route('**/app/encryptionTouristsFree*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    requests.push(TOKEN);
    await route.continue().catch(() => undefined);
  });
  await page.goto(`${server.url}/match`);
  await page.getByTestId('match-page').waitFor();
  await expect.poll(() => requests.includes(TOKEN), { timeout: 10_000 }).toBe(true);
  const login = requests.indexOf(TOKEN);
  expect(requests.slice(0, login)).toContain('/app/matchSettings');
  await expect
    .poll(() => requests.slice(login + 1).includes('/app/matchSettings'), { timeout: 10_000 })
    .toBe(true);
});

test('Web Push’s module is fetched after a login only where a service worker is registered', async ({
  server,
  onTestFinished,
}) => {
  const webPushChunk = (requests: string[]) => requests.some((p) => /^\/assets\/webPush-[\w-]+\.js$/.test(p));
  // A browser with no service worker registration holds no subscription: nothing to tell the server.
  const { page: bare, requests: bareRequests } = await recordedFreshPage(onTestFinished, 'block');
  await bare.goto(`${server.url}/`);
  // NOTE: the version check follows the login, and the refresh is started in the same step.
  await expect.poll(() => bareRequests.includes('/app/encryptionVersion'), { timeout: 10_000 }).toBe(true);
  await bare.waitForTimeout(1000);
  expect(webPushChunk(bareRequests), bareRequests.join(' ')).toBe(false);

  // Once the app's service worker is registered, each login looks for a subscription.
  const page = await freshPage(onTestFinished);
  await page.goto(`${server.url}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const requests = recordRequests(page);
  await page.reload();
  await expect.poll(() => webPushChunk(requests), { timeout: 10_000 }).toBe(true);
});

test('the splash, its icon inside the page, shows before the stylesheets arrive; the app renders once they apply', async ({
  server,
  onTestFinished,
}) => {
  const page = await freshPage(onTestFinished);
  // Records, when the splash gives way to the app, which first stylesheets were not yet applied.
  await page.addInitScript(`
    window.__unstyledAtRender = null;
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root || !root.firstElementChild || root.querySelector('.splash')) return;
      window.__unstyledAtRender = [...document.querySelectorAll('link[rel="stylesheet"][data-first]')]
        .filter((l) => l.media !== 'all').map((l) => l.getAttribute('href'));
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  `);
  let held = 0;
  let release = () => {};
  const stylesHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    held += 1;
    await stylesHeld;
    await route.continue();
  });
  await page.goto(server.url, { waitUntil: 'domcontentloaded' });
  // The stylesheets are on their way and the splash is painted meanwhile.
  await expect.poll(() => held).toBeGreaterThan(0);
  await page.locator('.splash').waitFor();
  // Its icon is inside the page: no request of its own behind the app's scripts.
  expect(await page.locator('.splash > img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  // Painted, not only laid out: a stylesheet that blocks rendering would hold the first paint back.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  await page.waitForTimeout(500);
  expect(await page.locator('.splash').isVisible()).toBe(true);
  expect(await page.getByTestId('app-root').count()).toBe(0);
  release();
  await page.getByTestId('app-root').waitFor();
  expect(await page.evaluate('window.__unstyledAtRender')).toEqual([]);
  const links = await page
    .locator('link[rel="stylesheet"][data-first]')
    .evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).media));
  expect(links.length).toBeGreaterThan(0);
  expect(links.every((m) => m === 'all')).toBe(true);
});

test('the app’s scripts and stylesheets are asked for only once the splash is painted, with the picture it carries', async ({
  server,
  onTestFinished,
}) => {
  const page = await freshPage(onTestFinished);
  // When the screen showed the splash (its first paint) and the picture it carries.
  await page.addInitScript(() => {
    const w = window as unknown as { carriedShown?: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
        if (entry.element?.hasAttribute('data-src')) w.carriedShown = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  for (const [path, carries] of [
    ['/', true],
    ['/player?id=10006', true],
    ['/chat?id=10000', false],
  ] as const) {
    await page.goto(`${server.url}${path}`);
    await page.getByTestId('app-root').waitFor();
    const { paint, carried, files } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
      carried: (window as unknown as { carriedShown?: number }).carriedShown ?? Number.NaN,
      files: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[^/]+\.(?:js|css)$/.test(e.name))
        .map((e) => ({ name: e.name, start: e.startTime })),
    }));
    expect(files.length, path).toBeGreaterThan(3);
    const shown = carries ? carried : paint;
    expect(shown, path).toBeGreaterThan(0);
    for (const file of files) expect(file.start, `${path}: ${file.name}`).toBeGreaterThanOrEqual(shown);
  }
});

test('the app’s files go into the page a few per task, its stylesheets first and its module last', async ({
  server,
  onTestFinished,
}) => {
  const page = await freshPage(onTestFinished);
  // What each task put in the page of the start template's files (its scripts and preloads asked
  // for at a low priority, its stylesheets marked data-first; the app's own later loads are neither):
  // a mutation observer's callback comes once per task.
  await page.addInitScript(() => {
    const w = window as unknown as { added?: string[][] };
    w.added = [];
    new MutationObserver((records) => {
      const batch: string[] = [];
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof Element &&
            (node.getAttribute('fetchpriority') === 'low' || node.hasAttribute('data-first'))
          )
            batch.push(node instanceof HTMLLinkElement ? node.rel : node.localName);
      if (batch.length > 0) w.added?.push(batch);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${server.url}/chat?id=10000`);
  await page.getByTestId('app-root').waitFor();
  const added = await page.evaluate(() => (window as unknown as { added: string[][] }).added);
  const all = added.flat();
  expect(all.filter((rel) => rel === 'modulepreload').length).toBeGreaterThan(16);
  expect(all).toContain('stylesheet');
  expect(Math.max(...added.map((batch) => batch.length))).toBeLessThanOrEqual(8);
  expect(all.lastIndexOf('stylesheet')).toBeLessThan(all.indexOf('modulepreload'));
  expect(all.filter((kind) => kind === 'script')).toEqual(['script']);
  expect(all.at(-1)).toBe('script');
});

test('a page whose splash is never reported painted (a tab in the background) still starts the app', async ({
  server,
  onTestFinished,
}) => {
  const page = await freshPage(onTestFinished);
  // As a tab in the background: no paint is reported and no animation frame comes.
  await page.addInitScript(() => {
    window.PerformanceObserver = class {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
    window.requestAnimationFrame = () => 0;
  });
  await page.goto(`${server.url}/match`);
  await page.getByTestId('match-page').waitFor({ state: 'attached', timeout: 20_000 });
});

/** The path of every request the page makes from now on, in order. */
/** A page in a Chromium of its own (see {@link freshPage}) whose requests are recorded from the first. */
async function recordedFreshPage(
  onTestFinished: (fn: () => Promise<void>) => void,
  serviceWorkers: 'allow' | 'block' = 'allow',
) {
  const page = await freshPage(onTestFinished, serviceWorkers);
  return { page, requests: recordRequests(page) };
}

function recordRequests(page: Awaited<ReturnType<typeof freshPage>>): string[] {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  return requests;
}

/**
 * Waits for the home page's first banner picture: its list comes from the server after the app has
 * started, so an early fetch the start would make (the advert's, a configuration call) is made by then.
 */
async function homeDrawn(page: Awaited<ReturnType<typeof freshPage>>, requests: string[]): Promise<void> {
  await page.getByTestId('home-page').waitFor();
  await expect.poll(() => requests.some((p) => p.startsWith('/demo-img/banner/'))).toBe(true);
}

/**
 * Lands on `url` with the app's entry held: the splash's picture (`splash`), once loaded, shows before
 * the app starts, and the app then draws the same picture (`drawn`, `src`) in the same box (2 px).
 */
async function splashPictureStays(
  page: Awaited<ReturnType<typeof freshPage>>,
  url: string,
  onTestFinished: (fn: () => void) => void,
  pictures: { splash: string; drawn: string; src: string },
): Promise<void> {
  const requests = recordRequests(page);
  const release = await holdEntry(page, onTestFinished);
  await page.goto(url, { waitUntil: 'commit' });
  const early = page.locator(pictures.splash);
  await expect.poll(() => early.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
  const splashBox = await early.boundingBox();
  // The page carries the picture (it is small and served here): no request of its own.
  const carried = await early.getAttribute('src');
  expect(carried).toMatch(/^data:image\/webp;base64,/);
  expect(await early.getAttribute('data-src')).toBe(pictures.src);
  expect(await page.getByTestId('app-root').count()).toBe(0);
  release();
  const drawn = page.locator(pictures.drawn);
  await drawn.waitFor();
  const box = await drawn.boundingBox();
  // The app draws it from the page's copy.
  expect(await drawn.getAttribute('src')).toBe(carried);
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs((splashBox?.[side] ?? -99) - (box?.[side] ?? 99)), side).toBeLessThanOrEqual(2);
  expect(requests).not.toContain(pictures.src);
}

/**
 * Answers the page at `url` with the build's `index.html` as the service worker keeps it, which
 * names no page's chunks and no picture: what the app does on its own is then what is seen.
 */
async function asServiceWorkerKeepsIt(page: Awaited<ReturnType<typeof freshPage>>, url: string) {
  await page.route(url, async (route) =>
    route.fulfill({ response: await route.fetch({ url: new URL('/index.html', url).href }) }),
  );
}

/**
 * Opens `path` in a Chromium of its own with the first stylesheets held (so the app cannot render)
 * until `picture` is asked for, or 5 s; resolves whether it was asked for before the first render.
 * The page is the build's `index.html` as the service worker keeps it, which names no picture: what
 * is checked is the app's own early fetch (the server's page names the picture itself, checked below).
 */
async function fetchedBeforeRender(
  page: Awaited<ReturnType<typeof freshPage>>,
  url: string,
  picture: string,
  onTestFinished: (fn: () => void) => void,
): Promise<boolean> {
  const requests = recordRequests(page);
  let release = () => {};
  const stylesHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  onTestFinished(release);
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    await stylesHeld;
    await route.continue();
  });
  await asServiceWorkerKeepsIt(page, url);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect
    .poll(() => requests.includes(picture))
    .toBe(true)
    .catch(() => undefined);
  const early = requests.includes(picture) && (await page.getByTestId('app-root').count()) === 0;
  release();
  return early;
}

// Without the early fetch, each picture is asked for only when its page draws it, after the render.
test('landing on the home page, today’s advert picture is fetched before the first render', async ({
  server,
  onTestFinished,
}) => {
  const page = await freshPage(onTestFinished);
  expect(await fetchedBeforeRender(page, server.url, '/demo-img/ad/redpacket.webp', onTestFinished)).toBe(
    true,
  );
  await page.getByTestId('redpacket-ad').waitFor();
});

test('landing on a live room, the loading advert is fetched before the first render', async ({
  server,
  onTestFinished,
}) => {
  const room = await server.db.selectFrom('live_rooms').select('room_id').executeTakeFirstOrThrow();
  const page = await freshPage(onTestFinished);
  const url = `${server.url}/player?id=${room.room_id}`;
  expect(await fetchedBeforeRender(page, url, '/demo-img/ad/liveload.webp', onTestFinished)).toBe(true);
  await page.getByTestId('player-page').waitFor();
});

test('landing on the home page or a live room, the server’s page asks for a picture too large to carry before the app starts', async ({
  server,
  onTestFinished,
}) => {
  // An advert uploaded as a picture of noise: more than a page carries inside itself (16 kB).
  const bytes = await sharp({
    create: {
      width: 160,
      height: 160,
      channels: 3,
      background: '#123',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  expect(bytes.length).toBeGreaterThan(CARRY_MAX_BYTES);
  mkdirSync(join(server.config.dataDir, 'uploads'), { recursive: true });
  writeFileSync(join(server.config.dataDir, 'uploads', 'noise-advert.png'), bytes);
  const picture = '/uploads/noise-advert.png';
  for (const setting of ['home_red_img', 'live_load_img']) {
    await setSetting(server, setting, picture);
    onTestFinished(() => setSetting(server, setting, null));
  }
  const room = await server.db.selectFrom('live_rooms').select('room_id').executeTakeFirstOrThrow();
  for (const path of ['/', `/player?id=${room.room_id}`]) {
    const { page, requests } = await recordedFreshPage(onTestFinished);
    const release = await holdEntry(page, onTestFinished);
    await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
    await expect.poll(() => requests.includes(picture), { message: path }).toBe(true);
    expect(await page.getByTestId('app-root').count(), path).toBe(0);
    release();
    await page.getByTestId('app-root').waitFor();
    // Asked for once: the app's own early fetch and the advert find it fetched.
    await page.waitForTimeout(1000);
    expect(requests.filter((p) => p === picture).length, path).toBe(1);
  }
});

test('landing on a live room, the splash shows the loading advert where the player then draws it', async ({
  server,
  onTestFinished,
}) => {
  const room = await server.db.selectFrom('live_rooms').select('room_id').executeTakeFirstOrThrow();
  const page = await freshPage(onTestFinished);
  // The stream's playlist is held: the player's loading cover stays (it goes once the video plays).
  await holdRequests(page, /\/live\/\d+\/index\.m3u8/, onTestFinished);
  await splashPictureStays(page, `${server.url}/player?id=${room.room_id}`, onTestFinished, {
    splash: '.splash .splash-poster',
    drawn: '.player-cover img',
    src: '/demo-img/ad/liveload.webp',
  });
});

test('landing on the home page, the splash shows today’s advert where the advert dialog then shows it', async ({
  server,
  onTestFinished,
}) => {
  const page = await freshPage(onTestFinished);
  await splashPictureStays(page, server.url, onTestFinished, {
    splash: '.splash .splash-advert img',
    drawn: '.redpacket-image img',
    src: '/demo-img/ad/redpacket.webp',
  });
  // Already on screen: the dialog's backdrop does not fade in a second time.
  expect(await page.locator('.redpacket-mask').evaluate((m) => getComputedStyle(m).animationName)).toBe(
    'none',
  );
});

test('the app’s theme sets the UI kit’s colours: its sheet comes after the kit’s in the first load', async ({
  server,
  browser,
}) => {
  const page = await browser.context.newPage();
  await page.goto(`${server.url}/message`);
  await page.getByTestId('app-root').waitFor();
  const colours = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return [root.getPropertyValue('--adm-color-primary').trim(), root.getPropertyValue('--accent').trim()];
  });
  expect(colours[0]).toBe(colours[1]);
  expect(colours[0]).not.toBe('');
  await page.close();
});

test('landing on a page loaded on demand, its chunks are asked for as the page is read, before the app starts', async ({
  server,
  onTestFinished,
}) => {
  const { page, requests } = await recordedFreshPage(onTestFinished);
  const release = await holdEntry(page, onTestFinished);
  await page.goto(`${server.url}/match`, { waitUntil: 'commit' });
  // The server's page names them: without it they wait for the app's start, held here.
  await expect.poll(() => requests.some((p) => /^\/assets\/match-[\w-]+\.js$/.test(p))).toBe(true);
  await expect.poll(() => requests.some((p) => /^\/assets\/match-[\w-]+\.css$/.test(p))).toBe(true);
  expect(await page.getByTestId('app-root').count()).toBe(0);
  release();
  await page.getByTestId('match-page').waitFor();
  // The app's start found them named and added no second link for them; the stylesheet applies.
  expect(await page.locator('link[href*="/assets/match-"]').count()).toBe(2);
  const media = await page
    .locator('link[rel="stylesheet"][href*="/assets/match-"]')
    .evaluate((l) => (l as HTMLLinkElement).media);
  expect(media).toBe('all');
});

test('today’s advert closed, another visit that day fetches its picture neither by the server’s page nor by the app', async ({
  server,
  onTestFinished,
}) => {
  const first = await freshPage(onTestFinished);
  await first.goto(server.url);
  await first.getByTestId('redpacket-ad').waitFor();
  await first.keyboard.press('Escape');
  await expect.poll(() => first.getByTestId('redpacket-ad').count()).toBe(0);
  const cookie = (await first.context().cookies()).find((c) => c.name === 'sl_advert_seen');
  expect(cookie?.value).toBe('1');
  // It ends at the device's midnight, when the advert is due again.
  const left = (cookie?.expires ?? 0) * 1000 - Date.now();
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(24 * 3600_000);
  const state = await first.context().storageState();
  // A visit the service worker does not answer (a browser without one, or before it is ready).
  const page = await freshPage(onTestFinished);
  await page.context().addCookies(state.cookies);
  await page.addInitScript((origins) => {
    for (const { origin, localStorage: items } of origins)
      if (origin === location.origin) for (const { name, value } of items) localStorage.setItem(name, value);
  }, state.origins);
  const requests = recordRequests(page);
  await page.goto(server.url);
  await page.getByTestId('app-root').waitFor();
  // The configuration comes with the key script: the early fetch would start as the app starts, and
  // the advert itself would show by then.
  await homeDrawn(page, requests);
  expect(requests).not.toContain('/demo-img/ad/redpacket.webp');
  expect(await page.getByTestId('redpacket-ad').count()).toBe(0);
});

test('landing on the home page, the configuration comes with the key script: no call of its own at the start', async ({
  server,
  onTestFinished,
}) => {
  const { page, requests } = await recordedFreshPage(onTestFinished);
  await page.goto(server.url);
  // The advert needs the configuration (its picture is named there).
  await page.getByTestId('redpacket-ad').waitFor();
  await homeDrawn(page, requests);
  expect(requests).toContain('/app/key.js');
  expect(requests.filter((p) => p.startsWith('/app/encryptionServerConfig'))).toEqual([]);
});

test('without the configuration (a key script without it, the call failing), the home page still shows and the app fetches no advert picture', async ({
  server,
  onTestFinished,
}) => {
  const page = await freshPage(onTestFinished);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const requests = recordRequests(page);
  await page.route(/\/app\/key\.js$/, async (route) => {
    const script = await (await route.fetch()).text();
    await route.fulfill({
      contentType: 'text/javascript',
      body: script.replace(/^globalThis\.__SPORTLIVE_SERVER_CONFIG__ = .*$/m, ''),
    });
  });
  await page.route(/\/app\/encryptionServerConfig/, (route) => route.fulfill({ status: 503, body: 'down' }));
  await asServiceWorkerKeepsIt(page, `${server.url}/`);
  const failed = page.waitForResponse(/\/app\/encryptionServerConfig/);
  await page.goto(server.url);
  await page.getByTestId('app-root').waitFor();
  expect((await failed).status()).toBe(503);
  await homeDrawn(page, requests);
  expect(requests).not.toContain('/demo-img/ad/redpacket.webp');
  expect(errors).toEqual([]);
});

test('a first stylesheet that fails before the app starts does not keep it on the splash', async ({
  server,
  onTestFinished,
}) => {
  const page = await freshPage(onTestFinished);
  let failed = '';
  let cssFailed = () => {};
  const cssDone = new Promise<void>((resolve) => {
    cssFailed = resolve;
  });
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    if (failed) return route.continue();
    failed = new URL(route.request().url()).pathname;
    await route.fulfill({ status: 404, body: 'gone' });
    cssFailed();
  });
  // The entry script waits for that failure, so the app starts after its error event is gone.
  // NOTE: Chromium gives a failed stylesheet an empty sheet; browsers that give none (the spec's
  // null) take the path that firstStyles.test.ts checks.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await cssDone;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto(server.url);
  // NOTE: well before the 10 s the first render waits at most for a stylesheet that never answers.
  await page.getByTestId('app-root').waitFor({ timeout: 6000 });
  expect(failed).toMatch(/\.css$/);
  expect(await page.locator('.splash').count()).toBe(0);
});
