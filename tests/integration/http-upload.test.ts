import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { devSmsCode, imCall, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
/** A guest's session (pictures) and a phone-verified account's (files: guests send none, issue 43). */
let auth: { uid: string; fastkey: string };
let member: { uid: string; fastkey: string };

beforeAll(async () => {
  server = await startServer();
  const login = await imCall(server.url, 'IMUser.guestLogin', {}, { deviceid: 'device-up' });
  auth = { uid: String((login.user as { uid: number }).uid), fastkey: login.fastkey as string };
  await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: '13900007001', mtype: 1 });
  const verified = await imCall(server.url, 'IMUser.verifyLogin', {
    zone: '86',
    uno: '13900007001',
    verifycode: await devSmsCode(server.url, '13900007001'),
  });
  member = { uid: String((verified.user as { uid: number }).uid), fastkey: verified.fastkey as string };
});
afterAll(async () => server?.close());

const PNG = readFileSync(new URL('../../public/avatars/1.png', import.meta.url));
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);

async function upload(bytes: Buffer, name: string, fields: Record<string, string> = auth) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = await fetch(`${server.url}/upload/upload.php`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return (await response.json()) as { ret: number; msg: string; url?: string };
}

test('a png and a jpg are stored and served back byte for byte', async () => {
  for (const [bytes, ext] of [
    [PNG, 'png'],
    [JPEG, 'jpg'],
  ] as const) {
    const answer = await upload(bytes, `me.${ext}`);
    expect(answer.ret).toBe(0);
    expect(answer.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{24}\\.${ext}$`));
    const served = await fetch(`${server.url}${answer.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  }
});

test('a file over 1 MB is refused with the spec text', async () => {
  const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
  const answer = await upload(big, 'big.png');
  expect(answer).toEqual({ ret: 104, msg: 'the file is over 1 MB' });
});

test('a file that is not jpg/png is refused whatever its name says', async () => {
  const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
  expect(await upload(gif, 'fake.png')).toEqual({ ret: 104, msg: 'only jpg/png images can be uploaded' });
});

test('an upload without a live session, or without a file, is refused', async () => {
  expect((await upload(PNG, 'a.png', { uid: auth.uid, fastkey: 'nope' })).ret).toBe(9);
  expect((await upload(PNG, 'a.png', {})).ret).toBe(9);
  const form = new FormData();
  form.append('uid', auth.uid);
  form.append('fastkey', auth.fastkey);
  const empty = await fetch(`${server.url}/upload/upload.php`, { method: 'POST', body: form });
  expect(await empty.json()).toEqual({ ret: 100, msg: 'no file in the upload' });
  const notMultipart = await fetch(`${server.url}/upload/upload.php`, { method: 'POST', body: 'x=1' });
  expect(((await notMultipart.json()) as { ret: number }).ret).toBe(100);
  expect((await fetch(`${server.url}/uploads/missing.png`)).status).toBe(404);
});

async function uploadFile(bytes: Buffer, name: string, fields: Record<string, string> = member) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('kind', 'file');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/html' }), name);
  const response = await fetch(`${server.url}/upload/upload.php`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    ret: number;
    msg: string;
    url?: string;
    filename?: string;
    size?: number;
  };
}

test('a chat file of any type is stored and served back only as a download, with its name', async () => {
  const page = Buffer.from('<html><script>alert(1)</script></html>');
  const answer = await uploadFile(page, '../../赛程 表.html');
  expect(answer).toMatchObject({ ret: 0, filename: '赛程 表.html', size: page.length });
  expect(answer.url).toMatch(/^\/upload\/files\/[0-9a-f]{24}\/%E8%B5%9B/);
  const served = await fetch(`${server.url}${answer.url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('application/octet-stream');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('content-disposition')).toBe(
    `attachment; filename="__ _.html"; filename*=UTF-8''${encodeURIComponent('赛程 表.html')}`,
  );
  expect(Buffer.from(await served.arrayBuffer()).equals(page)).toBe(true);
  // A file is never served as a page, not even through the image path.
  expect((await fetch(`${server.url}/uploads/${answer.url?.split('/')[3]}`)).status).toBe(404);
});

test('a chat file over 20 MB, one without a session and a made-up file id are refused', async () => {
  const big = Buffer.alloc(20 * 1024 * 1024 + 1);
  expect(await uploadFile(big, 'big.zip')).toEqual({ ret: 104, msg: 'the file is over 20 MB' });
  expect((await uploadFile(PNG, 'a.png', { uid: member.uid, fastkey: 'nope' })).ret).toBe(9);
  expect((await fetch(`${server.url}/upload/files/${'0'.repeat(24)}/x.txt`)).status).toBe(404);
  expect((await fetch(`${server.url}/upload/files/..%2F..%2Fetc/passwd`)).status).toBe(404);
});

test('an image over 1 MB is still refused when files may be 20 MB', async () => {
  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  expect(await upload(big, 'big.png')).toEqual({ ret: 104, msg: 'the file is over 1 MB' });
});
