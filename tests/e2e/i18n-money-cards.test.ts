// Issue 49 item 9: in Thai and Indonesian the red-packet advert's picture, the wallet assistant's
// (钱包助手) cards and the default greeting (恭喜发财…) showed in Chinese, and the Thai label of the
// floating service button ran out of it. Each screen in th and id, and zh where it changed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { PLATFORM_UID } from '../../protocol/enums';
import { writeSetting } from '../../server/content/settings';
import { dropRain } from '../../server/money/rain';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { someRoom } from '../integration/money-fixture';
import { homeReady, openApp, screenshot } from './app-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let errors: string[];
const PERIOD_S = 100;
let round = 0;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  const now = Date.now();
  await writeSetting(server.db, 'chat_hb_time', PERIOD_S, now);
  await writeSetting(server.db, 'chat_hb_price', 2, now);
  browser = await launchBrowser();
  ({ page, errors } = await openApp(browser.context, server.url));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Lang = 'zh' | 'th' | 'id';
const LANGS: Lang[] = ['zh', 'th', 'id'];
const HAN = /\p{Script=Han}/u;
const PLATFORM_NAME: Record<Lang, string> = { zh: '钱包助手', th: 'ผู้ช่วยกระเป๋าเงิน', id: 'Asisten Dompet' };
const GREETING: Record<Lang, string> = {
  zh: '恭喜发财，大吉大利',
  th: 'ขอให้ร่ำรวย โชคดีมีชัย',
  id: 'Semoga makmur dan beruntung',
};

/** Opens `path` in `lang`. */
async function openIn(lang: Lang, path: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('sl:lang', JSON.stringify({ v: l, e: 0 })), lang);
  await page.goto(`${server.url}${path}`);
  await page.getByTestId('app-root').waitFor();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

/** Drops the next round of the rain into the rooms with someone in them; the room's packet id. */
async function dropRound(roomId: number): Promise<string> {
  round += 1;
  const drops = await dropRain(
    { db: server.db, bus: server.server.bus, timeZone: server.config.timeZone },
    Date.now() + round * PERIOD_S * 1000,
  );
  const drop = drops.find((d) => d.roomId === roomId);
  if (!drop) throw new Error(`no rain dropped into room ${roomId}`);
  return String(drop.redbag_id);
}

test('the rain’s card: the wallet assistant’s name and the default greeting in th and id; a written greeting as written', async () => {
  const roomId = await someRoom(server.db);
  for (const lang of ['th', 'id'] as const) {
    await openIn(lang, `/player?id=${roomId}`);
    await page.locator('[data-testid="room-chat"][data-status="joined"]').waitFor({ timeout: 15_000 });
    const id = await dropRound(roomId);
    const row = page
      .getByTestId('room-redpacket')
      .filter({ has: page.locator(`[data-red-packet-id="${id}"]`) });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.locator('.room-msg-name').textContent()).toBe(PLATFORM_NAME[lang]);
    expect(await row.locator('.red-packet-card-main strong').textContent()).toBe(GREETING[lang]);
    expect(await row.textContent()).not.toMatch(HAN);
    await screenshot(page, `rain-card-${lang}`);
  }
  // A greeting the staff wrote is no default: it stays as written, in any language.
  await writeSetting(server.db, 'red_envelope_weclome', '中秋快乐', Date.now());
  const id = await dropRound(roomId);
  const card = page.locator(`[data-testid="red-packet-card"][data-red-packet-id="${id}"]`);
  await card.waitFor({ timeout: 10_000 });
  expect(await card.locator('.red-packet-card-main strong').textContent()).toBe('中秋快乐');

  // The wallet assistant's own chat is named in the user's language too.
  await openIn('th', `/chat?id=${PLATFORM_UID}`);
  await expect
    .poll(() => page.getByTestId('chat-title').textContent(), { timeout: 10_000 })
    .toBe(PLATFORM_NAME.th);
  expect(errors).toEqual([]);
});

test('the daily advert’s picture has no words of its own: its title is written over it in th and id', async () => {
  // The picture as the server draws it: no Chinese (no words at all) in it.
  const picture = await (await fetch(`${server.url}/demo-img/ad/redpacket.svg`)).text();
  expect(picture).not.toMatch(HAN);
  expect(picture).not.toContain('<text');
  const title: Record<Lang, string> = { zh: '每日红包', th: 'อั่งเปารายวัน', id: 'Angpao Harian' };
  for (const lang of LANGS) {
    await page.evaluate(() => localStorage.removeItem('sl:redPacketDay'));
    await openIn(lang, '/');
    await homeReady(page);
    const caption = page.getByTestId('redpacket-caption');
    await caption.waitFor();
    expect(await caption.locator('strong').textContent()).toBe(title[lang]);
    if (lang !== 'zh') expect(await caption.textContent()).not.toMatch(HAN);
    // The words sit on the picture, each line inside it.
    const img = await page.getByTestId('redpacket-ad').locator('img').boundingBox();
    if (!img) throw new Error('no advert picture');
    for (const line of await caption.locator('strong, span').all()) {
      const box = await line.boundingBox();
      if (!box) throw new Error('a caption line is not laid out');
      expect(box.x).toBeGreaterThanOrEqual(img.x);
      expect(box.x + box.width).toBeLessThanOrEqual(img.x + img.width);
      expect(box.y).toBeGreaterThanOrEqual(img.y);
      expect(box.y + box.height).toBeLessThanOrEqual(img.y + img.height);
    }
    await screenshot(page, `redpacket-ad-${lang}`);
  }
  expect(errors).toEqual([]);
});

test('the floating service button holds its label in zh, th and id', async () => {
  for (const lang of LANGS) {
    await page.evaluate(() => {
      const d = new Date();
      localStorage.setItem(
        'sl:redPacketDay',
        JSON.stringify({ v: `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`, e: 0 }),
      );
    });
    await openIn(lang, '/');
    await homeReady(page);
    const label = page.getByTestId('service-bubble').locator('.float-bubble-button > span');
    await label.waitFor();
    // The whole label shows (nothing cut off) and every corner of it is inside the round button.
    const fit = await label.evaluate((span) => {
      const button = span.parentElement?.getBoundingClientRect();
      const r = span.getBoundingClientRect();
      if (!button) return null;
      const cx = button.x + button.width / 2;
      const cy = button.y + button.height / 2;
      const corners = [
        [r.left, r.top],
        [r.right, r.top],
        [r.left, r.bottom],
        [r.right, r.bottom],
      ];
      return {
        text: span.textContent,
        cut: span.scrollWidth > span.clientWidth,
        outside: corners.some(([x = 0, y = 0]) => Math.hypot(x - cx, y - cy) > button.width / 2),
      };
    });
    expect(fit, lang).toMatchObject({ cut: false, outside: false });
    await screenshot(page, `service-bubble-${lang}`);
  }
  expect(errors).toEqual([]);
});
