import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { test } from './app-fixture';
import { closeAdvert, screenshot } from './app-helpers';

// Issue 49 item 1: the login sheet opened from /me over a first visit showed no styles (a 390 px
// logo, raw buttons, "+" and "86" on two lines, inputs without boxes): its lazy chunk never brought
// login.css, which only the /login page's module imported. What the sheet looks like is read from
// its computed styles, each a rule of login.css.

/** The computed styles of the sheet's parts that login.css gives them. */
function sheetStyles(page: Page) {
  return page.getByTestId('login-form').evaluate((form) => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return {
        width: Math.round(r.width),
        height: Math.round(r.height),
        top: Math.round(r.top),
        background: s.backgroundColor,
        borderRadius: s.borderRadius,
        border: s.borderTopStyle,
      };
    };
    const zone = form.querySelector('.login-zone');
    return {
      logo: box(form.querySelector('.login-logo')),
      row: box(form.querySelector('.login-row')),
      plus: box(zone?.querySelector('span') ?? null),
      zoneInput: box(form.querySelector('[data-testid="login-zone"]')),
      send: box(form.querySelector('[data-testid="login-send"]')),
      close: box(document.querySelector('[data-testid="login-close"]')),
    };
  });
}

test('the login sheet opened from /me on a first visit carries its styles', async ({ browser, server }) => {
  const page = await browser.context.newPage();
  await page.goto(`${server.url}/me`);
  await page.getByTestId('me-login').waitFor();
  await closeAdvert(page);
  await page.getByTestId('me-login').click();
  await page.getByTestId('login-form').waitFor();
  // NOTE: the sheet slides in; its styles are read once it has come to rest at the bottom.
  await expect.poll(async () => (await sheetStyles(page)).row?.top ?? -1).toBeGreaterThan(0);
  await screenshot(page, 'login-sheet-from-me');
  const s = await sheetStyles(page);
  // login.css: .login-logo 44×44 (unstyled, the SVG filled the sheet's width: 390 px).
  expect(s.logo).toMatchObject({ width: 44, height: 44 });
  // .login-row: a 50 px grey box with rounded corners.
  expect(s.row).toMatchObject({ height: 50, background: 'rgb(244, 246, 250)', borderRadius: '12px' });
  // "+" and the zone "86" side by side on one line.
  expect(
    s.plus &&
      s.zoneInput &&
      Math.abs(s.plus.top + s.plus.height / 2 - (s.zoneInput.top + s.zoneInput.height / 2)),
  ).toBeLessThan(6);
  // .login-send and .login-close: no browser button face.
  expect(s.send).toMatchObject({ background: 'rgba(0, 0, 0, 0)', border: 'none' });
  expect(s.close).toMatchObject({ width: 32, height: 32 });
  await page.close();
});
