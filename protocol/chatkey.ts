/**
 * Chat keys (spec 001 §3, DESIGN.md §4): a private chat's key puts the smaller uid in the high
 * 32 bits and the larger in the low 32 bits of one 64-bit number; a key below 2147483647 is a
 * group's key. Keys are `bigint` in code so no bit is lost, and decimal strings where a string
 * is needed (IndexedDB keys).
 */

/** Keys below this value denote groups (spec 001 §9). */
export const GROUP_KEY_LIMIT = 2147483647;
/** The largest uid: uids are positive signed 32-bit integers. */
export const MAX_UID = 0x7fff_ffff;

const LOW_MASK = 0xffff_ffffn;
const MAX_KEY = 0xffff_ffff_ffff_ffffn;

function checkUid(uid: number, name: string): void {
  if (!Number.isInteger(uid) || uid < 1 || uid > MAX_UID) {
    throw new RangeError(`${name} must be an integer in 1..${MAX_UID}, got ${uid}`);
  }
}

/**
 * The key of the private chat between two users; symmetric (`chatKey(a, b) === chatKey(b, a)`).
 *
 * @throws {RangeError} when a uid is not an integer in 1..2^31-1.
 */
export function chatKey(uidA: number, uidB: number): bigint {
  checkUid(uidA, 'uidA');
  checkUid(uidB, 'uidB');
  const [low, high] = uidA < uidB ? [uidA, uidB] : [uidB, uidA];
  return (BigInt(low) << 32n) | BigInt(high);
}

/** True for a group key: a positive key below {@link GROUP_KEY_LIMIT}. */
export function isGroupKey(key: bigint | number): boolean {
  return typeof key === 'bigint'
    ? key > 0n && key < BigInt(GROUP_KEY_LIMIT)
    : Number.isInteger(key) && key > 0 && key < GROUP_KEY_LIMIT;
}

/**
 * The two uids of a private chat key, smaller first.
 *
 * @throws {RangeError} for a group key or a value that no pair of uids produces.
 */
export function uidsOf(key: bigint): [smaller: number, larger: number] {
  if (key < 0n || key > MAX_KEY) throw new RangeError(`chat key ${key} is outside 0..2^64-1`);
  if (isGroupKey(key)) throw new RangeError(`chat key ${key} is a group key, not a private chat`);
  const small = Number(key >> 32n);
  const large = Number(key & LOW_MASK);
  if (small < 1 || small > MAX_UID || large < small || large > MAX_UID) {
    throw new RangeError(`chat key ${key} is not made of two uids (smaller uid in the high 32 bits)`);
  }
  return [small, large];
}

/**
 * The other party of a private chat seen from `myUid`.
 *
 * @throws {RangeError} for a group key, a malformed key, or a key `myUid` is not part of.
 */
export function peerOf(key: bigint, myUid: number): number {
  const [small, large] = uidsOf(key);
  if (myUid === small) return large;
  if (myUid === large) return small;
  throw new RangeError(`uid ${myUid} is not a party to chat key ${key}`);
}

/** The decimal string form of a key, as stored in IndexedDB keys. */
export function chatKeyToString(key: bigint): string {
  if (key < 0n || key > MAX_KEY) throw new RangeError(`chat key ${key} is outside 0..2^64-1`);
  return key.toString(10);
}

/**
 * Parses the decimal string form of a key (digits only, no sign, no spaces).
 *
 * @throws {RangeError} for anything else or a value outside 0..2^64-1.
 */
export function chatKeyFromString(text: string): bigint {
  if (!/^\d{1,20}$/.test(text)) throw new RangeError(`"${text}" is not a decimal chat key`);
  const key = BigInt(text);
  if (key > MAX_KEY) throw new RangeError(`chat key ${text} is outside 0..2^64-1`);
  return key;
}
