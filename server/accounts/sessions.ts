import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { newSecret, sha256Hex } from './secrets';
import { touchDevice } from './users';

type Db = Kysely<Database>;

/**
 * Sessions (fastkeys) and main-API tokens: each has an owner (uid), a device, a sliding expiry
 * ({@link SESSION_TTL_MS} after its last use) and is revoked by deleting its row. A device's tokens
 * live and die with the device's session. DESIGN.md §7 Auth.
 */

/** Sliding expiry of fastkeys and tokens: unused this long, they stop working (follows 30-day web sessions). */
export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

/** How a session was made: a login on the phone/web client, or a PC QR login the app approved. */
export type SessionClient = 'phone' | 'pc';

/** Sessions that just stopped working: their sockets are to be closed (server/im/registry.ts). */
export interface Revocation {
  uid: number;
  /** SHA-256 (hex) of each revoked fastkey. */
  fastkeyHashes: string[];
  /** The device whose login caused it (shown in the login-elsewhere notice); '' for a logout or reset. */
  byDevice: string;
}

/**
 * Starts (or renews) the session of `uid` on `deviceid`, one per user and device; a previous
 * fastkey of that device stops working and is returned as revoked. `keyHash` is a fastkey the
 * client made itself (a PC's secret); otherwise a fresh one is made and returned.
 */
export async function startSession(
  db: Db,
  now: number,
  uid: number,
  deviceid: string,
  client: SessionClient,
  keyHash?: string,
): Promise<{ fastkey: string; revoked: string[] }> {
  const fastkey = keyHash ? '' : newSecret();
  const fastkey_hash = keyHash ?? sha256Hex(fastkey);
  const old = await db
    .selectFrom('sessions')
    .select('fastkey_hash')
    .where('uid', '=', uid)
    .where('deviceid', '=', deviceid)
    .executeTakeFirst();
  await db
    .insertInto('sessions')
    .values({ uid, deviceid, fastkey_hash, client, created_at: now, last_used_at: now })
    .onConflict((oc) =>
      oc
        .columns(['uid', 'deviceid'])
        .doUpdateSet({ fastkey_hash, client, created_at: now, last_used_at: now }),
    )
    .execute();
  await touchDevice(db, now, deviceid);
  await db.updateTable('devices').set({ last_uid: uid }).where('deviceid', '=', deviceid).execute();
  return { fastkey, revoked: old && old.fastkey_hash !== fastkey_hash ? [old.fastkey_hash] : [] };
}

/** The live session a fastkey belongs to (used within the sliding expiry), if any. */
export function findSession(db: Db, now: number, fastkey: string) {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('fastkey_hash', '=', sha256Hex(fastkey))
    .where('last_used_at', '>', now - SESSION_TTL_MS)
    .executeTakeFirst();
}

/** Which sessions of a user {@link revokeSessions} ends. */
export interface RevokeWhich {
  /** Only this device's session. */
  deviceid?: string;
  /** Every session but this device's. */
  exceptDevice?: string;
  /** Only sessions made this way. */
  client?: SessionClient;
}

/** Ends sessions of `uid` and the main-API tokens of their devices; returns the revoked fastkey hashes. */
export async function revokeSessions(db: Db, uid: number, which: RevokeWhich): Promise<string[]> {
  // NOTE: inside a caller's transaction (staff banning a user with its audit row) the work joins it.
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return inTransaction(async (tx) => {
    let select = tx.selectFrom('sessions').select(['id', 'deviceid', 'fastkey_hash']).where('uid', '=', uid);
    if (which.deviceid !== undefined) select = select.where('deviceid', '=', which.deviceid);
    if (which.exceptDevice !== undefined) select = select.where('deviceid', '<>', which.exceptDevice);
    if (which.client !== undefined) select = select.where('client', '=', which.client);
    const rows = await select.execute();
    if (rows.length === 0) return [];
    await tx
      .deleteFrom('sessions')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    await tx
      .deleteFrom('api_tokens')
      .where('uid', '=', uid)
      .where(
        'deviceid',
        'in',
        rows.map((r) => r.deviceid),
      )
      .execute();
    return rows.map((r) => r.fastkey_hash);
  });
}
