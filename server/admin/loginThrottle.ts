import { sql } from 'kysely';
import { Refusal } from '../refusal';
import type { StaffDb } from './tables';

/**
 * Failed staff logins (issue 43, item 6), counted per (staff name, client address): each failure
 * makes the next try from that address wait longer ({@link delayAfter}: 1, 2, 4, 8 s), and the
 * {@link LOCK_AFTER}th locks that address out of that name for {@link LOCK_MS}. The owner, from
 * any other address, logs in as ever (password and TOTP). Unknown names are counted the same way,
 * so the answers never tell a real name from a made-up one.
 */

/** Failures in a row from one address that lock it out of the name, and for how long. */
export const LOCK_AFTER = 5;
export const LOCK_MS = 15 * 60_000;
/** A count with no attempt for this long starts over. */
export const FORGET_MS = LOCK_MS;

/** The wait before the next try after `failures` failures in a row (ms). */
export function delayAfter(failures: number): number {
  return 1000 * 2 ** Math.max(0, failures - 1);
}

const key = (name: string, addr: string) => ({ name: name.slice(0, 64), client_addr: addr });

/**
 * Counts an attempt of `name` from `addr` before anything is checked, in one guarded update (a
 * burst sent at once gets one try between them), and returns its
 * number in the row. 423 while the address is locked out of the name, 429 during the delay.
 */
export async function reserveAttempt(db: StaffDb, name: string, addr: string, now: number): Promise<number> {
  const k = key(name, addr);
  // NOTE: rows of this address that have nothing left to hold go first, so made-up names pile up no
  // rows; the name tried keeps its row (the update below forgets its count): a burst's requests
  // swept the row a sibling had just inserted, which then found no row at all (a 500).
  await db
    .deleteFrom('staff_login_failures')
    .where('client_addr', '=', addr)
    .where('name', '!=', k.name)
    .where('last_at', '<=', now - FORGET_MS)
    .where('locked_until', '<=', now)
    .execute();
  await db
    .insertInto('staff_login_failures')
    .values(k)
    .onConflict((oc) => oc.columns(['name', 'client_addr']).doNothing())
    .execute();
  const row = await db
    .updateTable('staff_login_failures')
    .set({
      failures: sql`case when last_at <= ${now - FORGET_MS} then 1 else failures + 1 end`,
      last_at: now,
      // NOTE: the try holds the address until it is judged (failAttempt sets the real wait, a login
      // clears the row): a burst sent at once gets one try, whatever the database's timing; before,
      // how many got in (up to LOCK_AFTER) depended on how fast the first was judged.
      next_at: now + delayAfter(1),
    })
    .where('name', '=', k.name)
    .where('client_addr', '=', addr)
    .where('locked_until', '<=', now)
    .where('next_at', '<=', now)
    .returning('failures')
    .executeTakeFirst();
  if (row) return Number(row.failures);
  const held = await db
    .selectFrom('staff_login_failures')
    .select(['locked_until', 'next_at'])
    .where('name', '=', k.name)
    .where('client_addr', '=', addr)
    .executeTakeFirst();
  // NOTE: a login that went through meanwhile cleared the row: this try is counted afresh.
  if (!held) return reserveAttempt(db, name, addr, now);
  const lockedUntil = Number(held.locked_until);
  if (lockedUntil > now)
    throw new Refusal(
      'console',
      423,
      `too many failed logins from this address: try again in ${Math.ceil((lockedUntil - now) / 60_000)} minutes`,
    );
  throw new Refusal(
    'console',
    429,
    `wait ${Math.ceil((Number(held.next_at) - now) / 1000)} s before the next try`,
  );
}

/**
 * A failed attempt `attempt` (as {@link reserveAttempt} numbered it): the address waits
 * {@link delayAfter} before the next, or is locked out once it reaches {@link LOCK_AFTER}. Throws
 * the answer: 401 `wrong`, or 423.
 */
export async function failAttempt(
  db: StaffDb,
  name: string,
  addr: string,
  attempt: number,
  now: number,
  wrong: string,
): Promise<never> {
  const k = key(name, addr);
  const q = db.updateTable('staff_login_failures').where('name', '=', k.name).where('client_addr', '=', addr);
  if (attempt >= LOCK_AFTER) {
    await q.set({ failures: 0, locked_until: now + LOCK_MS, next_at: 0 }).execute();
    throw new Refusal(
      'console',
      423,
      `too many failed logins from this address: locked for ${LOCK_MS / 60_000} minutes`,
    );
  }
  await q.set({ next_at: now + delayAfter(attempt) }).execute();
  throw new Refusal('console', 401, wrong);
}

/** A login that went through: its address starts with a clean count. */
export async function clearAttempts(db: StaffDb, name: string, addr: string): Promise<void> {
  const k = key(name, addr);
  await db
    .deleteFrom('staff_login_failures')
    .where('name', '=', k.name)
    .where('client_addr', '=', addr)
    .execute();
}
