// Messaging in the app (issue 8): two users who are friends chat both ways in Chromium, one of
// them in two tabs; read receipts, withdraw, unread badges, sending while offline; the chat list
// opening at its newest rows, asking for them once and keeping the view covered while older rows
// come in above; and a chat of 5,000 messages scrolled back to its first through a window of rows.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { chatDb } from '../../server/chat/tables';
import { launchBrowser } from '../helpers/browser';
import { setSetting, startServer, type TestServer } from '../helpers/server';
import { guest, waitFor } from '../integration/hub-fixture';
import { TcpProxy } from '../integration/hub-proxy';
import { hubOnline, openApp, screenshot, stored } from './app-helpers';

declare global {
  interface Window {
    /** The keys of the first chat rows put on the page (a test's watch). */
    firstRows?: string[];
    /** The history pages a tab asked for (`before`, 0 for the newest) and in which frame (a test's watch). */
    historyAsked?: { before: number; frame: number }[];
    /** Lets the history pages a test holds go. */
    releaseHistory?: () => void;
  }
}

/** Which chat history pages a tab holds (`holdHistory`). */
type HoldMode = 'all' | 'older' | 'newest late';

let server: TestServer;
type Browser = Awaited<ReturnType<typeof launchBrowser>>;
let browserA: Browser;
let browserB: Browser;
let a: Page;
let b1: Page;
let b2: Page;
let uidA = 0;
let uidB = 0;

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function open(context: BrowserContext, url: string): Promise<Page> {
  const { page } = await openApp(context, url);
  await waitFor(async () => Number(await stored(page, 'uid')) > 0, 10_000, 'the guest login');
  await hubOnline(page);
  return page;
}

async function sendText(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('send-button').click();
  await expect.poll(() => page.getByTestId('chat-input').inputValue()).toBe('');
}

const bubble = (page: Page, text: string | RegExp) =>
  page.getByTestId('msg-bubble').filter({ hasText: text });
const tabBadge = (page: Page) => page.locator('[data-testid=tab-bar] .adm-badge-content').first();

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  // No chat send interval (staff's chat_interval_time, 3 s by default): the tests send one after another.
  await setSetting(server, 'chat_interval_time', 0);
  browserA = await launchBrowser();
  browserB = await launchBrowser();
  a = await open(browserA.context, `${server.url}/message`);
  b1 = await open(browserB.context, `${server.url}/message`);
  b2 = await open(browserB.context, `${server.url}/message`);
  uidA = (await stored(a, 'uid')) as number;
  uidB = (await stored(b1, 'uid')) as number;
  const fidB = Number(((await stored(b1, 'user')) as { fid: string | number }).fid);
  // Friends through the real server (the friend-adding UI is another page's).
  const applied = await a.evaluate(
    (fid) => window.__hub?.addFriend({ fid }, 'hi').then(() => ({ result: 1 })),
    fidB,
  );
  expect(applied?.result).toBe(1);
  const handled = await b1.evaluate(
    (other) => window.__hub?.handleFriendApply(other, true).then(() => ({ result: 1 })),
    uidA,
  );
  expect(handled?.result).toBe(1);
}, 90_000);

afterAll(async () => {
  await browserA?.close();
  await browserB?.close();
  await server?.close();
});

describe('chat between two friends', () => {
  test('an empty /message shows the service entry and the call to add friends', async () => {
    await b1.getByTestId('messages-empty').waitFor();
    await b1.getByTestId('service-entry').waitFor();
  });

  test('the chat header and composer controls have names a screen reader speaks', async () => {
    await a.goto(`${server.url}/chat?id=${uidB}`);
    await a.getByTestId('chat-input').waitFor();
    // The header's back arrow is an icon in a role="button": its name is the hidden 返回 label.
    await a.getByRole('button', { name: '返回', exact: true }).waitFor();
    await a.getByRole('button', { name: '发送', exact: true }).waitFor();
    await a.getByRole('textbox', { name: '说点什么…' }).waitFor();
  });

  test('the settings sheet, made on its first opening, still slides in', async () => {
    await a.goto(`${server.url}/chat?id=${uidB}`);
    await a.getByTestId('chat-input').waitFor();
    // The sheet body's vertical offset (percent of its height) on each frame after the tap.
    const offsets = a.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const frame = () => {
            const body = document
              .querySelector<HTMLElement>('[data-testid=chat-settings]')
              ?.closest<HTMLElement>('.adm-popup-body');
            const match = body?.style.transform.match(/translate\(0(?:px)?, (-?[\d.]+)%\)/);
            if (match) seen.push(Number(match[1]));
            if (seen.length >= 40 || (seen.length > 0 && seen.at(-1) === 0)) resolve(seen);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    await a.getByTestId('chat-settings-button').click();
    const seen = await offsets;
    // It starts below the screen and comes up: a sheet made already open would just appear.
    expect(Math.max(...seen)).toBeGreaterThan(10);
    expect(seen.at(-1)).toBe(0);
    await a
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 20, y: 20 } });
    await a.getByTestId('chat-settings').waitFor({ state: 'hidden' });
  });

  test('text both ways, unread badges in both tabs of the reader, read receipts', async () => {
    await a.goto(`${server.url}/chat?id=${uidB}`);
    await a.getByTestId('chat-input').waitFor();
    await hubOnline(a);
    await sendText(a, 'hello from A');
    // B has two tabs on /message: the chat and the badges count up in both.
    for (const tab of [b1, b2]) {
      await tab.getByTestId('conversation').first().waitFor({ timeout: 15_000 });
      await expect
        .poll(() => tab.getByTestId('unread-count').first().textContent(), { timeout: 10_000 })
        .toBe('1');
      await expect.poll(() => tabBadge(tab).textContent()).toBe('1');
      await expect.poll(() => tab.title()).toMatch(/^\(1\) /);
    }
    await expect.poll(() => bubble(a, 'hello from A').count()).toBe(1);
    // One tick while sent, two once read.
    await expect.poll(() => a.getByTestId('msg-sent').first().locator('path').count()).toBe(1);

    // B opens the chat in the first tab: read, so both tabs clear and A sees "read".
    await b1.getByTestId('conversation').first().click();
    await bubble(b1, 'hello from A').waitFor();
    for (const tab of [b1, b2]) {
      await expect
        .poll(() => tab.evaluate(() => window.__hub?.getState().unread.total), { timeout: 10_000 })
        .toBe(0);
    }
    await expect.poll(() => b2.getByTestId('unread-count').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => tabBadge(b2).count(), { timeout: 10_000 }).toBe(0);
    await a.getByTestId('msg-read').first().waitFor({ timeout: 10_000 });
    expect(await a.getByTestId('msg-read').first().locator('path').count()).toBe(2);

    // B typing shows on A's side; the message itself ends the indicator.
    await b1.getByTestId('chat-input').pressSequentially('hi A');
    await a.locator('[data-testid=chat-subtitle].im-typing').waitFor({ timeout: 10_000 });
    await b1.getByTestId('chat-input').fill('');
    await sendText(b1, 'hi A, from B');
    await bubble(a, 'hi A, from B').waitFor({ timeout: 10_000 });
    await expect.poll(() => a.locator('[data-testid=chat-subtitle].im-typing').count()).toBe(0);
  }, 60_000);

  test('an image goes through the upload and shows on the other side', async () => {
    await a.getByTestId('image-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    const img = b1.getByTestId('msg-image').first();
    await img.waitFor({ timeout: 15_000 });
    expect(await img.getAttribute('src')).toMatch(/^(https?:|\/)/);
    await a.getByTestId('msg-image').first().waitFor();
    // A GIF is refused with the spec's text, before any upload.
    await a.getByTestId('image-input').setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: PNG });
    await a.locator('.adm-toast-main', { hasText: '只支持 jpg/png' }).waitFor();
  }, 40_000);

  test('a tapped picture opens in the app: it zooms and saves', async () => {
    const picture = readFileSync(new URL('../../public/pwa-512x512.png', import.meta.url));
    await a
      .getByTestId('image-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: picture });
    const thumb = b1.getByTestId('msg-image').last();
    await expect.poll(() => b1.getByTestId('msg-image').count(), { timeout: 15_000 }).toBe(2);
    const src = (await thumb.getAttribute('src')) ?? '';
    const pages = b1.context().pages().length;
    // NOTE: the viewer opens and closes with animations, which run only in the page in front
    // (a page behind gets one animation frame in hundreds of milliseconds).
    await b1.bringToFront();
    await thumb.click();
    const viewer = b1.locator('.adm-image-viewer-content');
    await viewer.waitFor();
    // In the app: no new tab, the same picture full screen.
    expect(b1.context().pages().length).toBe(pages);
    expect(await viewer.locator('img').getAttribute('src')).toBe(src);
    const save = b1.getByTestId('image-save');
    expect(await save.textContent()).toBe('保存图片');
    expect(await save.getAttribute('download')).toMatch(/\.png$/);
    const download = b1.waitForEvent('download');
    await save.click();
    expect((await download).suggestedFilename()).toMatch(/\.png$/);
    await screenshot(b1, 'chat-image-viewer');
    // Its buttons are on the screen, and 关闭 closes it.
    const close = b1.getByTestId('image-close');
    const closeBox = await close.boundingBox();
    const viewport = b1.viewportSize();
    if (!closeBox || !viewport) throw new Error('no close button box');
    expect(closeBox.x).toBeGreaterThanOrEqual(0);
    expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(viewport.height);
    const saveBox = await save.boundingBox();
    expect((saveBox?.x ?? 0) + (saveBox?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    await close.click();
    await expect.poll(() => viewer.isVisible()).toBe(false);
    await thumb.click();
    await viewer.waitFor();
    // Ctrl + wheel is the desktop's pinch: the picture grows.
    const wrapper = viewer.locator('.adm-image-viewer-image-wrapper');
    const before = (await wrapper.boundingBox())?.width ?? 0;
    const box = await viewer.boundingBox();
    if (!box) throw new Error('no viewer box');
    await b1.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await b1.keyboard.down('Control');
    for (let i = 0; i < 5; i++) await b1.mouse.wheel(0, -100);
    await b1.keyboard.up('Control');
    await expect.poll(async () => (await wrapper.boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.3);
    // No long-press menu opened under it.
    expect(await b1.locator('.adm-action-sheet').count()).toBe(0);
    await b1.reload();
  }, 40_000);

  test('a withdrawn message disappears on the other side', async () => {
    await sendText(a, 'oops, take back');
    await bubble(b1, 'oops, take back').waitFor({ timeout: 10_000 });
    await bubble(a, 'oops, take back').click({ button: 'right' });
    await a.locator('.adm-action-sheet-button-item', { hasText: '撤回' }).click();
    await expect.poll(() => bubble(b1, 'oops, take back').count(), { timeout: 10_000 }).toBe(0);
    await b1.getByTestId('msg-notice').filter({ hasText: '撤回' }).first().waitFor();
    await expect.poll(() => bubble(a, 'oops, take back').count(), { timeout: 10_000 }).toBe(0);
    await a.getByTestId('msg-notice').filter({ hasText: '你撤回了一条消息' }).first().waitFor();
  }, 40_000);

  test('self-destruct set by A shows on both sides; a message B read is erased for both', async () => {
    const chooseSnap = async (label: string) => {
      await a.getByTestId('chat-settings-button').click();
      const sheet = a.getByTestId('chat-settings');
      await sheet.waitFor();
      await sheet.locator('.im-snap-selector').getByText(label, { exact: true }).click();
      await a
        .locator('.adm-mask')
        .last()
        .click({ position: { x: 20, y: 20 } });
      await sheet.waitFor({ state: 'hidden' });
    };
    await chooseSnap('10 秒');
    await a.getByTestId('chat-flags').filter({ hasText: '10 秒' }).waitFor({ timeout: 10_000 });
    await b1.getByTestId('chat-flags').filter({ hasText: '10 秒' }).waitFor({ timeout: 10_000 });
    await b1.locator('.adm-toast-main', { hasText: '阅后即焚已设为：10 秒' }).waitFor();

    await sendText(a, 'burn after reading');
    await bubble(b1, 'burn after reading').waitFor({ timeout: 10_000 });
    expect(await b1.getByTestId('msg-snap').count()).toBeGreaterThan(0);
    // B has the chat open, so it is read at once; 10 s later the server erases it on both sides.
    await expect.poll(() => bubble(b1, 'burn after reading').count(), { timeout: 40_000 }).toBe(0);
    await b1.getByTestId('msg-notice').filter({ hasText: '阅后即焚消息已销毁' }).first().waitFor();
    await expect.poll(() => bubble(a, 'burn after reading').count(), { timeout: 10_000 }).toBe(0);

    await chooseSnap('关闭');
    await expect.poll(() => b1.getByTestId('chat-flags').count(), { timeout: 10_000 }).toBe(0);
  }, 90_000);

  // NOTE: context.setOffline does not reach a SharedWorker's WebSocket, so the cut is a TCP proxy
  // between this test's own browser and the server. Its user C loads the app through the proxy, so
  // the main API, uploads and the socket (the server list names the host the page came from) all
  // pass it; the other tests' users stay on the server's own address (another origin: other
  // storage, other users), which is why the proxy is this test's alone.
  test('three messages typed while the socket is cut stay pending, then arrive in order, once each', async () => {
    const proxy = await TcpProxy.start(Number(new URL(server.url).port));
    const browserC = await launchBrowser();
    try {
      const via = `http://127.0.0.1:${proxy.port}`;
      const c = await open(browserC.context, `${via}/message`);
      const uidC = (await stored(c, 'uid')) as number;
      const fidB = Number(((await stored(b1, 'user')) as { fid: string | number }).fid);
      const applied = await c.evaluate(
        (fid) => window.__hub?.addFriend({ fid }, 'hi').then(() => ({ result: 1 })),
        fidB,
      );
      expect(applied?.result).toBe(1);
      const handled = await b1.evaluate(
        (other) => window.__hub?.handleFriendApply(other, true).then(() => ({ result: 1 })),
        uidC,
      );
      expect(handled?.result).toBe(1);
      await c.goto(`${via}/chat?id=${uidB}`);
      await c.getByTestId('chat-input').waitFor();
      await hubOnline(c);
      const connections = proxy.accepted;
      expect(connections).toBeGreaterThan(0);

      proxy.mode = 'refuse';
      proxy.resetAll();
      await c.waitForFunction(() => window.__hub?.getState().connection.status !== 'online', undefined, {
        timeout: 10_000,
      });
      // The header says the device is not connected (not the peer's presence).
      await expect
        .poll(() => c.getByTestId('chat-subtitle').textContent(), { timeout: 10_000 })
        .toBe('连接中…');
      const texts = ['offline one', 'offline two', 'offline three'];
      for (const text of texts) await sendText(c, text);
      const key = chatKey(uidC, uidB);
      const onServer = () =>
        chatDb(server.db)
          .selectFrom('chat_messages')
          .select(['chatmsgno', 'content'])
          .where('chatkey', '=', key)
          .orderBy('chatmsgno')
          .execute();
      // All three wait in the outbox, shown pending; the server has none of them.
      await expect.poll(() => c.getByTestId('msg-pending').count()).toBe(3);
      // The hub tries the socket again after the three sends (every 3 s): had it reached the
      // server, the outbox would have gone out then.
      const tries = proxy.accepted;
      await expect.poll(() => proxy.accepted, { timeout: 10_000 }).toBeGreaterThan(tries);
      expect(await c.getByTestId('msg-pending').count()).toBe(3);
      expect(await onServer()).toEqual([]);
      expect(await c.getByTestId('chat-subtitle').textContent()).toBe('连接中…');

      proxy.mode = 'pass';
      await expect.poll(() => c.getByTestId('msg-pending').count(), { timeout: 30_000 }).toBe(0);
      expect(proxy.accepted).toBeGreaterThan(connections);
      expect(await c.getByTestId('msg-failed').count()).toBe(0);
      const saved = await onServer();
      expect(saved.map((r) => Buffer.from(r.content).toString())).toEqual(texts);
      await b1.goto(`${server.url}/chat?id=${uidC}`);
      await bubble(b1, 'offline three').waitFor({ timeout: 15_000 });
      const order = await b1
        .getByTestId('msg-bubble')
        .evaluateAll((els) => els.map((e) => e.textContent ?? '').filter((t) => t.startsWith('offline')));
      expect(order).toEqual(texts);
      await expect.poll(() => c.getByText('连接中…').count()).toBe(0);
      await screenshot(c, 'chat-private');
      await b2.getByTestId('conversation').filter({ hasText: 'offline three' }).waitFor({ timeout: 10_000 });
      await screenshot(b2, 'message-list');
    } finally {
      await browserC.close();
      await proxy.close();
    }
  }, 120_000);

  test('a group chat shows sender names and links to the group page', async () => {
    const created = await a.evaluate((uid) => window.__hub?.createGroup([uid], '周末看球群'), uidB);
    const groupkey = created?.groupkey ?? 0;
    expect(groupkey).toBeGreaterThan(0);
    await b1.goto(`${server.url}/chat?id=${groupkey}`);
    await hubOnline(b1);
    await expect
      .poll(() => b1.getByTestId('chat-title').textContent(), { timeout: 10_000 })
      .toBe('周末看球群');
    await sendText(b1, '今晚的比赛谁赢？');
    await a.goto(`${server.url}/chat?id=${groupkey}`);
    await hubOnline(a);
    await bubble(a, '今晚的比赛谁赢？').waitFor({ timeout: 10_000 });
    await sendText(a, '主队 2:1');
    await bubble(b1, '主队 2:1').waitFor({ timeout: 10_000 });
    expect(await a.locator(`a[href*="/group?id=${groupkey}"]`).count()).toBe(1);

    // A names B with @ from the member picker; B's list marks the chat until B reads it.
    await b1.goto(`${server.url}/message`);
    await hubOnline(b1);
    await a.getByTestId('chat-input').pressSequentially('@');
    const picker = a.getByTestId('mention-picker');
    await picker.waitFor();
    // The picker lists the other members only: here B.
    expect(await picker.locator('.im-picker-item').count()).toBe(1);
    await picker.locator('.im-picker-item').first().click();
    await a.getByTestId('chat-input').pressSequentially('来看球吗');
    await a.getByTestId('send-button').click();
    const row = b1.getByTestId('conversation').filter({ hasText: '周末看球群' });
    await row.getByTestId('mentioned-me').waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain('来看球吗');
    await screenshot(a, 'chat-group');
    await row.click();
    await bubble(b1, '来看球吗').waitFor();
    await b1.goto(`${server.url}/message`);
    await expect.poll(() => row.getByTestId('mentioned-me').count(), { timeout: 10_000 }).toBe(0);
  }, 60_000);

  test('a muted chat counts in neither the title nor the tab badge; unmuted, it counts again', async () => {
    // B mutes the chat with A in its settings sheet, then goes back to the list (the other tab is
    // there already).
    await b1.goto(`${server.url}/chat?id=${uidA}`);
    await hubOnline(b1);
    await b1.getByTestId('chat-settings-button').click();
    const muteSwitch = b1
      .getByTestId('chat-settings')
      .locator('.adm-list-item')
      .nth(1)
      .locator('.adm-switch');
    await muteSwitch.click();
    await expect.poll(() => muteSwitch.getAttribute('aria-checked')).toBe('true');
    await b1.goto(`${server.url}/message`);
    await hubOnline(b1);
    const row = b1.locator('[data-testid=conversation]:has([data-testid=muted-icon])');
    await row.waitFor({ timeout: 10_000 });
    const chatkey = (await row.getAttribute('data-chatkey')) ?? '';
    await b2
      .locator(`[data-testid=conversation][data-chatkey="${chatkey}"] [data-testid=muted-icon]`)
      .waitFor({ timeout: 10_000 });
    await a.goto(`${server.url}/chat?id=${uidB}`);
    await hubOnline(a);
    await sendText(a, 'muted, still delivered');
    // The hub counts the message in its total but not in the figure shown, and the row shows a dot;
    // the title and the badge leave it out.
    for (const tab of [b1, b2]) {
      await expect
        .poll(() => tab.evaluate(() => window.__hub?.getState().unread), { timeout: 10_000 })
        .toMatchObject({ total: 1, shown: 0 });
      await tab.getByTestId('unread-dot').waitFor({ timeout: 10_000 });
      await expect.poll(() => tab.title()).not.toMatch(/^\(\d+\)/);
      await expect.poll(() => tabBadge(tab).count()).toBe(0);
    }
    // A message in another chat, not muted: the title and the badge count it, and only it.
    const group = await a.evaluate((uid) => window.__hub?.createGroup([uid], '静音之外'), uidB);
    await a.goto(`${server.url}/chat?id=${group?.groupkey ?? 0}`);
    await hubOnline(a);
    await sendText(a, 'not muted');
    const hubTotal = (tab: typeof b1) => tab.evaluate(() => window.__hub?.getState().unread.total ?? 0);
    // NOTE: each figure is read beside a fresh hub total (a group notice may still come in).
    const countsAllBut = async (tab: typeof b1, left: number) => {
      const total = await hubTotal(tab);
      const title = await tab.title();
      const badge = (await tabBadge(tab).count()) ? await tabBadge(tab).textContent() : '';
      return total >= 1 + left && title.startsWith(`(${total - left}) `) && badge === String(total - left);
    };
    for (const tab of [b1, b2]) {
      await expect.poll(() => hubTotal(tab), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      await expect.poll(() => countsAllBut(tab, 1), { timeout: 10_000 }).toBe(true);
    }
    // Unmuted (in B's other tab, from the row's swipe action), the muted chat's message counts again.
    await b2.evaluate((key) => window.__hub?.muteChat(key, false), chatkey);
    for (const tab of [b1, b2]) {
      await expect.poll(() => countsAllBut(tab, 0), { timeout: 10_000 }).toBe(true);
    }
  }, 90_000);
});

describe('a long chat', () => {
  /**
   * A chat of A's (or of `owner`'s) with a new guest holding `count` messages (`text 1` … `text
   * count`), oldest first.
   */
  async function seededChat(count: number, text: string, owner = uidA) {
    const other = await guest(server.url);
    const key = chatKey(owner, other.uid);
    const start = Date.now() - count * 60_000;
    const rows = Array.from({ length: count }, (_, i) => ({
      chatkey: key,
      chatmsgno: i + 1,
      uid: i % 2 ? owner : other.uid,
      msgtype: 1,
      msgtime: Math.floor((start + i * 60_000) / 1000),
      sent_at: start + i * 60_000,
      content: Buffer.from(`${text} ${i + 1}`),
      clientkey: '',
      snaptime: 0,
      expires_at: null,
      nickname: i % 2 ? 'A' : 'C',
      headurl: '',
      viplevel: 0,
      isadmin: 0,
      firstname: '',
      lastname: '',
      channel: 8,
    }));
    for (let i = 0; i < rows.length; i += 250) {
      await chatDb(server.db)
        .insertInto('chat_messages')
        .values(rows.slice(i, i + 250))
        .execute();
    }
    await chatDb(server.db)
      .insertInto('chat_counters')
      .values({ chatkey: key, last_no: count, last_at: Date.now() })
      .execute();

    return other;
  }

  test('a chat opens at its newest message; older ones coming in above keep the row in view in place', async () => {
    const other = await seededChat(200, 'seeded message');
    await a.goto(`${server.url}/chat?id=${other.uid}`);
    await hubOnline(a);
    const list = a.locator('.im-messages');
    const newest = bubble(a, 'seeded message 200');
    await newest.waitFor({ timeout: 15_000 });
    const atBottom = () =>
      list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 40 && el.scrollTop > 0);
    await expect.poll(atBottom, { timeout: 5_000 }).toBe(true);
    const inView = async () => {
      const box = await newest.boundingBox();
      const view = await list.boundingBox();
      return !!box && !!view && box.y >= view.y && box.y + box.height <= view.y + view.height + 1;
    };
    expect(await inView()).toBe(true);
    // Scrolled near the top, older rows load above: the row at the top of the view stays where it was.
    await list.evaluate((el) => {
      el.scrollTop = 400;
    });
    // The rows at that place are drawn (a row covers the view's top).
    await expect
      .poll(() =>
        list.evaluate((el) => {
          const top = el.getBoundingClientRect().top;
          return [...el.querySelectorAll('[data-testid=msg-row]')].some((r) => {
            const rect = r.getBoundingClientRect();
            return rect.top <= top && rect.bottom > top;
          });
        }),
      )
      .toBe(true);
    // NOTE: read in the same script that scrolls, before the list can answer the scroll.
    const seen = await list.evaluate((el) => {
      el.scrollTop = 250;
      const view = el.getBoundingClientRect().top;
      const rows = [...el.querySelectorAll('[data-testid=msg-row]')];
      const row = rows.find((r) => r.getBoundingClientRect().bottom > view + 20);
      return {
        text: row?.textContent ?? '',
        place: Math.round((row?.getBoundingClientRect().top ?? 0) - view),
      };
    });
    const placeOf = (text: string) =>
      list.evaluate((el, text) => {
        const row = [...el.querySelectorAll('[data-testid=msg-row]')].find((r) => r.textContent === text);
        return row ? Math.round(row.getBoundingClientRect().top - el.getBoundingClientRect().top) : -999;
      }, text);
    expect(seen.text).toMatch(/seeded message \d+/);
    await expect.poll(() => list.evaluate((el) => el.scrollTop), { timeout: 10_000 }).toBeGreaterThan(600);
    await expect
      .poll(async () => Math.abs((await placeOf(seen.text)) - seen.place), { timeout: 5_000 })
      .toBeLessThan(30);
  }, 60_000);

  /** A new tab of A's, with `watch` run in it before the app's own scripts; closed after `use`. */
  async function inNewTab(
    watch: (arg: HoldMode) => void,
    use: (page: Page) => Promise<void>,
    arg: HoldMode = 'all',
  ): Promise<void> {
    const page = await browserA.context.newPage();
    try {
      await page.addInitScript(watch, arg);
      await use(page);
    } finally {
      await page.close();
    }
  }

  /** Waits for `count` animation frames of the page. */
  const frames = (page: Page, count: number) =>
    page.evaluate(
      (count) =>
        new Promise<void>((resolve) => {
          let left = count;
          const frame = () => (--left > 0 ? requestAnimationFrame(frame) : resolve());
          requestAnimationFrame(frame);
        }),
      count,
    );

  /**
   * Holds the chat history pages the tab asks for until released (`older`: the older pages only;
   * `newest late`: none held, the newest page's answer given 1 s after it came, when the device has
   * its rows), and notes each ask: its `before` (0 for the newest page) and the animation frame it
   * came in.
   */
  function holdHistory(mode: HoldMode) {
    let frame = 0;
    const tick = () => {
      frame += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    window.historyAsked = [];
    window.releaseHistory = release;
    let hub: Window['__hub'];
    // NOTE: the app sets window.__hub to the client its pages use: the setter wraps that client.
    Object.defineProperty(window, '__hub', {
      configurable: true,
      get: () => hub,
      set(client: NonNullable<Window['__hub']>) {
        const history = client.history;
        client.history = (chatkey, before) => {
          window.historyAsked?.push({ before: before ?? 0, frame });
          if (mode === 'newest late')
            return before
              ? history(chatkey, before)
              : history(chatkey, before).then(
                  (page) => new Promise((done) => setTimeout(() => done(page), 1000)),
                );
          if (mode === 'older' && !before) return history(chatkey, before);
          return held.then(() => history(chatkey, before));
        };
        hub = client;
      },
    });
  }

  /** Waits for the tab's first ask for a history page. */
  const firstAsk = (page: Page) =>
    page.waitForFunction(() => (window.historyAsked?.length ?? 0) > 0, undefined, { timeout: 15_000 });

  /** Whether the list sits at its bottom with the row `key` in full view. */
  const atNewest = (page: Page, key: string) =>
    page.locator('.im-messages').evaluate((el, key) => {
      const view = el.getBoundingClientRect();
      const box = el.querySelector(`[data-row-key="${key}"]`)?.getBoundingClientRect();
      const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      return atBottom && !!box && box.top >= view.top && box.bottom <= view.top + el.clientHeight + 1;
    }, key);

  test('when a chat opens, the first rows ever drawn include its newest message', async () => {
    const other = await seededChat(200, 'first drawn');
    await inNewTab(
      () => {
        // The keys of the first rows put on the page, in the commit that puts them there.
        new MutationObserver((records, observer) => {
          const added = records.flatMap((r) => [...r.addedNodes]).filter((n) => n instanceof HTMLElement);
          const rows = added.flatMap((n) => [n, ...n.querySelectorAll<HTMLElement>('[data-row-key]')]);
          const keys = rows.flatMap((n) => n.dataset.rowKey ?? []);
          if (keys.length === 0) return;
          window.firstRows = keys;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      },
      async (page) => {
        await page.goto(`${server.url}/chat?id=${other.uid}`);
        await bubble(page, 'first drawn 200').waitFor({ timeout: 15_000 });
        const first = await page.evaluate(() => window.firstRows ?? []);
        expect(first).toContain('n200');
      },
    );
  });

  test('a chat whose first page comes after the list is laid out still opens at its newest message', async () => {
    const other = await seededChat(200, 'late page');
    await inNewTab(holdHistory, async (page) => {
      await page.goto(`${server.url}/chat?id=${other.uid}`);
      await firstAsk(page);
      await page.getByTestId('history-head').waitFor();
      await frames(page, 5);
      expect(await page.getByTestId('msg-row').count()).toBe(0);
      await page.evaluate(() => window.releaseHistory?.());
      await bubble(page, 'late page 200').waitFor({ timeout: 15_000 });
      await expect.poll(() => atNewest(page, 'n200')).toBe(true);
    });
  });

  test('while a chat has no rows yet, its list does not ask for the newest page a second time', async () => {
    const other = await seededChat(200, 'asked once');
    await inNewTab(holdHistory, async (page) => {
      await page.goto(`${server.url}/chat?id=${other.uid}`);
      await firstAsk(page);
      // NOTE: a second ask would come within a frame of the list's being drawn with no rows; twenty
      // frames leave room for a slow machine.
      await frames(page, 20);
      await page.evaluate(() => window.releaseHistory?.());
      await bubble(page, 'asked once 200').waitFor({ timeout: 15_000 });
      await expect.poll(() => atNewest(page, 'n200')).toBe(true);
      // NOTE: the page asks as it opens, in one go (twice in this build: its StrictMode runs effects
      // twice); an ask in a later frame is a second one.
      const newest = (await page.evaluate(() => window.historyAsked ?? [])).filter((ask) => ask.before === 0);
      expect(newest.length).toBeGreaterThan(0);
      expect(new Set(newest.map((ask) => ask.frame)).size).toBe(1);
    });
  });

  test('while an older page is on its way, scrolling up again does not ask for it a second time', async () => {
    const other = await seededChat(200, 'older once');
    await inNewTab(
      holdHistory,
      async (page) => {
        await page.goto(`${server.url}/chat?id=${other.uid}`);
        await bubble(page, 'older once 200').waitFor({ timeout: 15_000 });
        await firstAsk(page);
        const list = page.locator('.im-messages');
        // Up to the top and a little down, five times, while the older page is held.
        for (const top of [0, 120, 0, 120, 0]) {
          await list.evaluate((el, top) => {
            el.scrollTop = top;
          }, top);
          await frames(page, 3);
        }
        const older = () =>
          page.evaluate(() => (window.historyAsked ?? []).filter((ask) => ask.before > 0).length);
        expect(await older()).toBe(1);
        await page.evaluate(() => window.releaseHistory?.());
        // The newest page is 181 to 200; the older one, 161 to 180.
        await bubble(page, 'older once 180').waitFor({ timeout: 15_000 });
        expect(await older()).toBe(1);
      },
      'older',
    );
  });

  // NOTE: the socket is cut with a TCP proxy of this test's own (see the test of messages typed
  // while the socket is cut).
  test('cut off before the newest page came, scrolling up still shows the older rows the device holds', async () => {
    const proxy = await TcpProxy.start(Number(new URL(server.url).port));
    const browserC = await launchBrowser();
    try {
      const via = `http://127.0.0.1:${proxy.port}`;
      const c = await open(browserC.context, `${via}/message`);
      const other = await seededChat(200, 'kept here', (await stored(c, 'uid')) as number);
      // The oldest of the chat's rows drawn (the list draws the rows near its view), after a scroll to the top.
      const oldestAfterScrollUp = (page: Page) =>
        page.locator('.im-messages').evaluate((el) => {
          el.scrollTop = 0;
          const numbers = [...el.querySelectorAll('[data-testid=msg-bubble]')].flatMap(
            (b) => /^kept here (\d+)$/.exec(b.textContent ?? '')?.[1] ?? [],
          );
          return Math.min(...numbers.map(Number));
        });
      // Online: the device keeps the pages scrolled through (from 160 down at least).
      await c.goto(`${via}/chat?id=${other.uid}`);
      await hubOnline(c);
      await bubble(c, 'kept here 200').waitFor({ timeout: 15_000 });
      await expect.poll(() => oldestAfterScrollUp(c), { timeout: 30_000 }).toBeLessThan(161);

      // A new tab opens the chat; its newest page is held, and the socket is cut meanwhile. Its first
      // 40 rows (161 to 200) come from the device.
      const tab = await browserC.context.newPage();
      await tab.addInitScript<HoldMode>(holdHistory, 'all');
      await tab.goto(`${via}/chat?id=${other.uid}`);
      await firstAsk(tab);
      await bubble(tab, 'kept here 200').waitFor({ timeout: 15_000 });
      proxy.mode = 'refuse';
      proxy.resetAll();
      await tab.waitForFunction(() => window.__hub?.getState().connection.status !== 'online', undefined, {
        timeout: 10_000,
      });
      // Offline, the rows above those 40 come from the device too.
      await expect.poll(() => oldestAfterScrollUp(tab), { timeout: 20_000 }).toBeLessThan(161);
    } finally {
      proxy.mode = 'pass';
      await browserC.close();
      await proxy.close();
    }
  }, 120_000);

  test('a chat whose newest rows were all deleted on this device opens with the older ones', async () => {
    const other = await seededChat(200, 'kept');
    const key = chatKey(uidA, other.uid);
    // "Delete for me" of the newest page's 40 rows (161 to 200), as the app stores it on the device.
    await a.evaluate(
      (hidden) => {
        localStorage.setItem('sl:im:hidden', JSON.stringify({ v: hidden, e: 0 }));
      },
      Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`${key}/${161 + i}`, true])),
    );
    try {
      await a.goto(`${server.url}/chat?id=${other.uid}`);
      await hubOnline(a);
      await bubble(a, 'kept 160').waitFor({ timeout: 15_000 });
      expect(await bubble(a, 'kept 200').count()).toBe(0);
    } finally {
      await a.evaluate(() => localStorage.removeItem('sl:im:hidden'));
    }
  });

  test('a chat seen before, its newest rows since deleted on this device, pages back once its newest page is in', async () => {
    const other = await seededChat(200, 'seen');
    const key = chatKey(uidA, other.uid);
    const url = `${server.url}/chat?id=${other.uid}`;
    // Seen once: the device holds the newest page.
    await a.goto(url);
    await hubOnline(a);
    await bubble(a, 'seen 200').waitFor({ timeout: 15_000 });
    await a.evaluate(
      (hidden) => {
        localStorage.setItem('sl:im:hidden', JSON.stringify({ v: hidden, e: 0 }));
      },
      Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`${key}/${161 + i}`, true])),
    );
    const tab = await a.context().newPage();
    try {
      // The newest page's answer comes a second after the device has its rows: the list, with no row
      // to show, asks for older ones meanwhile, and that ask is ignored.
      await tab.addInitScript<HoldMode>(holdHistory, 'newest late');
      await tab.goto(url);
      await bubble(tab, 'seen 160').waitFor({ timeout: 15_000 });
      expect(await bubble(tab, 'seen 200').count()).toBe(0);
    } finally {
      await tab.close();
      await a.evaluate(() => localStorage.removeItem('sl:im:hidden'));
    }
  });

  test('scrolling up while older rows load above, every painted frame has the view covered by rows', async () => {
    const other = await seededChat(200, 'covered');
    await a.goto(`${server.url}/chat?id=${other.uid}`);
    await hubOnline(a);
    await bubble(a, 'covered 200').waitFor({ timeout: 15_000 });
    await expect.poll(() => atNewest(a, 'n200')).toBe(true);
    // Scrolls up 50 px a frame, as a reader's finger does, until message 120 is drawn (the chat opens
    // with 181 to 200: older pages have come in above, four times), noting each frame with a gap.
    const gaps = await a.locator('.im-messages').evaluate(
      (el) =>
        new Promise<string[]>((resolve, reject) => {
          const gaps: string[] = [];
          /** The lowest point down from the view's top that the header and the rows cover without a gap. */
          const coveredTo = () => {
            const top = el.getBoundingClientRect().top;
            const parts = [...el.querySelectorAll('[data-testid=history-head], [data-testid=msg-row]')]
              .map((r) => r.getBoundingClientRect())
              .sort((p, q) => p.top - q.top);
            let reach = 0;
            for (const p of parts) {
              if (p.top - top > reach + 1) break;
              reach = Math.max(reach, p.bottom - top);
            }
            return reach;
          };
          let left = 3000;
          const frame = () => {
            el.scrollTop -= 50;
            // NOTE: read in the frame's callback, after the scroll: the page as this frame paints it (in
            // a task after the frame, React may have drawn the rows at the new place already).
            if (coveredTo() < el.clientHeight - 1) gaps.push(`at ${el.scrollTop}: ${coveredTo()}`);
            if (el.querySelector('[data-row-key="n120"]')) resolve(gaps);
            else if (--left === 0) reject(new Error(`older rows did not come: ${gaps.join(', ')}`));
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    expect(gaps).toEqual([]);
  }, 60_000);

  test('5,000 messages scroll back to the first while only a window of rows is rendered', async () => {
    const other = await seededChat(5000, 'long chat message');
    await a.goto(`${server.url}/chat?id=${other.uid}`);
    await hubOnline(a);
    await bubble(a, 'long chat message 5000').waitFor({ timeout: 15_000 });
    // NOTE: the scrolling runs in the page, a frame at a time, with no round trip to the test per
    // step: 250 pages of history are asked for one after another, and on a loaded machine the
    // test's own calls were most of the time it took.
    const scrolled = await a.locator('.im-messages').evaluate(async (el, limitMs) => {
      const end = performance.now() + limitMs;
      const count = () => document.querySelectorAll('[data-testid=msg-row]').length;
      const done = () => document.querySelector('[data-testid=no-more]') !== null;
      let most = count();
      while (!done() && performance.now() < end) {
        el.scrollTop = 0;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        most = Math.max(most, count());
      }
      return { most, done: done() };
    }, 150_000);
    expect(scrolled.done).toBe(true);
    let most = scrolled.most;
    await a.locator('.im-messages').evaluate((el) => {
      el.scrollTop = 0;
    });
    await bubble(a, 'long chat message 1').first().waitFor({ timeout: 10_000 });
    expect(await bubble(a, /^long chat message 1$/).count()).toBe(1);
    most = Math.max(most, await a.getByTestId('msg-row').count());
    expect(most).toBeGreaterThan(5);
    expect(most).toBeLessThanOrEqual(40);
    const shown = await a.evaluate(() => document.querySelectorAll('[data-testid=msg-row]').length);
    expect(shown).toBeLessThanOrEqual(40);
  }, 200_000);
});
