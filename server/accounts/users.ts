import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { defaultAvatar, guestNickname, newFid, registeredNickname, type UserRow } from './profile';

type Db = Kysely<Database>;

export interface NewUser {
  /** null for a guest. */
  phone: string | null;
  zone: string;
  channel: number;
  siteid: number;
}

/** Inserts a user with a fresh fid, its default nickname and avatar. */
export async function createUser(db: Db, now: number, user: NewUser): Promise<UserRow> {
  let fid = newFid();
  for (
    let tries = 0;
    await db.selectFrom('users').select('uid').where('fid', '=', fid).executeTakeFirst();
    tries++
  ) {
    if (tries > 5) throw new Error('could not find a free fid');
    fid = newFid();
  }
  const { uid } = await db
    .insertInto('users')
    .values({ ...user, fid, created_at: now, lastlogout_at: now, privacy: 0n })
    .returning('uid')
    .executeTakeFirstOrThrow();
  return db
    .updateTable('users')
    .set({
      nickname: user.phone === null ? guestNickname(uid) : registeredNickname(user.phone),
      headurl: defaultAvatar(uid),
    })
    .where('uid', '=', uid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findUser(db: Db, uid: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export function findUserByPhone(db: Db, zone: string, phone: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('zone', '=', zone)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

/** Records that a device was seen (creating its row) and returns the row. */
export async function touchDevice(db: Db, now: number, deviceid: string) {
  await db
    .insertInto('devices')
    .values({ deviceid, created_at: now, last_seen_at: now })
    .onConflict((oc) => oc.column('deviceid').doUpdateSet({ last_seen_at: now }))
    .execute();
  return db.selectFrom('devices').selectAll().where('deviceid', '=', deviceid).executeTakeFirstOrThrow();
}
