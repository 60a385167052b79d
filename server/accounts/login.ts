import type { Kysely } from 'kysely';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { guestNickname, registeredNickname, toProfile, type UserProfile, type UserRow } from './profile';
import { loginLocked, RET } from './results';
import { verifyPassword } from './secrets';
import { findSession } from './sessions';
import { CODE_PURPOSE, consumeCode } from './smsCodes';
import { createUser, findUser, findUserByPhone, touchDevice } from './users';

type Db = Kysely<Database>;

/** A successful login: the profile and the fastkey the client keeps for fast logins. */
export interface LoginResult {
  user: UserProfile;
  fastkey: string;
}

/** Where the client says it comes from (win_param siteid / channel); stored on new users. */
export interface ClientOrigin {
  channel: number;
  siteid: number;
}

/**
 * DECISIONS.md Accounts: 10 failed password logins per phone per hour, then refused for an hour;
 * counted per phone and client address (issue 14), so a stranger cannot lock the owner out.
 */
export const LOGIN_LOCK = { maxFailures: 10, windowMs: 3_600_000, lockMs: 3_600_000 } as const;

/** The device's guest account, created on its first guest login; the same device gets the same guest. */
export async function guestLogin(
  db: Db,
  now: number,
  deviceid: string,
  origin: ClientOrigin,
): Promise<UserRow> {
  let device = await touchDevice(db, now, deviceid);
  if (device.guest_uid === null) {
    const guest = await createUser(db, now, { phone: null, zone: '86', ...origin });
    // NOTE: guarded on guest_uid being still empty: of two concurrent first logins one wins, the
    // other's fresh row is removed and both end up with the same guest.
    const claimed = await db
      .updateTable('devices')
      .set({ guest_uid: guest.uid })
      .where('deviceid', '=', deviceid)
      .where('guest_uid', 'is', null)
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== 1n) await db.deleteFrom('users').where('uid', '=', guest.uid).execute();
    device = await touchDevice(db, now, deviceid);
  }
  const uid = device.guest_uid;
  const user = uid === null ? undefined : await findUser(db, uid);
  if (!user) throw new Error(`device ${deviceid} has no guest row`);
  return user;
}

/**
 * SMS-code login (IMUser.verifyLogin). An existing phone logs into its account; a new phone on a
 * device with a guest turns that guest into the registered user (its uid and data stay); otherwise
 * a new user is made.
 */
export async function codeLogin(
  db: Db,
  now: number,
  zone: string,
  phone: string,
  code: string,
  deviceid: string,
  origin: ClientOrigin,
): Promise<UserRow> {
  await consumeCode(db, now, zone, phone, CODE_PURPOSE.login, code);
  let user = await findUserByPhone(db, zone, phone);
  if (!user) {
    try {
      const device = await touchDevice(db, now, deviceid);
      const guest = device.guest_uid === null ? undefined : await findUser(db, device.guest_uid);
      user = guest && guest.phone === null ? await promoteGuest(db, guest, zone, phone) : undefined;
      user ??= await createUser(db, now, { phone, zone, ...origin });
    } catch (error) {
      // NOTE: two first logins of one phone at once: the unique (zone, phone) index lets one
      // register; the other logs into that account.
      user = await findUserByPhone(db, zone, phone);
      if (!user) throw error;
    }
  }
  return user;
}

async function promoteGuest(
  db: Db,
  guest: UserRow,
  zone: string,
  phone: string,
): Promise<UserRow | undefined> {
  return db.transaction().execute(async (tx) => {
    const promoted = await tx
      .updateTable('users')
      .set({
        phone,
        zone,
        // NOTE: a nickname the user chose is kept; only the generated guest name is replaced.
        ...(guest.nickname === guestNickname(guest.uid) ? { nickname: registeredNickname(phone) } : {}),
      })
      .where('uid', '=', guest.uid)
      .where('phone', 'is', null)
      .returningAll()
      .executeTakeFirst();
    // The device's next guest login makes a fresh guest instead of entering the registered account.
    if (promoted)
      await tx.updateTable('devices').set({ guest_uid: null }).where('guest_uid', '=', guest.uid).execute();
    return promoted;
  });
}

/** Throws "too frequent" while a phone is locked out by failed password logins. */
export async function checkLoginLock(
  db: Db,
  now: number,
  zone: string,
  phone: string,
  client: string,
): Promise<void> {
  const recent = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('zone', '=', zone)
    .where('phone', '=', phone)
    .where('client_addr', '=', client)
    .where('failed_at', '>', now - LOGIN_LOCK.windowMs - LOGIN_LOCK.lockMs)
    .orderBy('failed_at', 'desc')
    .limit(LOGIN_LOCK.maxFailures)
    .execute();
  const last = recent[0];
  const tenth = recent[LOGIN_LOCK.maxFailures - 1];
  // NOTE: failures are not recorded while locked, so the latest failure is the one that set the lock.
  if (
    last &&
    tenth &&
    last.failed_at - tenth.failed_at < LOGIN_LOCK.windowMs &&
    now < last.failed_at + LOGIN_LOCK.lockMs
  ) {
    const minutes = Math.ceil((last.failed_at + LOGIN_LOCK.lockMs - now) / 60_000);
    throw loginLocked(minutes);
  }
}

/** Checks a password of a registered phone, counting failures from `client` toward its lock. */
export async function checkPassword(
  db: Db,
  now: number,
  user: UserRow | undefined,
  zone: string,
  phone: string,
  password: string,
  client: string,
) {
  await checkLoginLock(db, now, zone, phone, client);
  if (user && user.password_hash === null)
    throw new Refusal('ret', RET.passwordNotSet, 'password not set: log in with an SMS code');
  if (user?.password_hash && (await verifyPassword(password, user.password_hash))) {
    await db
      .deleteFrom('login_failures')
      .where('zone', '=', zone)
      .where('phone', '=', phone)
      .where('client_addr', '=', client)
      .execute();
    return user;
  }
  await db
    .insertInto('login_failures')
    .values({ zone, phone, failed_at: now, client_addr: client })
    .execute();
  throw new Refusal('ret', RET.passwordError, 'password error');
}

/** IMUser.passwdLogin. An unknown phone answers like a wrong password, and counts the same. */
export async function passwordLogin(
  db: Db,
  now: number,
  zone: string,
  phone: string,
  password: string,
  client: string,
): Promise<UserRow> {
  return checkPassword(db, now, await findUserByPhone(db, zone, phone), zone, phone, password, client);
}

/**
 * The user of a live session, or undefined. `uno` is the phone or, for a guest, the uid; a device id,
 * when given, must be the session's.
 */
export async function sessionUser(
  db: Db,
  now: number,
  fastkey: string,
  who: { uno?: string; uid?: number; deviceid?: string },
): Promise<UserRow | undefined> {
  const session = await findSession(db, now, fastkey);
  if (!session) return undefined;
  if (who.uid !== undefined && who.uid !== session.uid) return undefined;
  if (who.deviceid && who.deviceid !== session.deviceid) return undefined;
  const user = await findUser(db, session.uid);
  if (!user) return undefined;
  if (who.uno !== undefined && who.uno !== user.phone && who.uno !== String(user.uid)) return undefined;
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', session.id).execute();
  return user;
}

/** IMUser.fastLogin: the session's fastkey stays the same. */
export async function fastLogin(
  db: Db,
  now: number,
  uno: string,
  fastkey: string,
  deviceid: string | undefined,
) {
  const user = await sessionUser(db, now, fastkey, { uno, ...(deviceid ? { deviceid } : {}) });
  if (!user) throw new Refusal('ret', RET.fastKeyError, 'fast key error: log in again');
  return { user: toProfile(user), fastkey };
}
