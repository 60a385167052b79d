// A refused socket login (issue 46 item 4, spec 000 §8 "Socket login result not 1: toast err"): the
// hub stops instead of trying the next address against the same refusal, and the tab says so in the
// user's language. The next page load logs in again.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { CLOSE } from '../../server/delivery/connection';
import { startServer, type TestServer } from '../helpers/server';
import { screenshot } from './app-helpers';
import { userPool } from './users';

const TOASTS = {
  zh: '聊天服务登录失败（9）',
  th: 'เข้าสู่ระบบแชทไม่สำเร็จ (9)',
  id: 'Gagal masuk ke layanan obrolan (9)',
} as const;

let server: TestServer;
const { register, closeAll } = userPool(() => server.url);

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});
afterAll(async () => {
  await closeAll();
  await server?.close();
});

/** Socket logins the server has seen refused so far. */
const refusals = () => server.server.im.metrics.loginFailures;

/** The user's session stops matching its fast key, and the server drops the user's sockets. */
async function refuseNextLogin(uid: number): Promise<() => Promise<void>> {
  const [row] = await server.db
    .selectFrom('sessions')
    .select(['id', 'fastkey_hash'])
    .where('uid', '=', uid)
    .execute();
  if (!row) throw new Error('no session');
  await server.db
    .updateTable('sessions')
    .set({ fastkey_hash: 'not-this-key' })
    .where('id', '=', row.id)
    .execute();
  for (const conn of server.server.im.registry.local(uid)) conn.close(CLOSE.GOING_AWAY, 'test: restart');
  return async () => {
    await server.db
      .updateTable('sessions')
      .set({ fastkey_hash: row.fastkey_hash })
      .where('id', '=', row.id)
      .execute();
  };
}

const status = (page: Page) => page.evaluate(() => window.__hub?.getState().connection);

test('a refused socket login toasts in the user language, stops the socket, and a reload logs in again', {
  timeout: 180_000,
}, async () => {
  const user = await register('13800004601');
  const page = user.page;
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['zh', 'th', 'id'] as const) {
    await page.evaluate((v) => localStorage.setItem('sl:lang', JSON.stringify({ v, e: 0 })), lang);
    await page.reload();
    await page.waitForFunction(() => window.__hub?.getState().connection.status === 'online', undefined, {
      timeout: 20_000,
    });
    const before = refusals();
    const restore = await refuseNextLogin(user.uid);
    await page.locator('.adm-toast-main', { hasText: TOASTS[lang] }).first().waitFor({ timeout: 15_000 });
    await screenshot(page, `socket-refused-${lang}`);
    expect(await status(page)).toMatchObject({ status: 'stopped', reason: 'auth-failed' });
    expect(refusals()).toBe(before + 1);
    await restore();
  }
  // One refusal per round: the stopped hub never tried again, and the reload above logged in.
  await page.reload();
  await page.waitForFunction(() => window.__hub?.getState().connection.status === 'online', undefined, {
    timeout: 20_000,
  });
});
