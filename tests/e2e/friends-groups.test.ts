// Friends and groups in the browser: three users in three Chromium contexts (brief H13 "Must show").
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { resultText } from '../../protocol/result';
import { setSetting, startServer, type TestServer } from '../helpers/server';
import { screenshot, toast, toastsGone } from './app-helpers';
import { ensureHubOnline, openFriends, type User, userPool } from './users';

let server: TestServer;
const { users, register, closeAll } = userPool(() => server.url);

/** Closes the add-friend sheet with its close button. */
async function closeSheet(page: Page): Promise<void> {
  await page.getByTestId('add-friend-close').click();
  await page.getByTestId('add-friend-sheet').waitFor({ state: 'detached' });
}

async function addFriend(from: User, to: User): Promise<void> {
  await openFriends(from);
  await from.page.getByTestId('friend-add').click();
  await from.page.getByTestId('add-friend-target').locator('input').fill(to.phone);
  await from.page.getByTestId('add-friend-send').click();
  await toast(from.page, '申请已发送');
}

async function accept(u: User, applicant: User): Promise<void> {
  await openFriends(u);
  await u.page.getByTestId('entry-newfriend').click();
  const row = u.page.locator(`[data-testid=apply-row][data-uid="${applicant.uid}"]`);
  await row.getByTestId('apply-accept').click();
  await toast(u.page, '已添加为好友');
  await expect.poll(() => row.getByTestId('apply-state').textContent()).toBe('已添加');
}

const friendRow = (u: User, other: User) =>
  u.page.locator(`[data-testid=friend-row][data-uid="${other.uid}"]`);

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  // No chat send interval (staff's chat_interval_time, 3 s by default): sends follow one another.
  await setSetting(server, 'chat_interval_time', 0);
});
afterAll(async () => {
  await closeAll();
  await server?.close();
});

let a: User;
let b: User;
let c: User;

test('A adds B by phone; B sees the badge, accepts, and both see each other in /friend', {
  timeout: 120_000,
}, async () => {
  a = await register('13800000001');
  b = await register('13800000002');
  await addFriend(a, b);

  // A second application to the same user is refreshed, and an unknown phone is refused with 3's text.
  await a.page.getByTestId('friend-add').click();
  await a.page.getByTestId('add-friend-target').locator('input').fill('13899999999');
  await a.page.getByTestId('add-friend-send').click();
  await toast(a.page, resultText(3, 'zh'));
  await a.page.keyboard.press('Escape');
  await a.page
    .locator('.adm-mask')
    .first()
    .click({ force: true })
    .catch(() => {});

  await openFriends(b);
  const tabBadge = b.page.getByTestId('tab-bar').locator('.adm-badge-content');
  await expect.poll(() => tabBadge.first().textContent(), { timeout: 15_000 }).toBe('1');
  await b.page.getByTestId('newfriend-badge').waitFor();
  await accept(b, a);

  await b.page.goBack();
  await friendRow(b, a).waitFor({ timeout: 10_000 });
  await friendRow(a, b).waitFor({ timeout: 10_000 });
  // Both are online: the green dot shows.
  await expect.poll(() => friendRow(a, b).locator('.fr-dot-on').count()).toBe(1);

  // Adding an existing friend again is refused with 25's text.
  await a.page.getByTestId('friend-add').click();
  await a.page.getByTestId('add-friend-target').locator('input').fill(b.phone);
  await a.page.getByTestId('add-friend-send').click();
  await toast(a.page, resultText(25, 'zh'));
  await closeSheet(a.page);
  await screenshot(a.page, 'friend-list');
});

test("a group of three: created, named, B made admin, C muted, and C's send refused with its text", {
  timeout: 150_000,
}, async () => {
  c = await register('13800000003');
  await addFriend(a, c);
  await accept(c, a);
  await openFriends(a);
  await friendRow(a, c).waitFor({ timeout: 10_000 });

  await a.page.getByTestId('entry-create-group').click();
  await a.page.getByTestId('group-create').waitFor();
  await a.page.locator(`[data-testid=group-pick][data-uid="${b.uid}"]`).click();
  await a.page.locator(`[data-testid=group-pick][data-uid="${c.uid}"]`).click();
  await a.page.getByTestId('group-create-submit').click();
  await a.page.getByTestId('group-info').waitFor();
  await expect.poll(() => a.page.getByTestId('group-member').count(), { timeout: 10_000 }).toBe(3);
  const groupkey = Number(new URL(a.page.url()).searchParams.get('id'));
  expect(groupkey).toBeGreaterThanOrEqual(1_000_000);

  await a.page.getByTestId('group-name').click();
  await a.page.getByTestId('group-edit-input').locator('input').fill('周末看球群');
  await a.page.getByTestId('group-edit-save').click();
  await expect
    .poll(() => a.page.getByTestId('group-name').textContent(), { timeout: 10_000 })
    .toBe('周末看球群');

  await a.page.locator(`[data-testid=group-member][data-uid="${b.uid}"]`).click();
  await a.page.getByTestId('member-make-admin').click();
  await a.page.getByTestId('member-perm-list').waitFor();
  await a.page.getByTestId('member-perm-save').click();
  await expect
    .poll(() => a.page.locator(`[data-testid=group-member][data-uid="${b.uid}"] .gr-badge-admin`).count(), {
      timeout: 10_000,
    })
    .toBe(1);

  await a.page.locator(`[data-testid=group-member][data-uid="${c.uid}"]`).click();
  await a.page.getByTestId('member-mute').click();
  await expect
    .poll(() => a.page.locator(`[data-testid=group-member][data-uid="${c.uid}"] .gr-badge-muted`).count(), {
      timeout: 10_000,
    })
    .toBe(1);
  await toastsGone(a.page);
  await a.page.locator('.gr-scroll').evaluate((el) => el.scrollTo(0, 0));
  await screenshot(a.page, 'group-info');

  // B (admin, no host rights) sees no dismiss; C (plain, muted) sees neither manage nor member actions.
  await c.page.goto(`${server.url}/group?id=${groupkey}`);
  await ensureHubOnline(c.page);
  await c.page.getByTestId('group-info').waitFor();
  await expect
    .poll(() => c.page.getByTestId('group-name').textContent(), { timeout: 10_000 })
    .toBe('周末看球群');
  expect(await c.page.getByTestId('group-settings').count()).toBe(0);
  expect(await c.page.getByTestId('group-dismiss').count()).toBe(0);
  await c.page.getByTestId('group-leave').waitFor();

  // The group page shows the refusal of a send that the server turned down.
  await c.page.evaluate((key) => window.__hub?.sendGroup(key, '我被禁言了吗？'), groupkey);
  const refused = c.page.getByTestId('group-send-refused');
  await refused.waitFor({ timeout: 10_000 });
  expect(await refused.textContent()).toContain(resultText(38, 'zh'));
  await screenshot(c.page, 'group-info-muted');

  // And in the group chat itself, the muted member's send is refused with its text.
  await c.page.goto(`${server.url}/chat?id=${groupkey}`);
  await c.page.getByTestId('chat-input').fill('现在可以说话了吗？');
  await c.page.getByTestId('send-button').click();
  await toast(c.page, resultText(38, 'zh'));
  await c.page.getByTestId('msg-failed').first().waitFor({ timeout: 10_000 });

  // The host withdraws a member's message (hosts and admins with the delete bit are not held to
  // the sender's 2 minutes): it is gone for everyone.
  await b.page.goto(`${server.url}/chat?id=${groupkey}`);
  await ensureHubOnline(b.page);
  await b.page.getByTestId('chat-input').fill('大家好');
  await b.page.getByTestId('send-button').click();
  // NOTE: this file's server has no chat send interval: the second send follows once the first left the box.
  await expect.poll(() => b.page.getByTestId('chat-input').inputValue()).toBe('');
  await b.page.getByTestId('chat-input').fill('剧透：比分 3:0');
  await b.page.getByTestId('send-button').click();
  await a.page.goto(`${server.url}/chat?id=${groupkey}`);
  await ensureHubOnline(a.page);
  const spoiler = (p: Page) => p.getByTestId('msg-bubble').filter({ hasText: '剧透：比分 3:0' });
  await spoiler(a.page).waitFor({ timeout: 10_000 });
  await spoiler(a.page).click({ button: 'right' });
  await a.page.locator('.adm-action-sheet-button-item', { hasText: '撤回' }).click();
  await expect.poll(() => spoiler(b.page).count(), { timeout: 10_000 }).toBe(0);
  await expect.poll(() => spoiler(a.page).count(), { timeout: 10_000 }).toBe(0);
  // A plain member is offered no withdraw on someone else's message.
  const hello = c.page.getByTestId('msg-bubble').filter({ hasText: '大家好' });
  await hello.waitFor({ timeout: 10_000 });
  await hello.click({ button: 'right' });
  await c.page.locator('.adm-action-sheet-button-item', { hasText: '回复' }).waitFor();
  expect(await c.page.locator('.adm-action-sheet-button-item', { hasText: '撤回' }).count()).toBe(0);

  for (const u of users) expect(u.errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
});
