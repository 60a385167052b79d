import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SERVER_CONFIG_FIELDS } from '../../protocol/mainApiConfig';
import { isRefusal } from '../../server/refusal';
import { callMain } from '../helpers/mainApi';
import { setSetting, startServer, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

/** A setting written in the store as staff would: its refusal (a bad value) as {status 400, msg}. */
async function devSetting(key: string, value: unknown) {
  try {
    await setSetting(server, key, value);
    return { status: 200, body: { code: 200, msg: 'ok' } };
  } catch (error) {
    if (!isRefusal(error, 'console')) throw error;
    return { status: 400, body: { code: 400, msg: error.message } };
  }
}

const LIST_FIELDS = new Set(['h5_play_url_list', 'forever_url']);
const TEXT_FIELDS = new Set([
  'log_api_url',
  'pmd_content',
  'pmd_url',
  'chat_show_url',
  'top_title',
  'h5_foot_str',
  'home_red_url',
  'home_red_img',
  'live_load_img',
  'chat_hb_url',
  'red_envelope_weclome',
  'new_ac_ad_img',
  'new_ac_ad_url',
  'night_url',
  'host_id_copy',
  'match_ad_img',
  'match_ad_url',
  'openad_img',
  'openad_url',
  'live_jump_info',
  'live_jump_url',
  'web_fullscreen_tips',
  'web_pm_tips',
  'download_url_ios',
  'download_url_android',
  'download_url_webclip',
  'download_mobileprovision',
  'download_url',
  'downUrlIos',
  'downUrlWebclip',
  'downUrlAndroid',
]);

test('encryptionServerConfig answers every configuration field of spec 000 §3 with its kind', async () => {
  const answer = await callMain(server, 'encryptionServerConfig', { client: 'ios' });
  expect(answer.code).toBe(200);
  const data = answer.data as unknown as Record<string, unknown>;
  expect(Object.keys(data).sort()).toEqual([...SERVER_CONFIG_FIELDS].sort());
  expect(SERVER_CONFIG_FIELDS).toHaveLength(55);
  for (const field of SERVER_CONFIG_FIELDS) {
    const value = data[field];
    if (LIST_FIELDS.has(field)) {
      expect(Array.isArray(value) && value.every((v) => typeof v === 'string'), field).toBe(true);
    } else if (TEXT_FIELDS.has(field)) {
      expect(typeof value, field).toBe('string');
    } else {
      expect(Number.isInteger(value), field).toBe(true);
    }
  }
  expect(data).toMatchObject({
    chat_interval_time: 3,
    chat_characters_num: 100,
    service_uid: 10000,
    service_uid_night: 10001,
    all_chat: 1,
    ball_news_comment: 1,
    chat_hb_price: 18,
    chat_hb_time: 100,
    forever_url: [server.url],
    h5_play_url_list: [server.url],
    download_url_android: `${server.url}/download.html?platform=android`,
  });
  // Links point back to this server, and they work.
  for (const field of ['download_url', 'download_url_ios', 'downUrlWebclip', 'live_jump_url']) {
    const url = data[field] as string;
    expect(url.startsWith(server.url), field).toBe(true);
    expect((await fetch(url)).status, field).toBe(200);
  }
  // NOTE: home_red_img: test servers start without the opening advert (tests/helpers/server.ts).
  const image = await fetch(`${server.url}${data.home_red_img as string}`);
  expect(image.headers.get('content-type')).toBe('image/webp');
  expect(data.openad_img).toBe('');
});

test('staff settings change the configuration; a value of the wrong kind is refused and changes nothing', async () => {
  expect((await devSetting('chat_interval_time', 5)).status).toBe(200);
  expect((await devSetting('forever_url', ['http://a.example', 'http://b.example'])).status).toBe(200);
  let data = (await callMain(server, 'encryptionServerConfig')).data;
  expect(data?.chat_interval_time).toBe(5);
  expect(data?.forever_url).toEqual(['http://a.example', 'http://b.example']);

  const refused = [
    await devSetting('chat_interval_time', 'five'),
    await devSetting('chat_interval_time', -1),
    await devSetting('all_chat', 2),
    await devSetting('forever_url', 'http://a.example'),
    await devSetting('no_such_setting', 1),
  ];
  for (const r of refused) expect(r).toMatchObject({ status: 400, body: { code: 400 } });
  expect(refused[2]?.body.msg).toBe('all_chat must be 0 or 1');
  data = (await callMain(server, 'encryptionServerConfig')).data;
  expect(data?.chat_interval_time).toBe(5);
  expect(data?.all_chat).toBe(1);

  await devSetting('chat_interval_time', null);
  await devSetting('forever_url', null);
  data = (await callMain(server, 'encryptionServerConfig')).data;
  expect(data?.chat_interval_time).toBe(3);
  expect(data?.forever_url).toEqual([server.url]);
});

test('a hand-edited setting row of the wrong kind is skipped, never breaking the configuration', async () => {
  await server.db
    .insertInto('settings')
    .values({ key: 'chat_characters_num', value: '"lots"', updated_at: 0 })
    .execute();
  await server.db
    .insertInto('settings')
    .values({ key: 'top_title', value: 'not json', updated_at: 0 })
    .execute();
  const answer = await callMain(server, 'encryptionServerConfig');
  expect(answer.code).toBe(200);
  expect(answer.data?.chat_characters_num).toBe(100);
  expect(answer.data?.top_title).toContain('体育直播');
  await server.db.deleteFrom('settings').where('key', 'in', ['chat_characters_num', 'top_title']).execute();
});

test('encryptionVersion answers the version of package.json; encryptionConfig the bootstrap values', async () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  expect(await callMain(server, 'encryptionVersion', { version: '0.0.1' })).toMatchObject({
    code: 200,
    data: { version: pkg.version },
  });
  const tooLong = await callMain(server, 'encryptionVersion', { version: '1.'.repeat(30) });
  expect(tooLong).toMatchObject({ code: 400, msg: 'parameter version is longer than 40 characters' });

  const config = await callMain(server, 'encryptionConfig');
  expect(config.data).toEqual({
    version: pkg.version,
    channel: 8,
    siteid: 3,
    api_hosts: [server.url],
    maintain_urls: [`${server.url}/maintain.json`],
    cloud_urls: [],
    languages: ['zh', 'th', 'id'],
  });
  expect(await (await fetch(`${server.url}/hosts.json`)).json()).toEqual([server.url]);
  // The app's other origins (its fallback hosts) may read the main and IM APIs' answers.
  const key = await fetch(`${server.url}/app/key.js`, { headers: { origin: 'https://other.example' } });
  expect(key.headers.get('access-control-allow-origin')).toBe('*');
  const im = await fetch(`${server.url}/api/flashapi.php`, {
    method: 'POST',
    body: new URLSearchParams({ win_param: JSON.stringify({ method: 'IMTools.nothing', param: {} }) }),
  });
  expect(im.headers.get('access-control-allow-origin')).toBe('*');
});

test('noticeConfig is hidden by default and shows what staff set', async () => {
  expect((await callMain(server, 'noticeConfig')).data).toEqual({ notice_open: 0, notice_pre_content: '' });
  await devSetting('notice_open', 2);
  await devSetting('notice_pre_content', '今晚 02:00-04:00 系统维护');
  expect((await callMain(server, 'noticeConfig')).data).toEqual({
    notice_open: 2,
    notice_pre_content: '今晚 02:00-04:00 系统维护',
  });
  await devSetting('notice_open', null);
  await devSetting('notice_pre_content', null);
});

test('home tabs, hot search words and shielded words', async () => {
  expect((await callMain(server, 'encryptionHomeOptionType')).data).toEqual([
    { name: '足球', type: 1 },
    { name: '篮球', type: 2 },
    { name: '电竞', type: 3 },
  ]);
  const words = (await callMain(server, 'encryptionSearchShow')).data ?? [];
  expect(words.length).toBeGreaterThanOrEqual(5);
  for (const w of words) expect(w.word.length).toBeGreaterThan(0);
  expect((await callMain(server, 'encryptionMsgShield')).data).toContain('赌博');
});

test('an unknown endpoint is a 404, a parameter sealed with another key a 400, both in plain JSON', async () => {
  const unknown = await callMain(server, 'encryptionNoSuchThing');
  expect(unknown).toMatchObject({ httpStatus: 404, code: 404 });
  const response = await fetch(`${server.url}/app/encryptionVersion?version=not-a-token`);
  expect(response.status).toBe(400);
  expect(((await response.json()) as { code: number }).code).toBe(400);
});

test('/app/key.js brings the configuration with the key: encryptionServerConfig’s answer, as it is now', async () => {
  const brought = async () => {
    const script = await (await fetch(`${server.url}/app/key.js`)).text();
    const json = /^globalThis\.__SPORTLIVE_SERVER_CONFIG__ = (.+);$/m.exec(script)?.[1];
    if (!json) throw new Error(`no configuration in /app/key.js: ${script.slice(0, 200)}`);
    return JSON.parse(json) as Record<string, unknown>;
  };
  expect(await brought()).toEqual((await callMain(server, 'encryptionServerConfig')).data);
  await setSetting(server, 'chat_interval_time', 7);
  expect((await brought()).chat_interval_time).toBe(7);
  await setSetting(server, 'chat_interval_time', null);
  expect((await brought()).chat_interval_time).toBe(3);
});
