// Issue 45: home's Hot tab (encryptionTypeHostRecommHotPlay: rooms showing a match in play,
// hottest first) and the late-night tab (the rooms of the `night_rooms` setting, opening in
// /mnightplayer, with the night_url page and the night service desk).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LiveRoomCard, Paged } from '../../protocol/mainApi';
import { readSettings, settingDefaults, writeSetting } from '../../server/content/settings';
import { callMain } from '../helpers/mainApi';
import { test } from './app-fixture';
import { closeAdvert, homeReady, screenshot, setLang } from './app-helpers';

const NIGHT_URL = 'https://night.example.com/programme';

/** The cards of a home panel as they are drawn: room id (from the link) and heat. */
async function shownCards(page: Page, panel: string): Promise<{ id: number; heat: number; href: string }[]> {
  const list = page.getByTestId(`home-panel-${panel}`).getByTestId('live-card');
  await list.first().waitFor({ timeout: 10_000 });
  return list.evaluateAll((cards) =>
    cards.map((card) => {
      const href = card.getAttribute('href') ?? '';
      return {
        id: Number(new URL(href, location.href).searchParams.get('id')),
        heat: Number(card.querySelector('[data-heat]')?.getAttribute('data-heat')),
        href: new URL(href, location.href).pathname,
      };
    }),
  );
}

async function firstPage(server: { url: string }, name: string): Promise<LiveRoomCard[]> {
  const answer = await callMain(server, name, { page: 1, limit: 10 });
  return (answer.data as Paged<LiveRoomCard> | undefined)?.list ?? [];
}

let boosted = 0;

test.beforeAll(async ({ server }) => {
  // The coolest room in play becomes the hottest: the Hot tab must follow the heat, not an order of its own.
  const hot = await firstPage(server, 'encryptionTypeHostRecommHotPlay');
  const top = hot[0];
  const last = hot[hot.length - 1];
  if (!top || !last || hot.length < 2) throw new Error(`need two rooms in play, got ${hot.length}`);
  boosted = last.room_id;
  await server.db
    .updateTable('live_rooms')
    .set({ heat: top.heat + 1000 })
    .where('room_id', '=', boosted)
    .execute();
  await writeSetting(server.db, 'night_url', NIGHT_URL, Date.now());
});

test('the Hot tab sits after recommendations and lists the rooms in play by heat', async ({
  page,
  server,
}) => {
  await homeReady(page);
  await closeAdvert(page);
  const titles = await page.getByTestId('home-tabs').getByRole('tab').allTextContents();
  expect(titles.slice(0, 2)).toEqual(['推荐', '热门']);
  await page.getByTestId('home-tabs').getByRole('tab', { name: '热门' }).click();
  const cards = await shownCards(page, 'hot');
  expect(cards[0]?.id).toBe(boosted);
  const heats = cards.map((c) => c.heat);
  expect(heats).toEqual([...heats].sort((a, b) => b - a));
  expect(cards.map((c) => c.id)).toEqual(
    (await firstPage(server, 'encryptionTypeHostRecommHotPlay')).map((r) => r.room_id),
  );
  await page.getByTestId('hot-hint').waitFor();
  await screenshot(page, 'home-hot');
});

test('the late-night tab lists the staff’s late-night rooms by heat, opening /mnightplayer', async ({
  page,
  server,
}) => {
  const { night_rooms } = await readSettings(server.db, '', ['night_rooms']);
  expect(night_rooms.length).toBeGreaterThan(1);
  await page.getByTestId('home-tabs').getByRole('tab', { name: '深夜' }).click();
  const cards = await shownCards(page, 'night');
  expect(new Set(cards.map((c) => c.id))).toEqual(new Set(night_rooms.map(Number)));
  const heats = cards.map((c) => c.heat);
  expect(heats).toEqual([...heats].sort((a, b) => b - a));
  expect(new Set(cards.map((c) => c.href))).toEqual(new Set(['/mnightplayer']));
  expect(await page.getByTestId('night-url').getAttribute('href')).toBe(NIGHT_URL);
  expect(await page.getByTestId('night-url').getAttribute('rel')).toBe('noopener noreferrer');
  await screenshot(page, 'home-night');

  // The late-night tab's customer service is the night desk, whatever the hour.
  await page.getByTestId('service-bubble').locator('button').first().click();
  await page.waitForURL((url) => url.pathname === '/chat');
  expect(new URL(page.url()).searchParams.get('id')).toBe(String(settingDefaults('').service_uid_night));
  await page.goBack();

  await page.getByTestId('home-panel-night').getByTestId('live-card').first().click();
  await page.waitForURL((url) => url.pathname === '/mnightplayer');
  await expect
    .poll(() => page.getByTestId('player-page').getAttribute('data-room'), { timeout: 10_000 })
    .toBe(String(cards[0]?.id));
});

test('the Hot and late-night tabs in Thai and Indonesian', async ({ page, server }) => {
  const names = { th: ['มาแรง', 'ดึก'], id: ['Populer', 'Malam'] } as const;
  for (const lang of ['th', 'id'] as const) {
    await setLang(page, lang);
    await page.goto(`${server.url}/`);
    await homeReady(page);
    await closeAdvert(page);
    const [hot, night] = names[lang];
    await page.getByTestId('home-tabs').getByRole('tab', { name: hot }).click();
    await shownCards(page, 'hot');
    await screenshot(page, `home-hot-${lang}`);
    await page.getByTestId('home-tabs').getByRole('tab', { name: night }).click();
    await shownCards(page, 'night');
    await screenshot(page, `home-night-${lang}`);
  }
  await setLang(page, 'zh');
});
