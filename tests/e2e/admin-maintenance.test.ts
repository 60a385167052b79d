// Issue 22: the maintenance switch and the announcement turned on in the staff console reach an app
// tab that is already open, within its poll intervals (announcement 30 s; maintenance re-checked
// every 10 s while its screen shows). The app tab's clock is Playwright's: the test moves it on by
// one poll interval instead of waiting for it.
import { beforeAll, expect, test } from 'vitest';
import { NOTICE_POLL_MS } from '../../src/api/queries';
import { RECHECK_MS } from '../../src/features/maintenance/maintain';
import { consoleAndAppForFile, consoleLogin } from './admin-helpers';
import { openApp } from './app-helpers';

const env = consoleAndAppForFile();

beforeAll(async () => {
  await env.phone.context.clock.install();
});

test('maintenance switched on in the console shows in an open app tab, and off again leaves it', async () => {
  const { page: app } = await openApp(env.phone.context, env.server.url);
  await app.getByTestId('home-page').waitFor();

  const console = await consoleLogin(await env.desktop.newContext(), env.server.url, 'editor');
  const maintain = console.getByTestId('setting-maintain').getByRole('switch');
  await maintain.click();
  await console.getByText('maintain saved').waitFor();

  // The announcement poll (30 s) checks maintenance too.
  const screen = app.getByTestId('maintenance-screen');
  await app.clock.fastForward(NOTICE_POLL_MS);
  await screen.waitFor({ timeout: 10_000 });

  await maintain.click();
  await console.getByText('maintain saved').last().waitFor();
  await app.clock.fastForward(RECHECK_MS);
  await screen.waitFor({ state: 'detached', timeout: 10_000 });
  await app.getByTestId('home-page').waitFor();
}, 90_000);

test('an announcement set to open /ann in the console takes an open app tab there', async () => {
  const { page: app } = await openApp(env.phone.context, env.server.url);
  await app.getByTestId('home-page').waitFor();

  const console = await consoleLogin(await env.desktop.newContext(), env.server.url, 'admin');
  const text = console.getByTestId('setting-notice_pre_content').locator('input');
  await text.fill('今晚 02:00 系统升级');
  await console
    .getByRole('row', { name: /notice_pre_content/ })
    .getByRole('button', { name: 'Save' })
    .click();
  await console.getByText('notice_pre_content saved').waitFor();
  await console.getByTestId('setting-notice_open').getByRole('combobox').click();
  await console.getByTitle('open /ann').click();
  await console.getByText('notice_open saved').waitFor();

  await app.clock.fastForward(NOTICE_POLL_MS);
  await app.getByTestId('ann-page').getByText('今晚 02:00 系统升级').waitFor({ timeout: 10_000 });
  expect(new URL(app.url()).pathname).toBe('/ann');
}, 90_000);
