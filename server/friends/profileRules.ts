import { type Kysely, sql } from 'kysely';
import { PROFILE_LIMITS } from '../../protocol/accountRules';
import { RESULT, type ResultCode } from '../../protocol/result';
import { CODE_PURPOSE } from '../accounts';
import { consumeCode } from '../accounts/smsCodes';
import { checkPhone, checkZone } from '../accounts/validate';
import { isRefusal, Refusal } from '../refusal';
import { isStorableUrl } from '../safeUrl';

import { type Database, readUint64, storeUint64 } from '../store';

type Db = Kysely<Database>;

/** Spec 000 §5: a nickname is 1..6 Chinese characters, changed at most once a day (result 7 otherwise). */
const NICKNAME_PATTERN = new RegExp(`^\\p{Script=Han}{1,${PROFILE_LIMITS.NICKNAME_MAX}}$`, 'u');

/** Control characters (C0, DEL, C1) never belong in a profile text. */
const CONTROL = /\p{Cc}/u;

function chars(text: string): number {
  return [...text].length;
}

function checkText(text: string, max: number, what: string, allowEmpty = false): string {
  const value = text.trim();
  if (!allowEmpty && value === '') throw new Refusal('result', RESULT.FAIL, `${what} must not be empty`);
  if (chars(value) > max) throw new Refusal('result', RESULT.FAIL, `${what} is at most ${max} characters`);
  if (CONTROL.test(value)) throw new Refusal('result', RESULT.FAIL, `${what} has control characters`);
  return value;
}

/** Spec 000 §5: a signature is not empty and differs from the current one. Returns the stored text. */
export async function setSign(db: Db, uid: number, sign: string): Promise<string> {
  const value = checkText(sign, PROFILE_LIMITS.SIGN_MAX, 'the signature');
  const done = await db
    .updateTable('users')
    .set({ sign: value })
    .where('uid', '=', uid)
    .where('sign', '<>', value)
    .executeTakeFirst();
  if (done.numUpdatedRows !== 1n) throw new Refusal('result', RESULT.FAIL, 'the signature is unchanged');
  return value;
}

export async function setRegion(db: Db, uid: number, region: string): Promise<string> {
  const value = checkText(region, PROFILE_LIMITS.REGION_MAX, 'the region');
  await db.updateTable('users').set({ region: value }).where('uid', '=', uid).execute();
  return value;
}

/** An avatar is a root-relative path (an upload or a default avatar) or an http(s) URL. */
export async function setHeadurl(db: Db, uid: number, headurl: string): Promise<string> {
  const value = checkText(headurl, PROFILE_LIMITS.HEADURL_MAX, 'the avatar url');
  if (!isStorableUrl(value)) {
    throw new Refusal('result', RESULT.FAIL, 'the avatar url must be a /path or an http(s) URL');
  }
  await db.updateTable('users').set({ headurl: value }).where('uid', '=', uid).execute();
  return value;
}

/**
 * Sets the nickname (spec 000 §5): 1..6 Chinese characters, different from the current one,
 * at most once in 24 hours; otherwise result 7. One guarded update, so two devices renaming at
 * once cannot both pass the once-a-day rule.
 */
export async function setNickname(db: Db, now: number, uid: number, name: string): Promise<string> {
  const value = name.trim();
  if (!NICKNAME_PATTERN.test(value)) {
    throw new Refusal('result', RESULT.INVALID_NICKNAME, 'a nickname is 1 to 6 Chinese characters');
  }
  const done = await db
    .updateTable('users')
    .set({ nickname: value, nickname_changed_at: now })
    .where('uid', '=', uid)
    .where('nickname', '<>', value)
    .where((eb) =>
      eb.or([
        eb('nickname_changed_at', 'is', null),
        eb('nickname_changed_at', '<=', now - PROFILE_LIMITS.NICKNAME_INTERVAL_MS),
      ]),
    )
    .executeTakeFirst();
  if (done.numUpdatedRows === 1n) return value;
  const row = await db
    .selectFrom('users')
    .select('nickname')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  throw new Refusal(
    'result',
    RESULT.INVALID_NICKNAME,
    row.nickname === value ? 'the nickname is unchanged' : 'the nickname can change once a day',
  );
}

export async function setCompleteName(
  db: Db,
  uid: number,
  firstname: string,
  lastname: string,
): Promise<{ firstname: string; lastname: string }> {
  const first = checkText(firstname, PROFILE_LIMITS.NAME_PART_MAX, 'the first name', true);
  const last = checkText(lastname, PROFILE_LIMITS.NAME_PART_MAX, 'the last name', true);
  if (first === '' && last === '') throw new Refusal('result', RESULT.FAIL, 'give a first or a last name');
  await db.updateTable('users').set({ firstname: first, lastname: last }).where('uid', '=', uid).execute();
  return { firstname: first, lastname: last };
}

function accountRefusal(error: unknown): never {
  if (isRefusal(error, 'ret')) {
    const code = error.code <= RESULT.CHAT_FORBIDDEN ? (error.code as ResultCode) : RESULT.FAIL;
    throw new Refusal('result', code, error.message);
  }
  throw error;
}

/**
 * Binds a new phone number with an SMS code of purpose 4 (bind phone, sent by IMTools.getValid).
 * Refuses: a malformed zone or phone 2, a number another account uses 34, the user's own number 0,
 * a wrong or expired code 44. A guest becomes a registered user.
 */
export async function setPhone(
  db: Db,
  now: number,
  uid: number,
  zone: string,
  phone: string,
  code: string,
): Promise<{ zone: string; phonenum: string }> {
  let z: string;
  let p: string;
  try {
    z = checkZone(zone);
    p = checkPhone(phone, z);
  } catch (error) {
    accountRefusal(error);
  }
  const owner = await db
    .selectFrom('users')
    .select('uid')
    .where('zone', '=', z)
    .where('phone', '=', p)
    .executeTakeFirst();
  if (owner?.uid === uid) throw new Refusal('result', RESULT.FAIL, 'this is already your phone number');
  if (owner) throw new Refusal('result', RESULT.ALREADY_BOUND, 'another account uses this phone number');
  if (!/^\d{6}$/.test(code)) throw new Refusal('result', RESULT.VERIFY_CODE_ERROR, 'the code is 6 digits');
  try {
    await consumeCode(db, now, z, p, CODE_PURPOSE.bindPhone, code);
  } catch (error) {
    accountRefusal(error);
  }
  try {
    await db.updateTable('users').set({ zone: z, phone: p }).where('uid', '=', uid).execute();
  } catch (error) {
    // NOTE: the unique (zone, phone) index lets only one of two concurrent binds of a number in.
    const taken = await db
      .selectFrom('users')
      .select('uid')
      .where('zone', '=', z)
      .where('phone', '=', p)
      .executeTakeFirst();
    if (taken && taken.uid !== uid)
      throw new Refusal('result', RESULT.ALREADY_BOUND, 'another account uses this phone number');
    throw error;
  }
  return { zone: z, phonenum: p };
}

/**
 * What the bits of the 64-bit `privacy` field mean (spec 001 leaves them open). Bit 0 follows
 * WeChat's "find me by phone number" switch, inverted so the default 0 keeps today's behaviour.
 */
export const PRIVACY_BIT = { hideFromPhoneSearch: 0 } as const;

/** Whether bit `bit` of a privacy field is set. */
export function hasPrivacyBit(privacy: bigint, bit: number): boolean {
  return ((BigInt.asUintN(64, privacy) >> BigInt(bit)) & 1n) === 1n;
}

/**
 * Sets bit `ptype` (0..63) of the 64-bit privacy bitfield to `flagval` (0 or 1) in one statement
 * and returns the whole bitfield, exact, as an unsigned value (the wire's int64 carries it as its
 * two's complement: `BigInt.asIntN(64, …)`). Other values are refused with 0.
 */
export async function setPrivacyBit(db: Db, uid: number, ptype: number, flagval: number): Promise<bigint> {
  if (!Number.isInteger(ptype) || ptype < 0 || ptype > 63)
    throw new Refusal('result', RESULT.FAIL, 'ptype is 0..63');
  if (flagval !== 0 && flagval !== 1) throw new Refusal('result', RESULT.FAIL, 'flagval is 0 or 1');
  // NOTE: the column holds the bitfield as a signed int8 (storeUint64); bit 63 is its sign bit,
  // and | / & on signed 64-bit values work the same on SQLite and PostgreSQL.
  const mask = storeUint64(1n << BigInt(ptype));
  const value = flagval === 1 ? sql<bigint>`privacy | ${mask}` : sql<bigint>`privacy & ${~mask}`;
  const row = await db
    .updateTable('users')
    .set({ privacy: value })
    .where('uid', '=', uid)
    .returning('privacy')
    .executeTakeFirstOrThrow();
  return readUint64(row.privacy);
}
