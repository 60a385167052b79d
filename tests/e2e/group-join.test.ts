// Joining a group from its QR code, and join requests approved by the host (issue 8, /group):
// three users in three Chromium browsers, the QR image decoded back to the link it holds.
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { imCall, startServer, type TestServer } from '../helpers/server';
import { waitFor } from '../integration/hub-fixture';
import { openApp, screenshot, stored } from './app-helpers';

let server: TestServer;
const closers: (() => Promise<void>)[] = [];

/** A new guest in its own browser, its hub online through the app's own session (no test login). */
async function person(): Promise<{ page: Page; uid: number; errors: string[] }> {
  const browser = await launchBrowser();
  closers.push(browser.close);
  const { page, errors } = await openApp(browser.context, `${server.url}/message`);
  await waitFor(async () => Number(await stored(page, 'uid')) > 0, 10_000, 'the guest login');
  await page.waitForFunction(() => window.__hub?.getState().connection.status === 'online', undefined, {
    timeout: 20_000,
  });
  return { page, uid: Number(await stored(page, 'uid')), errors };
}

/** The text the QR image on the page encodes, read back from its pixels. */
async function decodeQr(page: Page): Promise<string | undefined> {
  const pixels = await page.getByTestId('group-qr-image').evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return { data: [...data.data], width: data.width, height: data.height };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data;
}

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});

afterAll(async () => {
  for (const close of closers) await close();
  await server?.close();
});

test('a member shares the group QR code, a newcomer joins from it, and a join request is approved', async () => {
  const host = await person();
  const newcomer = await person();
  const third = await person();
  // A second member, made over the IM API (it never opens the app).
  const other = await imCall(server.url, 'IMUser.guestLogin', {}, { deviceid: `group-join-${process.pid}` });
  const otherUid = (other.user as { uid: number }).uid;
  const created = await host.page.evaluate((uid) => window.__hub?.createGroup([uid], '周末球局'), otherUid);
  const groupkey = created?.groupkey ?? 0;
  expect(groupkey).toBeGreaterThan(0);

  // The host opens the QR code: its image decodes to the app link of the join page.
  await host.page.goto(`${server.url}/group?id=${groupkey}`);
  await host.page.getByTestId('group-qrcode').click();
  const image = host.page.getByTestId('group-qr-image');
  await image.waitFor();
  const link = String(await image.getAttribute('data-link'));
  expect(new URL(link).origin).toBe(server.url);
  expect(new URL(link).pathname).toBe('/group');
  expect(await decodeQr(host.page)).toBe(link);
  await screenshot(host.page, 'group-qrcode');
  await host.page.keyboard.press('Escape');
  await host.page.goto(`${server.url}/group?id=${groupkey}`);
  await host.page.getByTestId('group-info').waitFor();

  // The newcomer opens the link: the group and who shared it, then Join opens the group chat.
  await newcomer.page.goto(link);
  const join = newcomer.page.getByTestId('group-join');
  await join.getByText('周末球局').waitFor();
  await join.getByText(/邀请你加入群聊/).waitFor();
  await join.getByText('2 名成员').waitFor();
  await screenshot(newcomer.page, 'group-join');
  await newcomer.page.getByTestId('group-join-button').click();
  await newcomer.page.waitForURL(`**/chat?id=${groupkey}`, { timeout: 10_000 });
  await newcomer.page.getByTestId('composer').waitFor();

  // A tampered link shows the refusal text, and nothing to join.
  await third.page.goto(`${link.slice(0, -3)}AAA`);
  await third.page.getByTestId('group-join').getByText('群二维码无效或已过期').waitFor({ timeout: 10_000 });
  expect(await third.page.getByTestId('group-join-button').count()).toBe(0);

  // Joins now need approval: the third user's join becomes a request the host sees and approves.
  const limited = await host.page.evaluate(
    (key) => window.__hub?.setGroupLimit(key, 2, 2).then(() => ({ result: 1 })),
    groupkey,
  );
  expect(limited?.result).toBe(1);
  await host.page.getByTestId('group-join-requests').waitFor();
  await third.page.goto(link);
  await third.page.getByText('入群需群主或管理员同意').waitFor();
  await third.page.getByTestId('group-join-button').click();
  await third.page.getByTestId('group-join-requested').waitFor();
  const request = host.page.locator(`[data-testid=group-join-request][data-uid="${third.uid}"]`);
  await request.waitFor({ timeout: 10_000 });
  await host.page
    .getByText(/有新的入群申请/)
    .first()
    .waitFor();
  await screenshot(host.page, 'group-join-requests');
  await request.getByTestId('group-join-approve').click();
  await request.waitFor({ state: 'detached' });
  await host.page.locator(`[data-testid=group-member][data-uid="${third.uid}"]`).waitFor();
  // Approved, the waiting page opens the group chat by itself.
  await third.page.waitForURL(`**/chat?id=${groupkey}`, { timeout: 10_000 });

  for (const p of [host, newcomer, third]) expect(p.errors).toEqual([]);
}, 120_000);
