import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { groupsDb } from './tables';

/** A group QR code admits for 7 days (follows WeChat's group QR codes). */
export const GROUP_QR_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const SECRET_NAME = 'group-qr';
const VERSION = 'g1';
const keys = new WeakMap<object, Promise<Buffer>>();

/**
 * The signing key, shared by every node through the store: the first node to need it inserts a
 * random one (a concurrent insert loses quietly) and everyone reads the stored row.
 */
function signingKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      const gdb = groupsDb(db);
      await gdb
        .insertInto('group_secrets')
        .values({ name: SECRET_NAME, secret: randomBytes(32).toString('base64') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await gdb
        .selectFrom('group_secrets')
        .select('secret')
        .where('name', '=', SECRET_NAME)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.secret, 'base64');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function sign(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/**
 * The `verify` text of a group QR code shared by member `inviter`: `g1.<groupkey>.<inviter>.<expiry
 * in s>.<HMAC-SHA256, base64url>`. It admits to that group only, through that inviter, until it
 * expires (checked by {@link checkGroupQrCode}).
 */
export async function issueGroupQrCode(
  db: Kysely<Database>,
  groupkey: number,
  inviter: number,
  now: number,
): Promise<string> {
  const expiry = Math.floor((now + GROUP_QR_TTL_MS) / 1000);
  const payload = `${VERSION}.${groupkey}.${inviter}.${expiry}`;
  return `${payload}.${sign(await signingKey(db), payload).toString('base64url')}`;
}

/**
 * True when `verify` is a code this server issued for `groupkey` and `inviter` that has not
 * expired at `now`. Anything else (malformed, another group or inviter, a forged or expired
 * code) is false: result 20, invalid group QR code.
 */
export async function checkGroupQrCode(
  db: Kysely<Database>,
  verify: string,
  groupkey: number,
  inviter: number,
  now: number,
): Promise<boolean> {
  const match = /^g1\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(verify);
  if (!match) return false;
  const [, key, by, expiry, signature] = match;
  if (Number(key) !== groupkey || Number(by) !== inviter || Number(expiry) * 1000 <= now) return false;
  const expected = sign(await signingKey(db), `${VERSION}.${key}.${by}.${expiry}`);
  const given = Buffer.from(signature ?? '', 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
