// Issue 45 in Chromium: home's replay tab lists the replays (made with ffmpeg as the demo makes
// them: recorded clips, covers grabbed from them); opening one plays the MP4, and a seek moves the
// video there (the server answers its byte ranges); a moderator hides it in the console and the
// tab no longer lists it. Screenshots of the tab and the replay page in zh, th and id at 390×844.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ensureDemoReplays } from '../../server/live/demoReplays';
import { launchBrowser, launchDesktopBrowser } from '../helpers/browser';
import { liveTestsRun } from '../helpers/ffmpeg';
import { startServer, type TestServer } from '../helpers/server';
import { consoleLogin, MENU } from './admin-helpers';
import { closeAdvert, openApp, screenshot } from './app-helpers';

const run = liveTestsRun();

let server: TestServer;
let phone: Awaited<ReturnType<typeof launchBrowser>> | undefined;
let desktop: Awaited<ReturnType<typeof launchDesktopBrowser>> | undefined;
let page: Page;
let errors: string[];

const TAB = { zh: '回放', th: 'ย้อนหลัง', id: 'Tayangan Ulang' } as const;

beforeAll(async () => {
  if (!run) return;
  server = await startServer({ distDir: inject('distDir') });
  await ensureDemoReplays(server.db, {
    ffmpeg: 'ffmpeg',
    replayDir: server.server.live.replayDir,
    now: Date.now(),
    log: () => {},
  });
  phone = await launchBrowser();
  desktop = await launchDesktopBrowser();
  ({ page, errors } = await openApp(phone.context, server.url));
  await closeAdvert(page);
}, 60_000);
afterAll(async () => {
  await desktop?.close();
  await phone?.close();
  await server?.close();
});

async function openReplayTab(lang: keyof typeof TAB): Promise<void> {
  await page.getByTestId('home-tabs').getByText(TAB[lang], { exact: true }).click();
  await page.getByTestId('home-panel-replay').getByTestId('replay-card').first().waitFor();
}

async function setLang(lang: string): Promise<void> {
  await page.evaluate((v) => localStorage.setItem('sl:lang', JSON.stringify({ v, e: 0 })), lang);
}

describe.runIf(run)('replays in the app', () => {
  test('the replay tab lists them newest first; one plays and seeks', async () => {
    await openReplayTab('zh');
    const cards = page.getByTestId('home-panel-replay').getByTestId('replay-card');
    await expect.poll(() => cards.count()).toBe(3);
    expect(await cards.first().textContent()).toContain('英超焦点战 赛后复盘');
    expect(await cards.first().getByTestId('replay-duration').textContent()).toBe('0:08');
    await screenshot(page, 'replay-tab-zh');

    await cards.first().click();
    const video = page.getByTestId('replay-video');
    await video.waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(8);
    await screenshot(page, 'replay-page-zh');
    // A seek to 5 s: the player fetches that part of the file by a byte range and lands there.
    const seeked = await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          v.muted = true;
          v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
          v.currentTime = 5;
        }),
    );
    expect(seeked).toBeCloseTo(5, 0);
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 5.2);
    expect(await page.getByTestId('replay-title').textContent()).toBe('英超焦点战 赛后复盘');
    expect(errors).toEqual([]);
  }, 60_000);

  test('the tab and the replay page in th and id', async () => {
    for (const lang of ['th', 'id'] as const) {
      await setLang(lang);
      await page.goto(`${server.url}/`);
      await closeAdvert(page);
      await openReplayTab(lang);
      await screenshot(page, `replay-tab-${lang}`);
      await page.getByTestId('home-panel-replay').getByTestId('replay-card').first().click();
      await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
      await screenshot(page, `replay-page-${lang}`);
    }
    await setLang('zh');
  }, 60_000);

  test('a moderator hides a replay in the console; the tab lists it no more', async () => {
    if (!desktop) throw new Error('no desktop browser');
    const staff = await consoleLogin(await desktop.newContext(), server.url, 'moderator');
    await staff.getByRole('menuitem', { name: MENU.replays }).click();
    const row = staff.getByTestId('replays-table').getByRole('row').filter({ hasText: '篮球之夜 精彩集锦' });
    await row.getByRole('button', { name: 'Hide' }).click();
    await row.getByText('hidden').waitFor();

    await page.goto(`${server.url}/`);
    await closeAdvert(page);
    await openReplayTab('zh');
    const titles = page.getByTestId('home-panel-replay').getByTestId('replay-card');
    await expect.poll(() => titles.count()).toBe(2);
    expect(await titles.allTextContents()).not.toContainEqual(expect.stringContaining('篮球之夜'));
  }, 60_000);
});
