import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRETS, demoStaffName } from '../../server/admin/demo';
import type { Role } from '../../server/admin/roles';
import { totpCode } from '../../server/admin/totp';
import { launchBrowser, launchDesktopBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';

/** The console's menu labels (admin/src/pages.tsx). */
export const MENU = {
  settings: 'Settings',
  content: 'Content',
  users: 'Users',
  moneyLog: 'Money log',
  moneySettings: 'Platform money',
  rates: 'Exchange rates',
  live: 'Live',
  hosts: 'Host applications',
  replays: 'Replays',
  cs: 'Service seat',
  topUps: 'Top-ups',
  mallOrders: 'Mall orders',
  appeals: 'Market appeals',
  stats: 'Statistics',
  audit: 'Audit log',
  staff: 'Staff',
} as const;

/**
 * Logs the demo staff member of `role` in through the console's login page: name and password,
 * then the TOTP code of now. Returns the page at the console's first page.
 */
export async function consoleLogin(context: BrowserContext, url: string, role: Role): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url}/admin/`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Name').fill(demoStaffName(role));
  await form.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Authenticator code').fill(totpCode(DEMO_TOTP_SECRETS[role], Date.now()));
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('staff-name').getByText(demoStaffName(role)).waitFor();
  return page;
}

/** The labels of the console's menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  return page.getByTestId('console-menu').getByRole('menuitem').allInnerTexts();
}

/** Calls the console API from the page, as its own code would (cookie, no CSRF header for reads). */
export async function consoleStatus(page: Page, path: string): Promise<number> {
  return page.evaluate(async (p) => (await fetch(`/admin/api${p}`)).status, path);
}

/** A server with the built app, a phone browser for the app and a desktop browser for the console. */
export interface ConsoleAndApp {
  server: TestServer;
  phone: Awaited<ReturnType<typeof launchBrowser>>;
  desktop: Awaited<ReturnType<typeof launchDesktopBrowser>>;
}

/** Starts a {@link ConsoleAndApp} before the file's tests and closes it after them. */
export function consoleAndAppForFile(): ConsoleAndApp {
  const env = {} as ConsoleAndApp;
  beforeAll(async () => {
    env.server = await startServer({ distDir: inject('distDir') });
    env.phone = await launchBrowser();
    env.desktop = await launchDesktopBrowser();
  });
  afterAll(async () => {
    await env.desktop?.close();
    await env.phone?.close();
    await env.server?.close();
  });
  return env;
}
