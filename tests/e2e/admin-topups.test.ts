// Issue 43: as `npm start` runs (no DEV_ENDPOINTS, the manual pay provider), a user's top-up in the
// app is an order shown pending; finance confirms it in the console against the payment received,
// with the payer's reference, and the user's wallet page shows it credited and the new balance.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { addStaff } from '../../server/admin/staff';
import { staffDb } from '../../server/admin/tables';
import { totpCode } from '../../server/admin/totp';
import { launchBrowser, launchDesktopBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { hubOnline, openApp, screenshot, stored } from './app-helpers';

const SECRET = 'TOPUPFINANCEAAAAAAAAAAAAAAAAAAAA';
const PASSWORD = 'finance-password-of-the-test';

let server: TestServer;
let phone: Awaited<ReturnType<typeof launchBrowser>>;
let desktop: Awaited<ReturnType<typeof launchDesktopBrowser>>;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir'), devEndpoints: false });
  // As `npm run staff -- add --name cashier --role finance` does.
  await addStaff(
    staffDb(server.db),
    { name: 'cashier', role: 'finance', password: PASSWORD, totpSecret: SECRET },
    Date.now(),
  );
  phone = await launchBrowser();
  desktop = await launchDesktopBrowser();
});
afterAll(async () => {
  await desktop?.close();
  await phone?.close();
  await server?.close();
});

test('a top-up waits as pending in the app until finance confirms it in the console; then it is credited', async () => {
  const { page: app } = await openApp(phone.context, `${server.url}/wallet`);
  await expect.poll(() => stored(app, 'uid'), { timeout: 10_000 }).toBeGreaterThan(0);
  await hubOnline(app);
  const balance = app.getByTestId('wallet-balance');
  await expect.poll(() => balance.textContent(), { timeout: 10_000 }).not.toBe('--');
  const before = await balance.textContent();
  await app.getByTestId('wallet-topup').click();
  await app.getByTestId('topup-preset-50').click();
  await app.getByTestId('topup-submit').click();
  const quote = app.getByTestId('topup-quote');
  await quote.waitFor();
  const orderid = /U[0-9A-Z]+/.exec((await quote.textContent()) ?? '')?.[0] ?? '';
  expect(orderid).toMatch(/^U/);
  await app.getByTestId('topup-close').click();
  const row = app.getByTestId('top-up-row').filter({ hasText: orderid });
  await expect.poll(() => row.getAttribute('data-status'), { timeout: 10_000 }).toBe('pending');
  expect(await row.textContent()).toContain('待确认');
  expect(await balance.textContent()).toBe(before);
  await screenshot(app, 'topup-pending');

  const page = await desktop.newContext().then((c) => c.newPage());
  await page.goto(`${server.url}/admin/`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Name').fill('cashier');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Authenticator code').fill(totpCode(SECRET, Date.now()));
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('menuitem', { name: 'Top-ups' }).click();
  const pending = page.getByRole('row').filter({ hasText: orderid });
  await pending.waitFor({ timeout: 10_000 });
  expect(await pending.textContent()).toContain('50.00 CNY');
  await pending.getByRole('button', { name: 'Confirm payment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel("Payer's reference").fill('ICBC transfer 20261201-0042');
  await screenshot(page, 'admin-topup-confirm');
  await dialog.getByRole('button', { name: 'Credit the coins' }).click();
  await page.getByText(`Top-up ${orderid}: credited`).waitFor();
  await page.getByRole('row').filter({ hasText: 'ICBC transfer 20261201-0042' }).waitFor();
  await screenshot(page, 'admin-topups');

  await expect.poll(() => row.getAttribute('data-status'), { timeout: 10_000 }).toBe('credited');
  const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/,/g, '')) * 100);
  await expect
    .poll(async () => cents(await balance.textContent()) - cents(before), { timeout: 10_000 })
    .toBe(5_000);
  expect(await row.textContent()).toContain('已到账');
  await screenshot(app, 'topup-credited');
}, 120_000);
