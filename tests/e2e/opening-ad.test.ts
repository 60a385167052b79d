// The opening advert (issue 46 item 3, openad_img, openad_time, openad_url): on a start at home,
// once per browser session, never on the start that shows the day's red-packet advert; a skip
// button counts its seconds down, and a tap on the picture opens openad_url.
import { expect } from 'vitest';
import { LOG_ACTION } from '../../protocol/mainApi';
import { setSetting } from '../helpers/server';
import { test } from './app-fixture';
import { closeAdvert, homeReady, screenshot, setLang } from './app-helpers';

test('the opening advert counts down and goes; a reload or the red-packet start shows none; a tap opens its link', async ({
  page,
  browser,
  server,
}) => {
  await setSetting(server, 'openad_img', '/demo-img/ad/openad.webp');
  await setSetting(server, 'openad_time', 3);
  await setSetting(server, 'openad_url', '/match');

  // The first start of the day shows the red-packet advert, and no opening advert with it.
  await page.reload();
  await page.getByTestId('redpacket-ad').waitFor();
  expect(await page.getByTestId('opening-ad').count()).toBe(0);
  await closeAdvert(page);

  // A new start (a new tab: a new browser session) shows it, counting down from 3, and it goes.
  const second = await browser.context.newPage();
  await second.goto(server.url);
  const advert = second.getByTestId('opening-ad');
  await advert.waitFor();
  await expect.poll(() => second.getByTestId('opening-ad-skip').textContent()).toMatch(/^跳过 [1-3]$/);
  await screenshot(second, 'opening-ad-zh');
  await advert.waitFor({ state: 'detached', timeout: 6000 });
  await homeReady(second);
  // A reload is the same session: no second showing.
  await second.reload();
  await homeReady(second);
  expect(await second.getByTestId('opening-ad').count()).toBe(0);
  await second.close();

  // The skip button ends it at once; in Thai it says so.
  // NOTE: the language is chosen before the start (in the context's storage, which its tabs share):
  // a reload after the advert showed would be the same session, with no advert.
  await setLang(page, 'th');
  const third = await browser.context.newPage();
  await third.goto(server.url);
  await third
    .getByTestId('opening-ad-skip')
    .getByText(/^ข้าม \d$/)
    .waitFor();
  await screenshot(third, 'opening-ad-th');
  await third.getByTestId('opening-ad-skip').click();
  await third.getByTestId('opening-ad').waitFor({ state: 'detached', timeout: 1000 });
  await setLang(third, 'zh');
  await third.close();

  // A tap on the picture opens openad_url, logged as an advert click.
  const fourth = await browser.context.newPage();
  await fourth.goto(server.url);
  await fourth.getByTestId('opening-ad').locator('.opening-ad-picture').click();
  await fourth.getByTestId('match-page').waitFor();
  expect(await fourth.getByTestId('opening-ad').count()).toBe(0);
  await fourth.close();
  await expect
    .poll(
      async () =>
        (
          await server.db
            .selectFrom('action_logs')
            .select('free_id')
            .where('action_id', '=', LOG_ACTION.AD_CLICK)
            .execute()
        ).map((r) => r.free_id),
      { timeout: 20_000 },
    )
    .toContain('openad');

  // A start elsewhere (a link into the match page) shows none, nor does home opened from there.
  const fifth = await browser.context.newPage();
  await fifth.goto(`${server.url}/match`);
  await fifth.getByTestId('match-page').waitFor();
  await fifth.getByTestId('tab-bar').getByText('首页').click();
  await homeReady(fifth);
  expect(await fifth.getByTestId('opening-ad').count()).toBe(0);
  await fifth.close();
  await setSetting(server, 'openad_img', null);
}, 90_000);
