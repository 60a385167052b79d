// Web-clip mode (issue 46 item 10): on an iPhone the home's add-to-home button downloads the web
// clip's profile (download_url_webclip) and says where to install it; the download, when the
// operator gives a provisioning profile (download_mobileprovision), offers it next; and a start from
// the web clip (webclip=1, carried between routes) is the installed app: no download bar, the news
// tab, and the installed configuration.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { setSetting, startServer, type TestServer } from '../helpers/server';
import { closeAdvert, homeReady, openApp, screenshot, setLang } from './app-helpers';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

let server: TestServer;
let phone: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  phone = await launchBrowser({ userAgent: IPHONE });
  // The operator's profiles: Safari downloads them and stays on the page.
  await phone.context.route('**/files/*', (route) =>
    route.fulfill({ contentType: 'application/x-apple-aspen-config', body: '<?xml version="1.0"?><plist/>' }),
  );
}, 60_000);
afterAll(async () => {
  await phone?.close();
  await server?.close();
});

test("the add-to-home button downloads the web clip's profile and says where to install it", async () => {
  await setSetting(server, 'download_url_webclip', `${server.url}/files/app.mobileconfig`);
  const { page } = await openApp(phone.context, server.url);
  await homeReady(page);
  await closeAdvert(page);
  const profile = page.waitForRequest('**/files/app.mobileconfig');
  await page.getByTestId('add-to-home').click();
  await profile;
  await page.getByText('已下载描述文件').waitFor();
  await screenshot(page, 'webclip-tip');
  expect(new URL(page.url()).pathname).toBe('/');
  await page.close();
  for (const lang of ['th', 'id'] as const) {
    const { page: other } = await openApp(phone.context, server.url);
    await setLang(other, lang);
    await other.reload();
    await homeReady(other);
    await screenshot(other, `webclip-bar-${lang}`);
    await setLang(other, 'zh');
    await other.close();
  }
});

test('with download_mobileprovision set, the iPhone download offers the provisioning profile next', async () => {
  await setSetting(server, 'download_mobileprovision', `${server.url}/files/app.mobileprovision`);
  try {
    const { page } = await openApp(phone.context, server.url);
    await homeReady(page);
    const popup = page.waitForEvent('popup');
    await page.getByTestId('download-bar').locator('a.download-bar-button').click();
    await (await popup).close();
    await page.getByText('未受信任的企业级开发者', { exact: false }).waitFor();
    const profile = page.waitForRequest('**/files/app.mobileprovision');
    await page.getByRole('button', { name: '安装描述文件' }).click();
    await profile;
    await page.close();
  } finally {
    await setSetting(server, 'download_mobileprovision', null);
  }
});

test('a start from the web clip is the installed app: no download bar, the news tab, webclip carried', async () => {
  const { page } = await openApp(phone.context, `${server.url}/?webclip=1`);
  await homeReady(page);
  expect(await page.getByTestId('download-bar').count()).toBe(0);
  await page.getByTestId('home-topbar').waitFor();
  await page.getByTestId('home-tabs').getByRole('tab', { name: '资讯' }).waitFor();
  await page.getByTestId('tab-bar').getByText('我的').click();
  await page.getByTestId('me-foot').waitFor();
  expect(new URL(page.url()).searchParams.get('webclip')).toBe('1');
  await page.close();

  // The same iPhone in Safari without the clip has the download bar and no news tab.
  const { page: safari } = await openApp(phone.context, server.url);
  await homeReady(safari);
  await safari.getByTestId('download-bar').waitFor();
  expect(await safari.getByTestId('home-tabs').getByRole('tab', { name: '资讯' }).count()).toBe(0);
  await safari.close();
});
