// The live room's gift panel is readable (issue 49 item 3): each gift's name and the count stepper
// stand out from the panel, not white on the kit's white sheet with only the prices showing.
import { expect } from 'vitest';
import { demoRooms } from '../integration/rooms.helpers';
import { test } from './app-fixture';
import { screenshot } from './app-helpers';
import { textContrast } from './contrast';

test('the gift panel shows every gift name and the count on a dark sheet', async ({ page, server }) => {
  const [room] = await demoRooms(server.db);
  if (!room) throw new Error('no demo room');
  await page.goto(`${server.url}/player?id=${room.roomId}`);
  await page.getByTestId('gift-open').click();
  const names = page.locator('.gift-panel .gift-name');
  await expect.poll(() => names.count(), { timeout: 10_000 }).toBeGreaterThan(3);
  for (const name of await names.all()) {
    expect((await name.textContent())?.trim()).not.toBe('');
    expect(await textContrast(name)).toBeGreaterThanOrEqual(4.5);
  }
  expect(await textContrast(page.locator('.gift-panel-head span').first())).toBeGreaterThanOrEqual(4.5);
  // The count between the stepper's minus and plus reads 1, not a lone "—".
  const count = page.locator('.gift-panel .adm-stepper-input input');
  expect(await count.inputValue()).toBe('1');
  expect(await textContrast(count)).toBeGreaterThanOrEqual(4.5);
  await screenshot(page, 'gift-panel');
});
