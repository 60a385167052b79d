import type { Kysely } from 'kysely';
import { RESULT } from '../../protocol/result';
import { sha256Hex } from '../accounts/secrets';
import { CLIENTKEY_MAX } from '../chat/private';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { moneyDb } from './tables';

/**
 * Exactly-once money requests (issue 43 item 11; DESIGN §7): a transfer, a red-packet claim, an
 * order's create, confirm or cancel carries a key (the client's `clientkey`, or else its one-use
 * auth code), and its outcome is kept under (uid, key) in the transaction that moves the money, so
 * the record and the move commit together or not at all. A retry with the key — its reply was lost
 * when the socket closed — is answered with the first outcome and moves nothing; a refused request
 * keeps no record, so its retry is judged afresh (nothing moved the first time).
 *
 * The key's row is the transaction's first write: a second request with the key, sent while the
 * first is in flight, waits on it (SQLite runs one write transaction at a time; PostgreSQL's
 * unique check waits for the uncommitted row) and then finds the first outcome.
 */

type Db = Kysely<Database>;

/** The key of one money request of one user. */
export interface OnceKey {
  uid: number;
  reqkey: string;
  fingerprint: string;
  /** The refusal of a key that names another request (an auth code used already: 12). */
  reused: Refusal;
}

/**
 * How long a key's outcome is kept (24 h), then swept. NOTE: a hub retries only within its session
 * (minutes after a reconnect); an auth code expires in 5 minutes, so an old code stays refused (12).
 */
export const ONCE_KEY_TTL_MS = 24 * 60 * 60_000;

/** Thrown inside the transaction when the key's row is there already; {@link once} answers with it. */
class KeyTaken extends Error {}

/**
 * The key of `uid`'s request `kind` with `fields` (what makes it this request): `clientkey` when
 * given (0 when longer than {@link CLIENTKEY_MAX}), else the auth code, else none (undefined).
 */
export function onceKey(
  uid: number,
  kind: string,
  keys: { clientkey?: string; authcode?: string },
  fields: readonly unknown[],
): OnceKey | undefined {
  const fingerprint = sha256Hex(JSON.stringify([kind, ...fields]));
  const { clientkey = '', authcode = '' } = keys;
  if (clientkey !== '') {
    if (clientkey.length > CLIENTKEY_MAX)
      throw new Refusal('result', RESULT.FAIL, `clientkey is over ${CLIENTKEY_MAX} characters`);
    const reused = new Refusal('result', RESULT.FAIL, 'this clientkey was used for another request');
    return { uid, reqkey: `c:${clientkey}`, fingerprint, reused };
  }
  if (authcode === '') return undefined;
  const reused = new Refusal(
    'result',
    RESULT.INVALID_AUTH_CODE,
    'the auth code was used for another operation',
  );
  return { uid, reqkey: `a:${sha256Hex(authcode)}`, fingerprint, reused };
}

/** The outcome kept for `key`, or undefined; a key kept for another request is refused. */
export async function firstOutcome<O>(db: Db, key: OnceKey): Promise<O | undefined> {
  const row = await moneyDb(db)
    .selectFrom('money_requests')
    .select(['fingerprint', 'outcome'])
    .where('uid', '=', key.uid)
    .where('reqkey', '=', key.reqkey)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.fingerprint !== key.fingerprint) throw key.reused;
  return JSON.parse(row.outcome) as O;
}

/**
 * The first write of the money transaction `trx`: the key's row (its outcome filled in by
 * {@link keepOutcome} at the end). Throws {@link KeyTaken} when it is there already (committed by
 * a request that ran at the same time), which rolls the transaction back. No key: nothing.
 */
export async function takeKey(trx: Db, key: OnceKey | undefined, now: number): Promise<void> {
  if (!key) return;
  const made = await moneyDb(trx)
    .insertInto('money_requests')
    .values({ uid: key.uid, reqkey: key.reqkey, fingerprint: key.fingerprint, outcome: '', created_at: now })
    .onConflict((oc) => oc.columns(['uid', 'reqkey']).doNothing())
    .returning('uid')
    .executeTakeFirst();
  if (!made) throw new KeyTaken(`money request ${key.reqkey} of ${key.uid} is taken`);
}

/** The last write of the money transaction: the outcome under the key {@link takeKey} wrote. */
export async function keepOutcome<O>(trx: Db, key: OnceKey | undefined, outcome: O): Promise<void> {
  if (!key) return;
  await moneyDb(trx)
    .updateTable('money_requests')
    .set({ outcome: JSON.stringify(outcome) })
    .where('uid', '=', key.uid)
    .where('reqkey', '=', key.reqkey)
    .execute();
}

/** What {@link once} did: the outcome, and the move when this request made it (none on a retry). */
export type Once<O, T> = { outcome: O; moved: T } | { outcome: O; moved: undefined };

/**
 * Runs the money request `move` (whose transaction calls {@link takeKey} first and
 * {@link keepOutcome} last, and whose result carries its outcome) once per key: a key seen before
 * answers with its first outcome, before any rule is checked again (a request accepted once stays
 * accepted); without a key, `move` runs as it is.
 */
export async function once<T extends { outcome: unknown }>(
  db: Db,
  key: OnceKey | undefined,
  move: () => Promise<T>,
): Promise<Once<T['outcome'], T>> {
  type O = T['outcome'];
  if (key) {
    const first = await firstOutcome<O>(db, key);
    if (first !== undefined) return { outcome: first, moved: undefined };
  }
  try {
    const moved = await move();
    return { outcome: moved.outcome, moved };
  } catch (error) {
    if (!(key && error instanceof KeyTaken)) throw error;
    const first = await firstOutcome<O>(db, key);
    if (first === undefined) throw error;
    return { outcome: first, moved: undefined };
  }
}

/** Deletes the keys older than {@link ONCE_KEY_TTL_MS}; returns how many. */
export async function sweepOnceKeys(db: Db, now: number): Promise<number> {
  const done = await moneyDb(db)
    .deleteFrom('money_requests')
    .where('created_at', '<', now - ONCE_KEY_TTL_MS)
    .executeTakeFirst();
  return Number(done.numDeletedRows);
}
