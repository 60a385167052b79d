// Issue 46 item 12: finance sets an exchange rate in the console; a wallet page open in the app shows
// it at once (no reload), and the market's publish sheet shows the platform's reference price for the
// pair and side chosen. The block reads in zh, th and id at the phone's width, nothing cut off.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchDesktopBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { consoleLogin, MENU } from './admin-helpers';
import { screenshot, setLang } from './app-helpers';
import { ensureHubOnline, userPool } from './users';

let server: TestServer;
let desktop: Awaited<ReturnType<typeof launchDesktopBrowser>>;
const pool = userPool(() => server.url);

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  desktop = await launchDesktopBrowser();
}, 60_000);
afterAll(async () => {
  await pool.closeAll();
  await desktop?.close();
  await server?.close();
});

/** Elements of the block wider than their box or past the screen's right edge (their text). */
async function cutOff(page: Page, testId: string): Promise<string[]> {
  return page
    .getByTestId(testId)
    .evaluate((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > innerWidth)
        .map((el) => el.textContent ?? ''),
    );
}

const TEXTS = {
  zh: { title: '平台参考汇率', buy: '买入', sell: '卖出' },
  th: { title: 'อัตราแลกเปลี่ยนอ้างอิง', buy: 'ซื้อ', sell: 'ขาย' },
  id: { title: 'Kurs acuan platform', buy: 'Beli', sell: 'Jual' },
} as const;

test('a rate finance sets in the console shows in an open wallet page at once, and beside the publish sheet price', {
  timeout: 180_000,
}, async () => {
  const u = await pool.register('13800004612');
  const app = u.page;
  await app.goto(`${server.url}/wallet`);
  await ensureHubOnline(app);
  await expect
    .poll(() => app.getByTestId('wallet-balance').textContent(), { timeout: 10_000 })
    .toMatch(/^\d/);
  expect(await app.getByTestId('exchange-rates').count()).toBe(0);

  const staff = await consoleLogin(await desktop.newContext(), server.url, 'finance');
  await staff.getByRole('menuitem', { name: MENU.rates }).click();
  await staff.getByLabel('Coin', { exact: true }).click();
  await staff.locator('.ant-select-dropdown:visible .ant-select-item-option[title="USD"]').click();
  await staff.getByLabel('Paid in', { exact: true }).click();
  // NOTE: the first list may still be fading out: the second one opened is the last in the page.
  await staff.locator('.ant-select-dropdown .ant-select-item-option[title="CNY"]').last().click();
  for (const [label, cents] of [
    ['Buy: reference', 720],
    ['Buy: highest', 730],
    ['Buy: lowest', 700],
    ['Sell: reference', 705],
    ['Sell: highest', 715],
    ['Sell: lowest', 690],
  ] as const)
    await staff.getByLabel(label, { exact: true }).fill(String(cents));
  await staff.getByTestId('rate-save').click();
  await staff.getByText('Rate USD in CNY saved').waitFor();
  const listed = staff.getByTestId('rates').getByRole('row').filter({ hasText: '7.20' });
  await listed.waitFor();
  expect(await listed.textContent()).toContain('USDCNY7.207.307.007.057.156.90');
  await screenshot(staff, 'admin-rates');

  // The wallet page, open all along, shows it without a reload.
  const row = app.locator('[data-testid=rate-row][data-pair="1-0"]');
  await row.waitFor({ timeout: 10_000 });
  expect(await row.textContent()).toBe('1 USD 的价格（CNY）买入7.20区间 7.00 ~ 7.30卖出7.05区间 6.90 ~ 7.15');
  await row.scrollIntoViewIfNeeded();
  await screenshot(app, 'wallet-rates-zh');
  expect(await cutOff(app, 'exchange-rates')).toEqual([]);

  for (const lang of ['th', 'id'] as const) {
    await setLang(app, lang);
    await app.reload();
    await app.getByTestId('exchange-rates').waitFor({ timeout: 10_000 });
    const text = (await app.getByTestId('exchange-rates').textContent()) ?? '';
    for (const word of Object.values(TEXTS[lang])) expect(text).toContain(word);
    expect(text).not.toMatch(/[\u4e00-\u9fff]|rate|buy|sell|price/i);
    await app.getByTestId('exchange-rates').scrollIntoViewIfNeeded();
    await screenshot(app, `wallet-rates-${lang}`);
    expect(await cutOff(app, 'exchange-rates')).toEqual([]);
  }
  await setLang(app, 'zh');

  // The publish sheet: the reference price of the side and pair chosen.
  await app.goto(`${server.url}/market/offers`);
  await ensureHubOnline(app);
  await app.getByTestId('offer-publish').click();
  await app.getByTestId('market-cointype').selectOption({ label: '交易币种 USD' });
  await app.getByTestId('market-outcointype').selectOption({ label: '计价币种 CNY' });
  const reference = app.getByTestId('publish-reference');
  await expect
    .poll(() => reference.textContent(), { timeout: 10_000 })
    .toBe('平台参考价 7.05 CNY（区间 6.90 ~ 7.15）');
  await app.getByRole('button', { name: '购买币' }).click();
  await expect.poll(() => reference.textContent()).toBe('平台参考价 7.20 CNY（区间 7.00 ~ 7.30）');
  await screenshot(app, 'publish-reference');
  // A pair with no rate shows none.
  await app.getByTestId('market-outcointype').selectOption({ label: '计价币种 MYR' });
  await expect.poll(() => reference.count()).toBe(0);
  expect(u.errors).toEqual([]);
});
