// Voice messages, videos and the card types (issue 47 item 8): A holds the voice button with
// Chromium's fake microphone, lets go and B plays the voice message; a press slid up, or too short,
// sends nothing; one voice message plays at a time; a video goes through the picture button and
// loads on B; mini programs, ads, voice-chat records and live-room ads written to the server's
// store show on B as the cards they are, in zh, th and id, and a malformed one as "unsupported".
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { encodeAd, encodeCallRecord, encodeMiniProgram } from '../../protocol/content';
import { MSG_TYPE } from '../../protocol/enums';
import { CALL_STATE, CALL_TYPE } from '../../protocol/messaging';
import { chatDb } from '../../server/chat/tables';
import { setSetting, startServer, type TestServer } from '../helpers/server';
import { guest } from '../integration/hub-fixture';
import { screenshot, setLang, stored, visibleChineseUiText } from './app-helpers';
import { type User, userPool } from './users';

/** Chromium's fake media: a beeping microphone, allowed without asking. */
const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

const UNSUPPORTED = {
  zh: '暂不支持的消息类型',
  th: 'ยังไม่รองรับข้อความประเภทนี้',
  id: 'Jenis pesan belum didukung',
};

let server: TestServer;
const pool = userPool(() => server.url, { args: FAKE_MEDIA });
let a: User;
let b: User;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  // No chat send interval (staff's chat_interval_time, 3 s by default): the tests send one after another.
  await setSetting(server, 'chat_interval_time', 0);
});

afterAll(async () => {
  await pool.closeAll();
  await server?.close();
});

/** Two phone-verified friends (guests send no files, so no voice messages). */
async function friends(): Promise<void> {
  a = await pool.register('13800004701');
  b = await pool.register('13800004702');
  const fidB = Number(((await stored(b.page, 'user')) as { fid: string | number }).fid);
  await a.page.evaluate((fid) => window.__hub?.addFriend({ fid }, 'hi'), fidB);
  await b.page.evaluate((other) => window.__hub?.handleFriendApply(other, true), a.uid);
}

/** Presses the middle of the voice button (a mouse press is a pointer press). */
async function pressVoice(page: Page): Promise<void> {
  const box = await page.getByTestId('voice-button').boundingBox();
  if (!box) throw new Error('no voice button');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
}

const voiceBubbles = (page: Page) => page.locator('[data-testid=msg-bubble][data-msgtype="2"]');

test('A holds the voice button 2 s and lets go: B sees a voice message of 2 s and plays it', async () => {
  await friends();
  await a.page.goto(`${server.url}/chat?id=${b.uid}`);
  await b.page.goto(`${server.url}/chat?id=${a.uid}`);
  await a.page.getByTestId('chat-input').waitFor();
  await b.page.getByTestId('chat-input').waitFor();

  await pressVoice(a.page);
  // The recording panel counts while the button is held.
  await expect.poll(() => a.page.getByTestId('voice-time').textContent(), { timeout: 10_000 }).toBe('0:02');
  await screenshot(a.page, 'voice-recording');
  await a.page.mouse.up();
  await a.page.getByTestId('voice-recording').waitFor({ state: 'detached' });

  const received = voiceBubbles(b.page).first();
  await received.getByTestId('voice-play').waitFor({ timeout: 15_000 });
  const seconds = Number.parseInt((await received.getByTestId('voice-duration').textContent()) ?? '', 10);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(3);
  // The sender sees the same message.
  await voiceBubbles(a.page).first().getByTestId('voice-play').waitFor();

  await received.getByTestId('voice-play').click();
  const audio = received.getByTestId('voice-audio');
  // NOTE: the time moves only once the recording was fetched and decoded: it proves a playable file.
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(await received.getByTestId('voice-play').getAttribute('data-playing')).toBe('true');
  await screenshot(b.page, 'voice-playing');
  await received.getByTestId('voice-play').click();
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
}, 120_000);

test('a press slid up before letting go, or let go at once, sends nothing', async () => {
  const before = await voiceBubbles(b.page).count();
  await pressVoice(a.page);
  await a.page.getByTestId('voice-time').waitFor();
  await expect.poll(() => a.page.getByTestId('voice-time').textContent()).toBe('0:01');
  const box = await a.page.getByTestId('voice-button').boundingBox();
  if (!box) throw new Error('no voice button');
  await a.page.mouse.move(box.x + box.width / 2, box.y - 120, { steps: 5 });
  await a.page.getByText('松开手指，取消发送').waitFor();
  await a.page.mouse.up();
  await a.page.getByTestId('voice-recording').waitFor({ state: 'detached' });
  // Too short: told so.
  await pressVoice(a.page);
  await a.page.getByTestId('voice-time').waitFor();
  await a.page.mouse.up();
  await a.page.locator('.adm-toast-main', { hasText: '说话时间太短' }).waitFor();
  // A text sent after them reaches B with no voice message before it.
  await a.page.getByTestId('chat-input').fill('after the cancelled ones');
  await a.page.getByTestId('send-button').click();
  await b.page.getByTestId('msg-bubble').filter({ hasText: 'after the cancelled ones' }).waitFor();
  expect(await voiceBubbles(b.page).count()).toBe(before);
}, 60_000);

test('starting a second voice message pauses the first: one plays at a time', async () => {
  await pressVoice(a.page);
  await expect.poll(() => a.page.getByTestId('voice-time').textContent(), { timeout: 10_000 }).toBe('0:01');
  await a.page.mouse.up();
  await expect.poll(() => voiceBubbles(b.page).count(), { timeout: 15_000 }).toBe(2);
  const [first, second] = [voiceBubbles(b.page).nth(0), voiceBubbles(b.page).nth(1)];
  const playing = (bubble: typeof first) =>
    bubble.getByTestId('voice-audio').evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0);
  await first.getByTestId('voice-play').click();
  await expect.poll(() => playing(first), { timeout: 10_000 }).toBe(true);
  await second.getByTestId('voice-play').click();
  await expect.poll(() => playing(second), { timeout: 10_000 }).toBe(true);
  expect(await first.getByTestId('voice-audio').evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
  expect(await first.getByTestId('voice-play').getAttribute('data-playing')).toBe('false');
}, 60_000);

test('a video picked with the picture button reaches B as a video that loads in place', async () => {
  // A second of video made in A's page (a canvas recorded by MediaRecorder): a real file to load.
  const webm = await a.page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    let frame = 0;
    const paint = setInterval(() => {
      ctx.fillStyle = frame++ % 2 ? '#e53935' : '#1e88e5';
      ctx.fillRect(0, 0, 64, 48);
    }, 100);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    recorder.stop();
    await stopped;
    clearInterval(paint);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  await a.page
    .getByTestId('image-input')
    .setInputFiles({ name: 'goal.webm', mimeType: 'video/webm', buffer: Buffer.from(webm, 'base64') });
  const video = b.page.locator('[data-testid=msg-bubble][data-msgtype="3"]').getByTestId('msg-video');
  await video.waitFor({ timeout: 15_000 });
  expect(await video.getAttribute('controls')).not.toBeNull();
  // Its metadata loads from the upload: the file is there and is a video.
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((el: HTMLVideoElement) => el.videoWidth)).toBe(64);
}, 60_000);

test('mini programs, ads, voice-chat records and live-room ads show on B as cards, in zh, th and id', async () => {
  // A chat B has never opened, its history written straight into the server's store.
  const other = await guest(server.url);
  const key = chatKey(other.uid, b.uid);
  const link = `${server.url}/match`;
  const picture = `${server.url}/pwa-192x192.png`;
  const contents: [number, string][] = [
    [MSG_TYPE.MINI_PROGRAM, encodeMiniProgram({ title: '赛事竞猜', icon: picture, url: link })],
    [
      MSG_TYPE.AD,
      encodeAd({ title: '世界杯直播', text: '今晚 20:00 开赛，快来围观', image: picture, url: link }),
    ],
    [
      MSG_TYPE.VOICE_CHAT_1,
      new TextDecoder().decode(
        encodeCallRecord({ calltype: CALL_TYPE.VOICE, state: CALL_STATE.ENDED, duration: 65 }),
      ),
    ],
    [
      MSG_TYPE.CHAT_ROOM_AD,
      encodeAd({ title: '', text: '直播间福利：新人送金币', image: picture, url: link }),
    ],
    [MSG_TYPE.MINI_PROGRAM, '{"url":"https://no.title.example"}'],
  ];
  const start = Date.now() - contents.length * 1000;
  await chatDb(server.db)
    .insertInto('chat_messages')
    .values(
      contents.map(([msgtype, content], i) => ({
        chatkey: key,
        chatmsgno: i + 1,
        uid: other.uid,
        msgtype,
        msgtime: Math.floor((start + i * 1000) / 1000),
        sent_at: start + i * 1000,
        content: Buffer.from(content),
        clientkey: '',
        snaptime: 0,
        expires_at: null,
        nickname: 'C',
        headurl: '',
        viplevel: 0,
        isadmin: 0,
        firstname: '',
        lastname: '',
        channel: 8,
      })),
    )
    .execute();
  await chatDb(server.db)
    .insertInto('chat_counters')
    .values({ chatkey: key, last_no: contents.length, last_at: Date.now() })
    .execute();

  const bubble = (msgtype: number) => b.page.locator(`[data-testid=msg-bubble][data-msgtype="${msgtype}"]`);
  for (const lang of ['zh', 'th', 'id'] as const) {
    await setLang(b.page, lang);
    await b.page.goto(`${server.url}/chat?id=${other.uid}`);
    await expect.poll(() => b.page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await bubble(MSG_TYPE.CHAT_ROOM_AD).first().waitFor({ timeout: 15_000 });

    const app = bubble(MSG_TYPE.MINI_PROGRAM).first().locator('a.im-card-app');
    expect(await app.locator('.im-card-title').textContent()).toBe('赛事竞猜');
    const ad = bubble(MSG_TYPE.AD).locator('a.im-card-ad');
    expect(await ad.locator('.im-card-title').textContent()).toBe('世界杯直播');
    expect(await ad.locator('img.im-card-picture').getAttribute('src')).toBe(picture);
    expect(await bubble(MSG_TYPE.VOICE_CHAT_1).getByTestId('call-record').getAttribute('data-state')).toBe(
      String(CALL_STATE.ENDED),
    );
    expect(await bubble(MSG_TYPE.VOICE_CHAT_1).textContent()).toContain('1:05');
    const roomAd = bubble(MSG_TYPE.CHAT_ROOM_AD).locator('a.im-card-ad');
    expect(await roomAd.locator('.im-card-text').textContent()).toBe('直播间福利：新人送金币');
    for (const card of [app, ad, roomAd]) {
      expect(await card.getAttribute('href')).toBe(link);
      expect(await card.getAttribute('target')).toBe('_blank');
      expect(await card.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // Only the mini program without a title falls back to "unsupported".
    const unsupported = b.page.locator('.im-unsupported');
    expect(await unsupported.count()).toBe(1);
    expect(await unsupported.textContent()).toBe(UNSUPPORTED[lang]);
    expect(await bubble(MSG_TYPE.MINI_PROGRAM).nth(1).locator('.im-unsupported').count()).toBe(1);
    if (lang !== 'zh') expect(await visibleChineseUiText(b.page)).toEqual([]);
    await screenshot(b.page, `chat-cards-${lang}`);
    // The voice chat with A, in the same language.
    await b.page.goto(`${server.url}/chat?id=${a.uid}`);
    await voiceBubbles(b.page).first().waitFor({ timeout: 15_000 });
    if (lang !== 'zh') expect(await visibleChineseUiText(b.page)).toEqual([]);
    await screenshot(b.page, `chat-voice-${lang}`);
  }

  // Tapping a card opens its link in a new tab, as a share link does.
  await b.page.goto(`${server.url}/chat?id=${other.uid}`);
  const opened = b.context.waitForEvent('page');
  await bubble(MSG_TYPE.MINI_PROGRAM).first().locator('a.im-card-app').click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toBe(link);
  await tab.close();
  await setLang(b.page, 'zh');
}, 180_000);
