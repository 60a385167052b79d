// Issue 45: a phone user who has done the real-name step applies to become a host; a moderator
// approves (the user becomes an anchor with a room of their own) or refuses with a reason; the
// user gets a notice either way; `host_auto_approve` approves at once. The rules are refused clearly.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { PLATFORM_UID } from '../../protocol/enums';
import { type HostApplicationInfo, LIVE_API_CODE } from '../../protocol/mainApiLive';
import { USER_TYPE } from '../../server/accounts/userType';
import { staffDb } from '../../server/admin/tables';
import { listMessages } from '../../server/chat/messages';
import { callMain, type MainUser } from '../helpers/mainApi';
import { setSetting, startServer, type TestServer } from '../helpers/server';
import { type StaffClient, staffLogin } from '../helpers/staff';
import { guest, registered } from './points-fixture';

let server: TestServer;
let moderator: StaffClient;
let phones = 0;

beforeAll(async () => {
  server = await startServer();
  moderator = await staffLogin(server.url, 'moderator');
});
afterAll(async () => {
  await server?.close();
});

const APPLY = {
  room_title: '周末英超聊球',
  category: 'football',
  room_cover: '/uploads/cover.webp',
  intro: '十年球迷',
};

async function call(user: MainUser, name: string, params: Record<string, string> = {}) {
  const answer = await callMain(server, name, { ...params, uid: user.uid, token: user.token });
  return answer as typeof answer & { data?: HostApplicationInfo };
}

/** A new phone user; with the real-name step done unless `realName` is false. */
async function phoneUser(realName = true): Promise<MainUser> {
  phones += 1;
  const user = await registered(server, `1381234${String(process.pid % 1000).padStart(3, '0')}${phones}`);
  if (realName) {
    const done = await call(user, 'encryptionRealName', {
      real_name: '张三',
      id_number: '11010519491231002X',
    });
    expect(done.code).toBe(200);
  }
  return user;
}

async function pendingId(uid: number): Promise<number> {
  const list = await moderator.call('GET', '/hosts/applications');
  const row = (list.body.pending as { id: number; uid: number }[]).find((a) => a.uid === uid);
  if (!row) throw new Error(`no pending application of ${uid}`);
  return row.id;
}

async function noticeTexts(uid: number): Promise<string[]> {
  const rows = await listMessages(server.db, chatKey(PLATFORM_UID, uid), 0);
  return rows.map((r) => Buffer.from(r.content).toString('utf8'));
}

const userRow = (uid: number) =>
  server.db.selectFrom('users').select('usertype').where('uid', '=', uid).executeTakeFirstOrThrow();

test('a guest and a user without the real-name step are refused with a clear error', async () => {
  const anon = await guest(server, 'host');
  const a = await call(anon, 'hostApply', APPLY);
  expect(a).toMatchObject({ code: LIVE_API_CODE.NEEDS_PHONE, msg: expect.stringMatching(/phone/) });
  const noName = await phoneUser(false);
  const b = await call(noName, 'hostApply', APPLY);
  expect(b).toMatchObject({ code: LIVE_API_CODE.NEEDS_REAL_NAME, msg: expect.stringMatching(/real-name/) });
  const info = await call(noName, 'hostApplication');
  expect(info.data).toMatchObject({ status: 'none', has_phone: 1, has_real_name: 0, is_host: 0 });
});

test('bad fields are refused, naming the field', async () => {
  const user = await phoneUser();
  expect((await call(user, 'hostApply', { ...APPLY, category: 'chess' })).msg).toMatch(/category/);
  expect((await call(user, 'hostApply', { ...APPLY, room_cover: 'javascript:alert(1)' })).msg).toMatch(
    /room_cover/,
  );
  expect((await call(user, 'hostApply', { ...APPLY, room_title: ' ' })).msg).toMatch(/room_title/);
  expect((await call(user, 'hostApplication')).data?.status).toBe('none');
});

test('one pending application; approval makes a host with a room and a notice; audited', async () => {
  const user = await phoneUser();
  expect((await call(user, 'hostApply', APPLY)).data).toMatchObject({ status: 'pending', has_real_name: 1 });
  const twice = await call(user, 'hostApply', APPLY);
  expect(twice.code).toBe(LIVE_API_CODE.ALREADY_PENDING);
  expect((await call(user, 'liveStreamKey')).code).toBe(LIVE_API_CODE.NOT_A_HOST);

  const id = await pendingId(user.uid);
  const approved = await moderator.call('POST', `/hosts/applications/${id}`, { outcome: 'approve' });
  expect(approved.status).toBe(200);
  const again = await moderator.call('POST', `/hosts/applications/${id}`, {
    outcome: 'refuse',
    reason: '重复',
  });
  expect(again.status).toBe(409);

  expect((await userRow(user.uid)).usertype).toBe(USER_TYPE.anchor);
  const room = await server.db
    .selectFrom('live_rooms')
    .select(['room_id', 'room_title', 'type_id', 'is_live'])
    .where('uid', '=', user.uid)
    .executeTakeFirstOrThrow();
  expect(room).toMatchObject({
    room_id: approved.body.room_id,
    room_title: APPLY.room_title,
    type_id: 1,
    is_live: 0,
  });
  const key = await call(user, 'liveStreamKey');
  expect(key.data).toMatchObject({ room_id: room.room_id, key_created_at: 0 });
  expect((await call(user, 'hostApplication')).data).toMatchObject({ status: 'approved', is_host: 1 });
  expect((await call(user, 'hostApply', APPLY)).code).toBe(LIVE_API_CODE.ALREADY_HOST);
  expect((await noticeTexts(user.uid)).join('\n')).toContain('主播申请已通过');

  const logged = await staffDb(server.db)
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', 'host.approve')
    .where('target', '=', `user:${user.uid}`)
    .executeTakeFirstOrThrow();
  expect(JSON.parse(logged.after ?? '')).toMatchObject({ status: 'approved', room_id: room.room_id });
});

test('a refused user sees the reason, gets a notice, and may apply again', async () => {
  const user = await phoneUser();
  await call(user, 'hostApply', APPLY);
  const id = await pendingId(user.uid);
  const noReason = await moderator.call('POST', `/hosts/applications/${id}`, { outcome: 'refuse' });
  expect(noReason.status).toBe(400);
  const refused = await moderator.call('POST', `/hosts/applications/${id}`, {
    outcome: 'refuse',
    reason: '封面不清晰',
  });
  expect(refused.status).toBe(200);
  expect((await call(user, 'hostApplication')).data).toMatchObject({
    status: 'refused',
    reason: '封面不清晰',
  });
  expect((await userRow(user.uid)).usertype).toBe(USER_TYPE.ordinary);
  expect((await noticeTexts(user.uid)).join('\n')).toContain('封面不清晰');
  const retry = await call(user, 'hostApply', { ...APPLY, room_cover: '/uploads/better.webp' });
  expect(retry.data).toMatchObject({ status: 'pending', room_cover: '/uploads/better.webp' });
});

test('with host_auto_approve on, an application is approved at once', async () => {
  await setSetting(server, 'host_auto_approve', 1);
  try {
    const user = await phoneUser();
    const answer = await call(user, 'hostApply', { ...APPLY, category: 'esports' });
    expect(answer.data).toMatchObject({ status: 'approved', is_host: 1 });
    expect((await userRow(user.uid)).usertype).toBe(USER_TYPE.anchor);
  } finally {
    await setSetting(server, 'host_auto_approve', null);
  }
});

test('staff without the moderator role cannot list or decide applications', async () => {
  const user = await phoneUser();
  await call(user, 'hostApply', APPLY);
  const id = await pendingId(user.uid);
  for (const role of ['cs', 'editor'] as const) {
    const staff = await staffLogin(server.url, role);
    expect((await staff.call('GET', '/hosts/applications')).status).toBe(403);
    expect((await staff.call('POST', `/hosts/applications/${id}`, { outcome: 'approve' })).status).toBe(403);
  }
  expect((await call(user, 'hostApplication')).data?.status).toBe('pending');
});
