import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { MatchItem } from '../../protocol/sportsApi';
import { launchBrowser, startClockAt } from '../helpers/browser';
import { callMain } from '../helpers/mainApi';
import { startServer, type TestServer } from '../helpers/server';
import { simulatorOf } from '../integration/sports-fixture';
import { closeAdvert } from './app-helpers';

// Issue 49 item 6: one rule for every date the app shows, the device's time zone (docs/time.md).
// A device in UTC at 20:00 on 1 December 2026 (04:00 on 2 December in Beijing, the product's day):
// /match's 今天 is 12-01, /ball dates today's matches 12-01, and a news article and its comment
// made at that moment both say 2026-12-01 20:00.

/** 1 December 2026, 20:00 UTC: the server's clock, the simulator's, and where the page's starts. */
const NOW = Date.parse('2026-12-01T20:00:00Z');
const SHOWN = '2026-12-01 20:00';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer(
    { distDir: inject('distDir') },
    { now: () => NOW, sports: { tickMs: 0, speed: 1, now: () => NOW } },
  );
  await simulatorOf(server).tick();
  browser = await launchBrowser({ serviceWorkers: 'block', timezoneId: 'UTC' });
  await startClockAt(browser.context, NOW);
  page = await browser.context.newPage();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The kick-off day (`MM-DD`) /ball's football tab shows for each match it lists, by match id. */
async function ballDays(): Promise<Map<string, string>> {
  await page.goto(`${server.url}/ball`);
  await page.getByTestId('ball-page').getByTestId('match-row').first().waitFor({ timeout: 15_000 });
  await page.getByTestId('ball-page').locator('.sport-tabs [role=tab]', { hasText: '足球' }).click();
  const football = ((await callMain(server, 'ScoreHome', { type_id: 1 })).data as { list: MatchItem[] }).list;
  const read = () =>
    page
      .getByTestId('ball-page')
      .getByTestId('match-row')
      .evaluateAll((els) =>
        els.map((el) => ({
          id: el.getAttribute('data-match-id') ?? '',
          text: el.querySelector('.mrow-time')?.textContent ?? '',
        })),
      );
  // NOTE: the football list once the tab's answer has come (the same as the server's).
  await expect
    .poll(async () => (await read()).map((r) => r.id).sort())
    .toEqual(football.map((m) => String(m.id)).sort());
  return new Map((await read()).map(({ id, text }) => [id, text.slice(0, 5)]));
}

test("in UTC at 20:00 on 1 December, /match's today, /ball's days and a news item with its comment agree", async () => {
  await page.goto(`${server.url}/match`);
  await page.getByTestId('match-page').waitFor();
  await closeAdvert(page);
  const today = page.locator('[data-testid="date-chip"][aria-selected="true"]');
  await expect.poll(() => today.textContent()).toBe('今天12-01');
  expect(await today.getAttribute('data-date')).toBe('2026-12-01');
  const rows = page.getByTestId('match-page').getByTestId('match-row');
  await rows.first().waitFor({ timeout: 15_000 });
  const todayIds = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-match-id') ?? ''));

  // Every football match of /match's today that /ball lists too is dated 12-01 there, and there are some.
  const days = await ballDays();
  const both = todayIds.filter((id) => days.has(id));
  expect(both.length).toBeGreaterThan(0);
  expect(new Set(both.map((id) => days.get(id)))).toEqual(new Set(['12-01']));
  // And what /ball dates 12-01 is on /match's today (a match the two days would place apart).
  const ballToday = [...days].filter(([, day]) => day === '12-01').map(([id]) => id);
  expect(ballToday.filter((id) => !todayIds.includes(id))).toEqual([]);

  // A news article and a comment on it, both made now.
  const { uid } = await server.db.selectFrom('users').select('uid').limit(1).executeTakeFirstOrThrow();
  const { id } = await server.db
    .insertInto('news')
    .values({
      type_id: 1,
      title: '时区测试新闻',
      author: '编辑部',
      img_url: '',
      content: JSON.stringify(['同一时刻的新闻与评论。']),
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('news_comments')
    .values({ news_id: id, uid, content: '同一时刻的评论', created_at: NOW })
    .execute();
  await page.goto(`${server.url}/NewsDetail?id=${id}`);
  await page.getByTestId('article-title').waitFor({ timeout: 15_000 });
  const comment = page.getByTestId('comment').filter({ hasText: '同一时刻的评论' });
  await comment.waitFor({ timeout: 15_000 });
  expect(await page.locator('.article-meta time').textContent()).toBe(SHOWN);
  expect(await comment.locator('time').textContent()).toBe(SHOWN);
});
