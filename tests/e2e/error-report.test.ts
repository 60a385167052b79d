// The error report and the site ids (issue 46 items 6 and 7, spec 000 §7-§9): a failed main-API call
// sends IMTools.saveClienterrorlog with base64 text of the user agent, the page URL and the failed
// URL, which the server stores; that standalone call says site id 1, the login calls 3.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { decodeErrorReport } from '../../protocol/errorReport';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});
afterAll(async () => {
  await server?.close();
});

interface WinParam {
  method: string;
  siteid: number;
  param: { content?: string };
}

test('a failed banner call is reported as the spec says and stored; site ids 3 and 1', {
  timeout: 90_000,
}, async ({ onTestFinished }) => {
  const browser = await launchBrowser({ serviceWorkers: 'block' });
  onTestFinished(() => browser.close());
  const page = await browser.context.newPage();
  const sent: WinParam[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/flashapi.php')) return;
    const form = new URLSearchParams(request.postData() ?? '');
    sent.push(JSON.parse(form.get('win_param') ?? '{}') as WinParam);
  });
  await page.route(/\/app\/encryptionBanner/, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(`${server.url}/`);
  await page.getByTestId('home-page').waitFor();

  const rows = () => server.db.selectFrom('client_error_logs').selectAll().execute();
  await expect.poll(async () => (await rows()).length, { timeout: 20_000 }).toBe(1);
  const [row] = await rows();
  const userAgent = await page.evaluate(() => navigator.userAgent);
  expect(row).toMatchObject({ user_agent: userAgent });
  expect(row?.content).toContain(`page: ${server.url}/`);
  expect(row?.content).toContain(`failed: ${server.url}/app/encryptionBanner`);

  const report = sent.find((w) => w.method === 'IMTools.saveClienterrorlog');
  expect(report?.siteid).toBe(1);
  expect(decodeErrorReport(report?.param.content ?? '')).toMatchObject({
    ok: true,
    report: { userAgent, failedUrl: `${server.url}/app/encryptionBanner` },
  });
  const login = sent.find((w) => w.method === 'IMUser.guestLogin');
  expect(login?.siteid).toBe(3);
});
