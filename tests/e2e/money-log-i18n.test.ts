// Issue 47 item 3: the money log's descriptions of the rows the server writes (the welcome coins, a
// top-up) come as kinds and are said in the user's language, never the server's English.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { screenshot } from './app-helpers';
import { userPool } from './users';

type Lang = 'zh' | 'th' | 'id';

let server: TestServer;
const pool = userPool(() => server.url);

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
}, 60_000);
afterAll(async () => {
  await pool.closeAll();
  await server?.close();
});

/** The rows' descriptions (what the server wrote, said by the app) by money-log type. */
async function descriptions(page: Page): Promise<Record<string, string>> {
  return page
    .getByTestId('money-row')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.getAttribute('data-moneytype') ?? '',
          row.querySelector('[data-content]')?.textContent ?? '',
        ]),
      ),
    );
}

const EXPECTED: Record<Lang, { welcome: string; topUp: string }> = {
  zh: { welcome: '新用户奖励', topUp: '充值到账' },
  th: { welcome: 'รางวัลผู้ใช้ใหม่', topUp: 'เติมเงินเข้าบัญชีแล้ว' },
  id: { welcome: 'Hadiah pengguna baru', topUp: 'Isi saldo masuk' },
};

test('the welcome coins and a top-up read in zh, th and id, with no English from the server', {
  timeout: 120_000,
}, async () => {
  const u = await pool.register('13800004731');
  const { page } = u;
  await page.evaluate(() => window.__hub?.topUp(0, 1234));
  for (const lang of ['zh', 'th', 'id'] as const) {
    await page.evaluate((l) => localStorage.setItem('sl:lang', JSON.stringify({ v: l, e: 0 })), lang);
    await page.goto(`${server.url}/wallet`);
    await expect.poll(() => page.getByTestId('money-row').count(), { timeout: 10_000 }).toBe(2);
    // 12: a back-site grant (the welcome coins); 4: a top-up.
    expect(await descriptions(page)).toEqual({ '12': EXPECTED[lang].welcome, '4': EXPECTED[lang].topUp });
    const text = await page.getByTestId('money-log').textContent();
    expect(text).not.toMatch(/welcome|top-up|coins|instant/i);
    await screenshot(page, `money-log-${lang}`);
  }
  expect(u.errors).toEqual([]);
});
