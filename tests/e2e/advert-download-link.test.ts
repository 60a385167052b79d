// Issue 49 item 8, second half: the home page's 立即打开 link (the download banner's) must be in
// view, on top and working once the daily red-packet advert is done with: closed, or its action
// followed to the activity and back. While the modal advert is open it covers the page (its dimmed
// backdrop is what a tap beside the picture hits).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { test } from './app-fixture';
import { homeReady } from './app-helpers';

const openNow = (p: Page) => p.getByTestId('download-banner').getByRole('link', { name: '立即打开' });

/** Where the link is and what a tap at its centre would hit. */
function onTop(p: Page) {
  return openNow(p).evaluate((link) => {
    const r = link.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    return {
      inView:
        r.width > 0 &&
        r.height > 0 &&
        r.top >= 0 &&
        r.left >= 0 &&
        r.bottom <= innerHeight &&
        r.right <= innerWidth,
      onTop: hit !== null && link.contains(hit),
    };
  });
}

async function tapOpens(p: Page): Promise<void> {
  const href = await openNow(p).getAttribute('href');
  expect(href).toBeTruthy();
  const [popup] = await Promise.all([p.context().waitForEvent('page'), openNow(p).tap()]);
  await expect.poll(() => popup.url()).toContain(new URL(href ?? '', p.url()).pathname);
  await popup.close();
}

test('with the advert open the page is covered; closed, 立即打开 is in view, on top and opens the download', async ({
  page,
  errors,
}) => {
  await homeReady(page);
  await page.getByTestId('redpacket-ad').waitFor();
  await openNow(page).waitFor({ state: 'attached' });
  expect((await onTop(page)).onTop).toBe(false);
  await page.getByTestId('redpacket-close').click();
  await page.getByTestId('redpacket-ad').waitFor({ state: 'detached' });
  expect(await onTop(page)).toEqual({ inView: true, onTop: true });
  await tapOpens(page);
  expect(errors).toEqual([]);
});

test('after the advert’s action opened the activity, back on the home page 立即打开 is in view, on top and works', async ({
  server,
  page,
  errors,
}) => {
  await page.evaluate(() => localStorage.removeItem('sl:redPacketDay'));
  await page.goto(server.url);
  await homeReady(page);
  await page.getByTestId('redpacket-action').click();
  await page.getByTestId('activity-detail-page').waitFor();
  await page.goBack();
  await homeReady(page);
  await expect.poll(() => onTop(page)).toEqual({ inView: true, onTop: true });
  await tapOpens(page);
  expect(errors).toEqual([]);
});
