// Issue 43 item 7: the disk filled by guests. Guests send no files and only a small allowance of
// pictures; every account has a daily allowance and the whole site a daily budget, counted in the
// database (every node, every restart), refused with a clear code when spent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { imRetText } from '../../../protocol/apiCodes';
import { devSmsCode, imCall, setSetting, type TestServer } from '../../helpers/server';
import { onEachStore } from './stores';

const DAY_MS = 86_400_000;
const KB = 1024;
const PNG = readFileSync(new URL('../../../public/avatars/1.png', import.meta.url));

let sessions = 0;
interface Session {
  uid: string;
  fastkey: string;
}

async function guest(server: TestServer): Promise<Session> {
  sessions += 1;
  const login = await imCall(
    server.url,
    'IMUser.guestLogin',
    {},
    { deviceid: `up-${process.pid}-${sessions}` },
  );
  return { uid: String((login.user as { uid: number }).uid), fastkey: login.fastkey as string };
}

async function phoneUser(server: TestServer): Promise<Session> {
  sessions += 1;
  const uno = `136${String(process.pid % 10_000).padStart(4, '0')}${String(sessions).padStart(4, '0')}`;
  await imCall(server.url, 'IMTools.getValid', { zone: '86', uno, mtype: 1 });
  const login = await imCall(server.url, 'IMUser.verifyLogin', {
    zone: '86',
    uno,
    verifycode: await devSmsCode(server.url, uno),
  });
  if (login.ret !== 0) throw new Error(`SMS login failed: ${JSON.stringify(login)}`);
  return { uid: String((login.user as { uid: number }).uid), fastkey: login.fastkey as string };
}

/** A png of about `size` bytes (the avatar with padding after its end: still a png by its first bytes). */
function picture(size: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length))]);
}

async function upload(server: TestServer, who: Session, bytes: Buffer, kind?: 'file') {
  const form = new FormData();
  form.append('uid', who.uid);
  form.append('fastkey', who.fastkey);
  if (kind) form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), kind ? 'report.csv' : 'a.png');
  const response = await fetch(`${server.url}/upload/upload.php`, { method: 'POST', body: form });
  return (await response.json()) as { ret: number; msg: string; url?: string };
}

/** Files kept on the disk: chat files and pictures. */
function stored(server: TestServer): number {
  const dir = server.config.dataDir;
  return readdirSync(join(dir, 'files')).length + readdirSync(join(dir, 'uploads')).length;
}

onEachStore('upload allowances', (start) => {
  test('a guest sends no file, and pictures only within its own allowance; nothing is kept when refused', async () => {
    let now = Date.parse('2026-12-01T04:00:00Z');
    const server = await start({}, { now: () => now });
    await setSetting(server, 'upload_guest_daily_mb', 1);
    const g = await guest(server);
    const before = stored(server);
    const file = await upload(server, g, Buffer.from('a,b\n1,2\n'), 'file');
    expect(file.ret).toBe(107);
    expect(file.msg).toBe('guests cannot send files: log in with a phone first');
    expect(imRetText(107, 'zh')).toBe('游客不能发送文件，请先登录并绑定手机号');
    expect(stored(server)).toBe(before);

    expect((await upload(server, g, picture(600 * KB))).ret).toBe(0);
    const second = await upload(server, g, picture(600 * KB));
    expect(second.ret).toBe(108);
    expect(second.msg).toMatch(/allowance of 1 MB is used up/);
    expect(stored(server)).toBe(before + 1);
    // Another guest has its own allowance; the next day this one's is whole again.
    expect((await upload(server, await guest(server), picture(600 * KB))).ret).toBe(0);
    now += DAY_MS;
    expect((await upload(server, g, picture(600 * KB))).ret).toBe(0);
  });

  test("an account's files and pictures stop at its allowance, the site's at its budget", async () => {
    const server = await start();
    await setSetting(server, 'upload_user_daily_mb', 1);
    const a = await phoneUser(server);
    expect((await upload(server, a, Buffer.alloc(700 * KB, 1), 'file')).ret).toBe(0);
    expect((await upload(server, a, picture(400 * KB))).ret).toBe(108);
    expect((await upload(server, a, picture(300 * KB))).ret).toBe(0);

    await setSetting(server, 'upload_user_daily_mb', 200);
    await setSetting(server, 'upload_daily_mb', 2);
    const b = await phoneUser(server);
    // The site has taken 1000 KB today: 1048 KB are left for everyone together.
    expect((await upload(server, b, Buffer.alloc(1000 * KB, 2), 'file')).ret).toBe(0);
    const spent = await upload(server, b, Buffer.alloc(100 * KB, 3), 'file');
    expect(spent.ret).toBe(109);
    expect(spent.msg).toMatch(/upload budget for today is spent/);
    expect(imRetText(109, 'th')).toMatch(/ทั้งระบบ/);
    // Refused for the site, the account's own allowance was not charged for it.
    await setSetting(server, 'upload_daily_mb', 10_240);
    expect((await upload(server, b, Buffer.alloc(100 * KB, 3), 'file')).ret).toBe(0);
  });

  test('twenty uploads at once never pass an allowance', async () => {
    const server = await start();
    await setSetting(server, 'upload_user_daily_mb', 1);
    const a = await phoneUser(server);
    const before = stored(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(server, a, Buffer.alloc(100 * KB, i), 'file')),
    );
    // 1 MB holds ten 100 KB files and not eleven.
    expect(answers.filter((r) => r.ret === 0)).toHaveLength(10);
    expect(answers.filter((r) => r.ret === 108)).toHaveLength(10);
    expect(stored(server)).toBe(before + 10);
  });

  test('the allowances have bounds, said in the refusal', async () => {
    const server = await start();
    await expect(setSetting(server, 'upload_guest_daily_mb', 1000)).rejects.toThrow(
      'upload_guest_daily_mb must be 0..100 MB of pictures a product day for each guest, got 1000',
    );
    await expect(setSetting(server, 'upload_daily_mb', -1)).rejects.toThrow(/non-negative integer/);
  });
});
