// A guest's socket (issue 46 item 14, docs/messaging.md "A guest's socket"): a phone-less visitor
// reading home keeps no socket; the player opens it (spec 000 §4), and it stays open afterwards.
import { expect } from 'vitest';
import { demoRooms } from '../integration/rooms.helpers';
import { test } from './app-fixture';
import { closeAdvert, homeReady, hubOnline, stored } from './app-helpers';

test('a guest on home has no socket; the player opens it and it stays open back on home', async ({
  page,
  server,
}) => {
  await homeReady(page);
  await closeAdvert(page);
  // The guest's session is in place (its socket could open), and the hub was never started.
  await expect.poll(() => stored(page, 'fastkey')).toBeTruthy();
  await page.getByTestId('home-tabs').getByRole('tab', { name: '热门' }).click();
  expect(await page.evaluate(() => window.__hub?.getState().connection.status)).toBe('idle');

  const [room] = await demoRooms(server.db);
  if (!room) throw new Error('no demo room');
  await page.evaluate((id) => {
    history.pushState(null, '', `/player?id=${id}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, room.roomId);
  await page.getByTestId('room-online').waitFor();
  await hubOnline(page);

  await page.goBack();
  await homeReady(page);
  expect(await page.evaluate(() => window.__hub?.getState().connection.status)).toBe('online');
});
