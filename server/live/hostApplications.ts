import type { Kysely } from 'kysely';
import { LIVE_TYPE, MSG_TYPE } from '../../protocol/enums';
import { MAIN_CODE } from '../../protocol/mainApi';
import {
  HOST_APPLY_LIMITS,
  HOST_CATEGORIES,
  HOST_CATEGORY,
  type HostApplicationInfo,
  type HostCategory,
  LIVE_API_CODE,
} from '../../protocol/mainApiLive';
import { USER_TYPE } from '../accounts/userType';
import type { StoredMessage } from '../chat/messages';
import { writePlatformMessage } from '../money/notices';
import { pointsDb } from '../points/tables';
import { Refusal } from '../refusal';
import { isStorableUrl } from '../safeUrl';
import type { Database } from '../store';
import { hostRoomOf } from './keys';
import { liveDb } from './tables';

/**
 * Becoming a host (issue 45): a phone user who has done the real-name step applies with a room
 * title, a category, a cover and a line about themselves; a moderator approves or refuses it in
 * the staff console (server/admin/hostsRoutes.ts), or it is approved at once when the setting
 * `host_auto_approve` is 1. Approval makes the user an anchor (spec 000 §1) with a room of their
 * own (offline until they push with a stream key from /golive). Either way the platform account
 * writes the user a notice.
 */

export interface HostApplicationsTable {
  id: import('kysely').Generated<number>;
  uid: number;
  room_title: string;
  type_id: number;
  room_cover: string;
  intro: string;
  status: 'pending' | 'approved' | 'refused';
  reason: import('kysely').Generated<string>;
  decided_by: import('kysely').Generated<string>;
  room_id: import('kysely').Generated<number>;
  created_at: number;
  decided_at: import('kysely').Generated<number>;
}

type Db = Kysely<Database>;

function appsDb(db: Db) {
  return liveDb(db).withTables<{ host_applications: HostApplicationsTable }>();
}

function categoryOf(typeId: number): HostCategory {
  return HOST_CATEGORIES.find((c) => HOST_CATEGORY[c] === typeId) ?? 'other';
}

export interface HostApplyFields {
  room_title: string;
  category: HostCategory;
  room_cover: string;
  intro: string;
}

/** The fields checked and trimmed. @throws {Refusal} main 400 saying which is wrong. */
export function checkApplyFields(params: Readonly<Record<string, string | undefined>>): HostApplyFields {
  const title = (params.room_title ?? '').trim();
  const intro = (params.intro ?? '').trim();
  const cover = (params.room_cover ?? '').trim();
  const category = params.category as HostCategory;
  if (title === '' || [...title].length > HOST_APPLY_LIMITS.title)
    throw new Refusal(
      'main',
      MAIN_CODE.BAD_REQUEST,
      `room_title must be 1 to ${HOST_APPLY_LIMITS.title} characters`,
    );
  if (!HOST_CATEGORIES.includes(category))
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, `category must be one of ${HOST_CATEGORIES.join(', ')}`);
  if (cover === '' || !isStorableUrl(cover))
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'room_cover must be an uploaded picture');
  if (intro === '' || [...intro].length > HOST_APPLY_LIMITS.intro)
    throw new Refusal(
      'main',
      MAIN_CODE.BAD_REQUEST,
      `intro must be 1 to ${HOST_APPLY_LIMITS.intro} characters`,
    );
  return { room_title: title, category, room_cover: cover, intro };
}

async function eligibility(db: Db, uid: number) {
  const user = await db
    .selectFrom('users')
    .select(['phone', 'usertype'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  const real = await pointsDb(db)
    .selectFrom('real_names')
    .select('uid')
    .where('uid', '=', uid)
    .executeTakeFirst();
  const isHost = user?.usertype === USER_TYPE.anchor && (await hostRoomOf(db, uid)) !== undefined;
  return { hasPhone: !!user?.phone, hasRealName: real !== undefined, isHost };
}

/** What /golive shows the caller: their latest application and whether they may apply. */
export async function hostApplicationInfo(db: Db, uid: number): Promise<HostApplicationInfo> {
  const [row, who] = await Promise.all([
    appsDb(db)
      .selectFrom('host_applications')
      .selectAll()
      .where('uid', '=', uid)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    eligibility(db, uid),
  ]);
  return {
    status: row?.status ?? 'none',
    room_title: row?.room_title ?? '',
    category: row ? categoryOf(row.type_id) : 'other',
    room_cover: row?.room_cover ?? '',
    intro: row?.intro ?? '',
    reason: row?.reason ?? '',
    created_at: row ? Math.floor(Number(row.created_at) / 1000) : 0,
    has_phone: who.hasPhone ? 1 : 0,
    has_real_name: who.hasRealName ? 1 : 0,
    is_host: who.isHost ? 1 : 0,
  };
}

/**
 * Adds the caller's application, inside `trx`: refused for a guest, without the real-name step,
 * for a host, or while another of theirs is pending. Returns its id.
 */
export async function addApplication(
  trx: Db,
  uid: number,
  fields: HostApplyFields,
  now: number,
): Promise<number> {
  const who = await eligibility(trx, uid);
  if (!who.hasPhone)
    throw new Refusal('main', LIVE_API_CODE.NEEDS_PHONE, 'bind a phone number before applying to host');
  if (!who.hasRealName)
    throw new Refusal(
      'main',
      LIVE_API_CODE.NEEDS_REAL_NAME,
      'complete the real-name step before applying to host',
    );
  if (who.isHost) throw new Refusal('main', LIVE_API_CODE.ALREADY_HOST, 'you host a room already');
  const pending = await appsDb(trx)
    .selectFrom('host_applications')
    .select('id')
    .where('uid', '=', uid)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending)
    throw new Refusal('main', LIVE_API_CODE.ALREADY_PENDING, 'your application is waiting for a decision');
  const row = await appsDb(trx)
    .insertInto('host_applications')
    .values({
      uid,
      room_title: fields.room_title,
      type_id: HOST_CATEGORY[fields.category],
      room_cover: fields.room_cover,
      intro: fields.intro,
      status: 'pending',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface Decision {
  uid: number;
  roomId: number;
  notice: StoredMessage;
}

/** The pending application `id` (for update), or undefined when it is not pending (decided, or none). */
async function pendingApplication(trx: Db, id: number) {
  return appsDb(trx)
    .selectFrom('host_applications')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function findApplication(db: Db, id: number) {
  return appsDb(db).selectFrom('host_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Approves the pending application `id` inside `trx` (the guarded status move makes a second
 * approval a no-op: undefined): the user becomes an anchor with a new room, and gets a notice.
 */
export async function approveApplication(
  trx: Db,
  id: number,
  by: string,
  now: number,
): Promise<Decision | undefined> {
  const app = await pendingApplication(trx, id);
  if (!app) return undefined;
  const ldb = liveDb(trx);
  let roomId = await hostRoomOf(trx, app.uid);
  if (roomId === undefined) {
    const top = await ldb
      .selectFrom('live_rooms')
      .select((eb) => eb.fn.max('room_id').as('n'))
      .executeTakeFirstOrThrow();
    roomId = Number(top.n ?? 0) + 1;
    await ldb
      .insertInto('live_rooms')
      .values({
        room_id: roomId,
        uid: app.uid,
        room_title: app.room_title,
        room_cover: app.room_cover,
        type_id: app.type_id,
        live_type: LIVE_TYPE.ANCHOR_TALK,
        heat: 0,
        short_name_zh: '',
        live_id: roomId * 100 + 1,
        is_live: 0,
        started_at: now,
      })
      .execute();
  }
  const moved = await appsDb(trx)
    .updateTable('host_applications')
    .set({ status: 'approved', decided_by: by, decided_at: now, room_id: roomId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return undefined;
  await trx.updateTable('users').set({ usertype: USER_TYPE.anchor }).where('uid', '=', app.uid).execute();
  const notice = await writeHostNotice(
    trx,
    app.uid,
    `你的主播申请已通过，直播间「${app.room_title}」已开通，打开“开播设置”获取推流码。\n` +
      'คำขอเป็นสตรีมเมอร์ได้รับการอนุมัติแล้ว เปิด "ตั้งค่าการถ่ายทอด" เพื่อรับคีย์สตรีม\n' +
      'Pengajuan host Anda disetujui. Buka "Pengaturan siaran" untuk kunci stream.',
    now,
  );
  return { uid: app.uid, roomId, notice };
}

/** Refuses the pending application `id` with `reason` inside `trx` (undefined when it is not pending). */
export async function refuseApplication(
  trx: Db,
  id: number,
  reason: string,
  by: string,
  now: number,
): Promise<Decision | undefined> {
  const app = await pendingApplication(trx, id);
  if (!app) return undefined;
  const moved = await appsDb(trx)
    .updateTable('host_applications')
    .set({ status: 'refused', reason, decided_by: by, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return undefined;
  const notice = await writeHostNotice(
    trx,
    app.uid,
    `你的主播申请未通过：${reason}。修改后可以重新申请。\n` +
      `คำขอเป็นสตรีมเมอร์ไม่ผ่าน: ${reason} แก้ไขแล้วสมัครใหม่ได้\n` +
      `Pengajuan host Anda ditolak: ${reason}. Anda bisa mengajukan lagi.`,
    now,
  );
  return { uid: app.uid, roomId: 0, notice };
}

/** The applications the console lists: pending first (oldest first), then the latest decided. */
export async function applicationsForStaff(db: Db) {
  const select = () =>
    appsDb(db)
      .selectFrom('host_applications as a')
      .innerJoin('users as u', 'u.uid', 'a.uid')
      .select([
        'a.id',
        'a.uid',
        'u.nickname',
        'u.phone',
        'a.room_title',
        'a.type_id',
        'a.room_cover',
        'a.intro',
        'a.status',
        'a.reason',
        'a.decided_by',
        'a.room_id',
        'a.created_at',
        'a.decided_at',
      ]);
  const [pending, decided] = await Promise.all([
    select().where('a.status', '=', 'pending').orderBy('a.id').limit(200).execute(),
    select().where('a.status', '<>', 'pending').orderBy('a.decided_at', 'desc').limit(50).execute(),
  ]);
  const view = (r: (typeof pending)[number]) => ({
    ...r,
    category: categoryOf(r.type_id),
    created_at: Number(r.created_at),
    decided_at: Number(r.decided_at),
  });
  return { pending: pending.map(view), decided: decided.map(view) };
}

const utf8 = new TextEncoder();

/** A text message from the platform account into its private chat with `uid`, inside `trx`. */
function writeHostNotice(trx: Db, uid: number, text: string, now: number): Promise<StoredMessage> {
  return writePlatformMessage(trx, uid, MSG_TYPE.TEXT, utf8.encode(text), now);
}
