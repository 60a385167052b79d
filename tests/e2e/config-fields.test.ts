// Configuration fields the app reads (issue 46 item 9): top_title names the window, h5_foot_str is the
// Me page's foot line, shop_open_status 0 takes the points mall's entry away; web_fullscreen_tips and
// web_pm_tips are the room video's fullscreen tips; match_ad_* is the match page's advert and
// is_has_intelligence its analysis tab; new_ac_ad_* the Me page's advert to visitors; is_lb 0 no
// replays listed.
import { expect } from 'vitest';
import { setSetting, type TestServer } from '../helpers/server';
import { test } from './app-fixture';
import { closeAdvert, screenshot, setLang, toast } from './app-helpers';
import { userPool } from './users';

/** The first demo room (the first broadcasting one with `live`): its id and its host's uid. */
function firstRoom(server: { db: TestServer['db'] }, live = false) {
  return server.db
    .selectFrom('live_rooms')
    .select(['room_id', 'uid'])
    .$if(live, (q) => q.where('is_live', '=', 1))
    .orderBy('room_id')
    .executeTakeFirstOrThrow();
}

test('top_title, h5_foot_str and a closed mall show as the operator set them', async ({ page, server }) => {
  await setSetting(server, 'top_title', '球迷直播 · 世界杯');
  await setSetting(server, 'h5_foot_str', '粤ICP备2026000001号');
  await setSetting(server, 'shop_open_status', 0);
  await page.goto(`${server.url}/me`);
  await closeAdvert(page);
  await page.getByTestId('me-foot').getByText('粤ICP备2026000001号').waitFor();
  await expect.poll(() => page.title()).toBe('球迷直播 · 世界杯');
  expect(await page.getByTestId('me-mall').count()).toBe(0);
  expect(await page.getByTestId('me-signIn').count()).toBe(1);
  await screenshot(page, 'config-fields-me');

  await setSetting(server, 'shop_open_status', 1);
  await page.reload();
  await page.getByTestId('me-mall').waitFor();
});

test("pmd_content scrolls above a room's chat and a tap opens pmd_url; empty, no line shows", async ({
  page,
  server,
}) => {
  const room = await firstRoom(server);
  await setSetting(server, 'pmd_content', '今晚 20:00 英超焦点战，准时开播');
  await setSetting(server, 'pmd_url', '/match');
  await page.goto(`${server.url}/player?id=${room.room_id}`);
  const marquee = page.getByTestId('room-marquee');
  await marquee.getByText('今晚 20:00 英超焦点战，准时开播').first().waitFor();
  await screenshot(page, 'config-fields-marquee');
  await marquee.click();
  await page.getByTestId('match-page').waitFor();

  await setSetting(server, 'pmd_content', '');
  await page.goto(`${server.url}/player?id=${room.room_id}`);
  await page.getByTestId('room-chat').waitFor();
  expect(await page.getByTestId('room-marquee').count()).toBe(0);
  await setSetting(server, 'pmd_content', null);
  await setSetting(server, 'pmd_url', null);
});

test("the host tab copies the host's id with host_id_copy's toast; is_show_host 0 leaves the room without the tab", async ({
  page,
  server,
}) => {
  const room = await firstRoom(server);
  await setSetting(server, 'host_id_copy', '主播号已复制，快去分享吧');
  await page.goto(`${server.url}/player?id=${room.room_id}`);
  await page.locator('.player-tabs').getByText('主播', { exact: true }).click();
  const copy = page.getByTestId('host-id-copy');
  await copy.getByText(`主播ID ${room.uid}`).waitFor();
  await copy.click();
  await toast(page, '主播号已复制，快去分享吧');

  await setSetting(server, 'is_show_host', 0);
  await page.goto(`${server.url}/player?id=${room.room_id}`);
  await page.getByTestId('room-chat').waitFor();
  expect(await page.locator('.player-tabs').getByText('主播', { exact: true }).count()).toBe(0);
  expect(await page.locator('.player-tabs').getByText('聊天', { exact: true }).count()).toBe(1);
  await setSetting(server, 'is_show_host', null);
  await setSetting(server, 'host_id_copy', null);
});

test("web_fullscreen_tips points at the video's fullscreen button; fullscreen upright says web_pm_tips; empty, no tip", async ({
  page,
  server,
}) => {
  const room = await firstRoom(server, true);
  await setSetting(server, 'web_fullscreen_tips', '点右下角，全屏看球更过瘾');
  await setSetting(server, 'web_pm_tips', '把手机横过来看吧');
  await page.goto(`${server.url}/player?id=${room.room_id}`);
  const tip = page.getByTestId('player-fullscreen-tip');
  await tip.getByText('点右下角，全屏看球更过瘾').waitFor();
  await screenshot(page, 'config-fields-fullscreen-tip-zh');
  const button = page.getByTestId('player-fullscreen');
  await button.click();
  await expect.poll(() => button.getAttribute('data-full')).toBe('1');
  expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('player');
  expect(await tip.count()).toBe(0);
  // An upright phone the page may not turn (a browser tab): the operator's tip says to turn it.
  await toast(page, '把手机横过来看吧');
  await button.click();
  await expect.poll(() => button.getAttribute('data-full')).toBe('0');
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

  // In Thai and Indonesian the app says the tip in its own words.
  for (const [lang, words] of [
    ['th', 'แตะปุ่มมุมขวาล่างเพื่อดูแบบเต็มจอ'],
    ['id', 'Ketuk tombol kanan bawah untuk layar penuh'],
  ] as const) {
    await setLang(page, lang);
    await page.reload();
    await tip.getByText(words).waitFor();
    await screenshot(page, `config-fields-fullscreen-tip-${lang}`);
  }
  await setLang(page, 'zh');

  // Set empty, no tip: the marquee (read from the same configuration) shows, the tip does not.
  await setSetting(server, 'web_fullscreen_tips', '');
  await page.reload();
  await page.getByTestId('room-marquee').first().waitFor();
  await button.waitFor();
  expect(await tip.count()).toBe(0);
  await setSetting(server, 'web_fullscreen_tips', null);
  await setSetting(server, 'web_pm_tips', null);
});

test("match_ad_img shows under a match's scoreboard and a tap opens match_ad_url; is_has_intelligence 0 takes the analysis tab away", async ({
  page,
  server,
}) => {
  const match = await server.db.selectFrom('matches').select('id').orderBy('id').executeTakeFirstOrThrow();
  await setSetting(server, 'match_ad_url', '/news');
  await page.goto(`${server.url}/matchdetail?id=${match.id}`);
  const ad = page.getByTestId('match-ad');
  await ad.locator('img').waitFor();
  expect(await ad.locator('img').getAttribute('src')).toContain('/demo-img/ad/match');
  await page.getByTestId('tab-analysis').waitFor();
  await screenshot(page, 'config-fields-match-ad-zh');
  for (const lang of ['th', 'id'] as const) {
    await setLang(page, lang);
    await page.reload();
    await ad.locator('img').waitFor();
    await screenshot(page, `config-fields-match-ad-${lang}`);
  }
  await setLang(page, 'zh');
  await page.reload();
  await ad.click();
  await page.waitForURL((url) => url.pathname === '/news');

  // No picture, no advert; no intelligence, no analysis tab.
  await setSetting(server, 'match_ad_img', '');
  await setSetting(server, 'is_has_intelligence', 0);
  await page.goto(`${server.url}/matchdetail?id=${match.id}`);
  await page.getByTestId('tab-timeline').waitFor();
  expect(await page.getByTestId('tab-analysis').count()).toBe(0);
  expect(await ad.count()).toBe(0);
  for (const key of ['match_ad_img', 'match_ad_url', 'is_has_intelligence'] as const)
    await setSetting(server, key, null);
});

test('new_ac_ad_img invites a visitor on the Me page: a tap opens new_ac_ad_url, or without one the login sheet', async ({
  page,
  server,
  onTestFinished,
}) => {
  await page.goto(`${server.url}/me`);
  await closeAdvert(page);
  const ad = page.getByTestId('me-newcomer-ad');
  await ad.locator('img').waitFor();
  expect(await ad.locator('img').getAttribute('src')).toContain('/demo-img/ad/newac');
  await screenshot(page, 'config-fields-newcomer-zh');
  for (const lang of ['th', 'id'] as const) {
    await setLang(page, lang);
    await page.reload();
    await ad.locator('img').waitFor();
    await screenshot(page, `config-fields-newcomer-${lang}`);
  }
  await setLang(page, 'zh');
  await page.reload();
  await ad.click();
  await page.getByTestId('login-form').waitFor();

  await setSetting(server, 'new_ac_ad_url', '/news');
  await page.goto(`${server.url}/me`);
  await ad.click();
  await page.waitForURL((url) => url.pathname === '/news');

  await setSetting(server, 'new_ac_ad_img', '');
  await page.goto(`${server.url}/me`);
  await page.getByTestId('me-login').waitFor();
  expect(await ad.count()).toBe(0);
  await setSetting(server, 'new_ac_ad_img', null);
  await setSetting(server, 'new_ac_ad_url', null);

  // A member registered with a phone is no newcomer: the wallet shows, the advert does not.
  const pool = userPool(() => server.url);
  onTestFinished(pool.closeAll);
  const member = await pool.register('13900004601');
  await member.page.goto(`${server.url}/me`);
  await member.page.getByTestId('me-nickname').waitFor();
  await member.page.getByTestId('me-mall').waitFor();
  expect(await member.page.getByTestId('me-newcomer-ad').count()).toBe(0);
}, 90_000);

test('is_lb 0 (录播, recorded broadcasts) takes the replay tab off home', async ({ page, server }) => {
  await page.goto(`${server.url}/`);
  await closeAdvert(page);
  const tabs = page.getByTestId('home-tabs').getByRole('tab');
  await expect.poll(() => tabs.allTextContents()).toContain('回放');
  await setSetting(server, 'is_lb', 0);
  await page.reload();
  await closeAdvert(page);
  await expect.poll(() => tabs.allTextContents()).toContain('深夜');
  expect(await tabs.allTextContents()).not.toContain('回放');
  await setSetting(server, 'is_lb', null);
});
