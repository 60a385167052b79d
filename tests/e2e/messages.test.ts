// Messaging in the app (issue 8): two users who are friends chat both ways in Chromium, one of
// them in two tabs; read receipts, withdraw, unread badges, sending while offline, and a chat of
// 5,000 messages scrolled back to its first through a window of rows.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { chatDb } from '../../server/chat/tables';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { guest, waitFor } from '../integration/hub-fixture';
import { openApp, screenshot, stored } from './app-helpers';

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
/** The server's chat_interval_time is 3 s: sends in a test are spaced past it. */
const INTERVAL_MS = 3200;

async function online(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__hub?.getState().connection.status === 'online', undefined, {
    timeout: 20_000,
  });
}

async function open(context: BrowserContext, url: string): Promise<Page> {
  const { page } = await openApp(context, url);
  await waitFor(async () => Number(await stored(page, 'uid')) > 0, 10_000, 'the guest login');
  await online(page);
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
    (fid) => window.__hub?.request('msg_add_friend_by_fid_req', { fid, hellomsg: 'hi' }),
    fidB,
  );
  expect(applied?.result).toBe(1);
  const handled = await b1.evaluate(
    (other) => window.__hub?.request('msg_handle_friend_apply_req', { otheruid: other, handletype: 1 }),
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

  test('text both ways, unread badges in both tabs of the reader, read receipts', async () => {
    await a.goto(`${server.url}/chat?id=${uidB}`);
    await a.getByTestId('chat-input').waitFor();
    await online(a);
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
    await a.waitForTimeout(INTERVAL_MS);
    await a.getByTestId('image-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    const img = b1.getByTestId('msg-image').first();
    await img.waitFor({ timeout: 15_000 });
    expect(await img.getAttribute('src')).toMatch(/^(https?:|\/)/);
    await a.getByTestId('msg-image').first().waitFor();
    // A GIF is refused with the spec's text, before any upload.
    await a.getByTestId('image-input').setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: PNG });
    await a.locator('.adm-toast-main', { hasText: '只支持 jpg/png' }).waitFor();
  }, 40_000);

  test('a file goes through the upload, shows its name and size on the other side and downloads', async () => {
    await a.waitForTimeout(INTERVAL_MS);
    const report = Buffer.from('match,score\nA-B,2-1\n'.repeat(100));
    await a
      .getByTestId('file-input')
      .setInputFiles({ name: '赛果.csv', mimeType: 'text/csv', buffer: report });
    const card = b1.locator('.im-file', { hasText: '赛果.csv' }).first();
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('2 KB');
    const href = (await card.getAttribute('href')) ?? '';
    const served = await b1.evaluate(async (url) => {
      const r = await fetch(url);
      return { disposition: r.headers.get('content-disposition'), body: await r.text() };
    }, href);
    expect(served.disposition).toMatch(/^attachment;/);
    expect(served.body).toBe(report.toString());
    // The sender sees the same card.
    await a.locator('.im-file', { hasText: '赛果.csv' }).first().waitFor();
  }, 40_000);

  test('a withdrawn message disappears on the other side', async () => {
    await a.waitForTimeout(INTERVAL_MS);
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

    await a.waitForTimeout(INTERVAL_MS);
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

  test('three messages typed offline arrive in order, once each, when back online', async () => {
    await a.waitForTimeout(INTERVAL_MS);
    await browserA.context.setOffline(true);
    const texts = ['offline one', 'offline two', 'offline three'];
    for (const [i, text] of texts.entries()) {
      if (i > 0) await a.waitForTimeout(INTERVAL_MS);
      await sendText(a, text);
    }
    await browserA.context.setOffline(false);
    await a.evaluate(() => window.dispatchEvent(new Event('online')));
    await bubble(b1, 'offline three').waitFor({ timeout: 30_000 });
    const order = await b1
      .getByTestId('msg-bubble')
      .evaluateAll((els) => els.map((e) => e.textContent ?? '').filter((t) => t.startsWith('offline')));
    expect(order).toEqual(texts);
    await expect.poll(() => a.getByTestId('msg-pending').count(), { timeout: 15_000 }).toBe(0);
    await screenshot(a, 'chat-private');
    await b2.waitForTimeout(300);
    await screenshot(b2, 'message-list');
  }, 60_000);

  test('a group chat shows sender names and links to the group page', async () => {
    const created = await a.evaluate(
      (uid) => window.__hub?.request('msg_create_group_req', { uids: [uid], groupname: '周末看球群' }),
      uidB,
    );
    expect(created?.result).toBe(1);
    const groupkey = created?.group_info.groupkey ?? 0;
    await b1.goto(`${server.url}/chat?id=${groupkey}`);
    await online(b1);
    await expect
      .poll(() => b1.getByTestId('chat-title').textContent(), { timeout: 10_000 })
      .toBe('周末看球群');
    await sendText(b1, '今晚的比赛谁赢？');
    await a.goto(`${server.url}/chat?id=${groupkey}`);
    await online(a);
    await bubble(a, '今晚的比赛谁赢？').waitFor({ timeout: 10_000 });
    await a.waitForTimeout(INTERVAL_MS);
    await sendText(a, '主队 2:1');
    await bubble(b1, '主队 2:1').waitFor({ timeout: 10_000 });
    expect(await a.locator(`a[href*="/group?id=${groupkey}"]`).count()).toBe(1);

    // A names B with @ from the member picker; B's list marks the chat until B reads it.
    await b1.goto(`${server.url}/message`);
    await online(b1);
    await a.waitForTimeout(INTERVAL_MS);
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
});

describe('a long chat', () => {
  test('5,000 messages scroll back to the first while only a window of rows is rendered', async () => {
    const other = await guest(server.url);
    const key = chatKey(uidA, other.uid);
    const start = Date.now() - 5000 * 60_000;
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      chatkey: key,
      chatmsgno: i + 1,
      uid: i % 2 ? uidA : other.uid,
      msgtype: 1,
      msgtime: Math.floor((start + i * 60_000) / 1000),
      sent_at: start + i * 60_000,
      content: Buffer.from(`long chat message ${i + 1}`),
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
      .values({ chatkey: key, last_no: 5000, last_at: Date.now() })
      .execute();

    await a.goto(`${server.url}/chat?id=${other.uid}`);
    await online(a);
    await bubble(a, 'long chat message 5000').waitFor({ timeout: 15_000 });
    let most = 0;
    const deadline = Date.now() + 150_000;
    while ((await a.getByTestId('no-more').count()) === 0 && Date.now() < deadline) {
      await a.locator('.im-messages').evaluate((el) => {
        el.scrollTop = 0;
      });
      await a.waitForTimeout(60);
      most = Math.max(most, await a.getByTestId('msg-row').count());
    }
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
