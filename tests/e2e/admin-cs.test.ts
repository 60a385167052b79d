// Issue 22: a user writes to customer service in the app; the service seat of the staff console
// sees the chat in the queue with the user's profile beside it, and its answer, sent as the
// service account, appears in the user's open chat.
import { expect, test } from 'vitest';
import { consoleAndAppForFile, consoleLogin, MENU } from './admin-helpers';
import { hubOnline, openApp, screenshot, stored } from './app-helpers';

const env = consoleAndAppForFile();

test("a customer-service answer from the seat reaches the user's chat", async () => {
  const { page: app } = await openApp(env.phone.context, `${env.server.url}/chat?id=10000`);
  await expect.poll(() => stored(app, 'uid'), { timeout: 10_000 }).toBeGreaterThan(0);
  await hubOnline(app);
  // A new user is no friend of the service account: its name is looked up, not its uid shown.
  await expect.poll(() => app.getByTestId('chat-title').textContent(), { timeout: 10_000 }).toBe('在线客服');
  const uid = Number(await stored(app, 'uid'));
  await app.getByTestId('chat-input').fill('提现一直没有到账');
  await app.getByTestId('send-button').click();
  await app.getByTestId('msg-bubble').filter({ hasText: '提现一直没有到账' }).waitFor();

  const seat = await consoleLogin(await env.desktop.newContext(), env.server.url, 'cs');
  await seat.getByRole('menuitem', { name: MENU.cs }).click();
  const waiting = seat.getByTestId('cs-waiting').filter({ hasText: `uid ${uid}` });
  await waiting.waitFor({ timeout: 10_000 });
  await waiting.click();
  await seat.getByTestId('cs-chat').getByText('提现一直没有到账').waitFor();
  await seat.getByTestId('cs-profile').getByText(String(uid), { exact: true }).waitFor();
  await seat.getByTestId('cs-answer').fill('您好，提现已在处理中，请稍候');
  await seat.getByRole('button', { name: 'Send' }).click();
  await seat.getByTestId('cs-chat').getByText('您好，提现已在处理中，请稍候').waitFor();
  await screenshot(seat, 'admin-cs-seat');

  await app
    .getByTestId('msg-bubble')
    .filter({ hasText: '您好，提现已在处理中，请稍候' })
    .waitFor({ timeout: 10_000 });
  await expect.poll(() => seat.getByTestId('cs-waiting').count(), { timeout: 10_000 }).toBe(0);
}, 90_000);
