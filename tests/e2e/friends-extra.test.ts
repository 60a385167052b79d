// The profile sheet for a non-friend (add friend, not send message) and the black list view of
// /friend, in the browser with two users in two Chromium contexts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { PHONE } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { screenshot, toast, toastsGone } from './app-helpers';
import { openFriends, type User, userPool } from './users';

let server: TestServer;
const { users, register, closeAll } = userPool(() => server.url);

/** Finds `other` by phone on /imsearch and opens their profile sheet. */
async function openProfileBySearch(u: User, other: User): Promise<void> {
  await openFriends(u);
  await u.page.getByTestId('friend-search').click();
  await u.page.getByTestId('imsearch-page').waitFor();
  await u.page.getByTestId('imsearch-input').locator('input').fill(other.phone);
  await u.page.getByTestId('imsearch-users').locator('.fr-row-text').first().click({ timeout: 10_000 });
  await u.page.getByTestId('profile-sheet').waitFor();
}

/** Closes the profile sheet by tapping its mask above it. */
async function closeProfile(page: Page): Promise<void> {
  await page.mouse.click(195, 40);
  await page.getByTestId('profile-sheet').waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});
afterAll(async () => {
  await closeAll();
  await server?.close();
});

let a: User;
let b: User;

test('a non-friend\'s profile offers "add friend" (by fid), not "send message"', {
  timeout: 120_000,
}, async () => {
  a = await register('13800000021');
  b = await register('13800000022');
  await openProfileBySearch(a, b);
  const sheet = a.page.getByTestId('profile-sheet');
  expect(await sheet.getByTestId('profile-send').count()).toBe(0);
  expect(await sheet.getByTestId('profile-delete').count()).toBe(0);
  const add = sheet.getByTestId('profile-add');
  await expect.poll(() => add.isEnabled(), { timeout: 10_000 }).toBe(true);
  // The sheet has slid in: its button lies within the phone's screen.
  await expect
    .poll(async () => {
      const box = await add.boundingBox();
      return box !== null && box.y + box.height <= PHONE.height;
    })
    .toBe(true);
  await screenshot(a.page, 'friend-profile-stranger');
  await add.click();
  await a.page.getByTestId('add-friend-sheet').waitFor();
  const fid = await a.page.getByTestId('add-friend-target').locator('input').inputValue();
  expect(fid).toMatch(/^\d+$/);
  await a.page.getByTestId('add-friend-send').click();
  await toast(a.page, '申请已发送');
  await a.page.getByTestId('add-friend-sheet').waitFor({ state: 'detached' });

  // B sees the application from A.
  await openFriends(b);
  await b.page.getByTestId('entry-newfriend').click();
  await b.page.locator(`[data-testid=apply-row][data-uid="${a.uid}"]`).waitFor({ timeout: 10_000 });
  await closeProfile(a.page);
});

test('black list: block a non-friend from the profile sheet, see them in /friend, remove them', {
  timeout: 120_000,
}, async () => {
  // A is still on /imsearch with B found.
  const found = a.page.getByTestId('imsearch-users').locator('.fr-row-text').first();
  await found.click();
  const toggle = a.page.getByTestId('profile-blacklist');
  await expect.poll(() => toggle.getAttribute('data-state'), { timeout: 10_000 }).toBe('false');
  expect(await toggle.textContent()).toBe('加入黑名单');
  await toggle.click();
  await toast(a.page, '已加入黑名单');
  expect(await toggle.textContent()).toBe('移出黑名单');
  await closeProfile(a.page);

  // Opened again, the sheet reads the state from the server.
  await found.click();
  await expect.poll(() => toggle.getAttribute('data-state'), { timeout: 10_000 }).toBe('true');
  await closeProfile(a.page);

  await a.page.goBack();
  await a.page.getByTestId('friend-page').waitFor();
  await toastsGone(a.page);
  await screenshot(a.page, 'friend-entries');
  await a.page.getByTestId('entry-blacklist').click();
  const sheet = a.page.getByTestId('blacklist-sheet');
  await sheet.waitFor();
  const row = sheet.locator(`[data-testid=blacklist-row][data-uid="${b.uid}"]`);
  await row.waitFor({ timeout: 10_000 });
  expect(await sheet.getByTestId('blacklist-row').count()).toBe(1);
  await toastsGone(a.page);
  await screenshot(a.page, 'friend-blacklist');

  await row.getByTestId('blacklist-remove').click();
  await toast(a.page, '已移出黑名单');
  await row.waitFor({ state: 'detached' });
  await sheet.getByText('黑名单是空的').waitFor();

  // Back on /friend, B's profile shows B off the list.
  await sheet.getByTestId('blacklist-back').locator('.adm-nav-bar-back').click();
  await sheet.waitFor({ state: 'detached' });
  await openProfileBySearch(a, b);
  await expect.poll(() => toggle.getAttribute('data-state'), { timeout: 10_000 }).toBe('false');
  for (const u of users) expect(u.errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
});
