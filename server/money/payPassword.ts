import type { Kysely } from 'kysely';
import { AUTH_CODE_TTL_MS } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { CODE_PURPOSE } from '../accounts';
import { hashPassword, newSecret, sha256Hex, verifyPassword } from '../accounts/secrets';
import { consumeCode } from '../accounts/smsCodes';
import { isRefusal, Refusal } from '../refusal';
import type { Database } from '../store';
import { moneyDb } from './tables';

/**
 * The pay password and its auth codes (DECISIONS "Wallet and money"): 6 digits stored with scrypt;
 * the right password buys an auth code valid 5 minutes that pays for exactly one operation.
 */

type Db = Kysely<Database>;

/**
 * Wrong pay passwords allowed in a row; the next locks the password for an hour (the same budget as
 * password logins in DECISIONS "Accounts", after bank-card PIN locks).
 */
export const PAY_RULES = { maxWrongTries: 5, lockMs: 60 * 60_000 } as const;

const SIX_DIGITS = /^\d{6}$/;

/** What msg_set_pay_passwd_req carries. */
export interface PayPasswordChange {
  paypasswd: string;
  /** The current pay password: changes a set one. */
  oldpasswd: string;
  /** An SMS code of purpose 5 to the user's phone: sets a first password or resets a forgotten one. */
  verifycode: string;
}

async function storedHash(db: Db, uid: number) {
  return moneyDb(db)
    .selectFrom('pay_passwords')
    .select(['hash', 'wrong_tries', 'locked_until'])
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/** The refusal of a locked pay password: 50, with when the lock lifts (seconds, as the wire's times). */
function locked(until: number, now: number): Refusal {
  const minutes = Math.ceil((until - now) / 60_000);
  return new Refusal(
    'result',
    RESULT.PAY_PASSWORD_LOCKED,
    `too many wrong pay passwords: locked for ${minutes} more minutes`,
    { unlock_at: Math.ceil(until / 1000) },
  );
}

/**
 * Checks `paypasswd` against `uid`'s pay password: 13 when none is set, 11 when wrong (with the
 * tries left), 50 when locked (with when it unlocks; the right password too is refused then). A
 * wrong one counts in SQL (concurrent guesses all count); the {@link PAY_RULES.maxWrongTries}-th
 * locks the password for {@link PAY_RULES.lockMs}. The right one clears the count.
 */
export async function checkPayPassword(db: Db, uid: number, paypasswd: string, now: number): Promise<void> {
  const row = await storedHash(db, uid);
  if (!row) throw new Refusal('result', RESULT.PASSWORD_NOT_SET, 'no pay password is set');
  if (row.locked_until > now) throw locked(row.locked_until, now);
  const mdb = moneyDb(db);
  if (SIX_DIGITS.test(paypasswd) && (await verifyPassword(paypasswd, row.hash))) {
    if (row.wrong_tries > 0)
      await mdb.updateTable('pay_passwords').set({ wrong_tries: 0 }).where('uid', '=', uid).execute();
    return;
  }
  const after = await mdb
    .updateTable('pay_passwords')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('uid', '=', uid)
    .returning('wrong_tries')
    .executeTakeFirstOrThrow();
  if (after.wrong_tries >= PAY_RULES.maxWrongTries) {
    await mdb
      .updateTable('pay_passwords')
      .set({ wrong_tries: 0, locked_until: now + PAY_RULES.lockMs })
      .where('uid', '=', uid)
      .execute();
    throw locked(now + PAY_RULES.lockMs, now);
  }
  const left = PAY_RULES.maxWrongTries - after.wrong_tries;
  throw new Refusal('result', RESULT.PASSWORD_ERROR, `wrong pay password: ${left} tries left`, {
    tries_left: left,
  });
}

/**
 * msg_set_pay_passwd_req. With `verifycode` (an SMS code of purpose 5 sent to the user's phone):
 * sets the password whether or not one was set (first set, or reset when forgotten); a user without
 * a phone is refused with 2, a wrong code with 44. With `oldpasswd`: changes a set password (13 none,
 * 11 wrong, 50 locked, counted as above). With neither: 0. The new password must be 6 digits (0). A set or
 * reset lifts a lock; every auth code not yet used is voided.
 */
export async function setPayPassword(
  db: Db,
  uid: number,
  change: PayPasswordChange,
  now: number,
): Promise<void> {
  if (!SIX_DIGITS.test(change.paypasswd))
    throw new Refusal('result', RESULT.FAIL, 'the pay password must be 6 digits');
  if (change.verifycode !== '') {
    const user = await db
      .selectFrom('users')
      .select(['zone', 'phone'])
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!user?.phone)
      throw new Refusal('result', RESULT.INVALID_PHONE, 'bind a phone number first: the code goes to it');
    try {
      await consumeCode(db, now, user.zone, user.phone, CODE_PURPOSE.payPassword, change.verifycode);
    } catch (error) {
      // NOTE: the SMS module speaks the HTTP API's AccountError; on the socket its refusal is 44.
      if (isRefusal(error, 'ret')) throw new Refusal('result', RESULT.VERIFY_CODE_ERROR, error.message);
      throw error;
    }
  } else if (change.oldpasswd !== '') {
    await checkPayPassword(db, uid, change.oldpasswd, now);
  } else {
    throw new Refusal('result', RESULT.FAIL, 'give the current pay password or an SMS code');
  }
  const hash = await hashPassword(change.paypasswd);
  await db.transaction().execute(async (trx) => {
    await moneyDb(trx)
      .insertInto('pay_passwords')
      .values({ uid, hash, updated_at: now })
      .onConflict((oc) =>
        oc.column('uid').doUpdateSet({ hash, wrong_tries: 0, locked_until: 0, updated_at: now }),
      )
      .execute();
    await moneyDb(trx)
      .updateTable('pay_auth_codes')
      .set({ used_at: now })
      .where('uid', '=', uid)
      .where('used_at', 'is', null)
      .execute();
  });
}

/** msg_pay_authcode_req: the right pay password buys a fresh auth code (128 random bits, hex) valid 5 minutes. */
export async function issueAuthCode(db: Db, uid: number, paypasswd: string, now: number): Promise<string> {
  await checkPayPassword(db, uid, paypasswd, now);
  const code = newSecret();
  const mdb = moneyDb(db);
  await mdb.deleteFrom('pay_auth_codes').where('uid', '=', uid).where('expires_at', '<=', now).execute();
  await mdb
    .insertInto('pay_auth_codes')
    .values({
      code_hash: sha256Hex(code),
      uid,
      created_at: now,
      expires_at: now + AUTH_CODE_TTL_MS,
      used_at: null,
    })
    .execute();
  return code;
}

/**
 * Spends an auth code on the operation whose transaction `trx` is: a guarded UPDATE (`used_at is
 * null and expires_at > now`), so of two operations racing with one code exactly one gets it (on
 * PostgreSQL the second waits for the first's row lock and then sees it used; if the first rolls
 * back, the code is still good). Refuses 13 when the user has no pay password, 12 for a missing,
 * unknown, expired or used code.
 */
export async function spendAuthCode(trx: Db, uid: number, code: string, now: number): Promise<void> {
  const used =
    code === ''
      ? undefined
      : await moneyDb(trx)
          .updateTable('pay_auth_codes')
          .set({ used_at: now })
          .where('code_hash', '=', sha256Hex(code))
          .where('uid', '=', uid)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
  if (used?.numUpdatedRows === 1n) return;
  if (!(await storedHash(trx, uid)))
    throw new Refusal('result', RESULT.PASSWORD_NOT_SET, 'no pay password is set');
  throw new Refusal('result', RESULT.INVALID_AUTH_CODE, 'the auth code is missing, unknown, expired or used');
}
