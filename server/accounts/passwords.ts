import type { Kysely } from 'kysely';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { checkPassword } from './login';
import type { UserRow } from './profile';
import { RET } from './results';
import { hashPassword } from './secrets';
import { CODE_PURPOSE, consumeCode } from './smsCodes';
import { findUserByPhone } from './users';

type Db = Kysely<Database>;

function registeredPhone(user: UserRow): string {
  if (!user.phone)
    throw new Refusal('ret', RET.invalidPhone, 'log in with a phone number first: guests have no password');
  return user.phone;
}

/** IMTools.setLoginPassWD: a first password, confirmed by an SMS code (mtype 2). */
export async function setPassword(
  db: Db,
  now: number,
  user: UserRow,
  code: string,
  password: string,
): Promise<void> {
  const phone = registeredPhone(user);
  if (user.password_hash !== null) {
    throw new Refusal(
      'ret',
      RET.badRequest,
      'a password is already set: use modifyLoginPassWD or forgetLoginPassWD',
    );
  }
  await consumeCode(db, now, user.zone, phone, CODE_PURPOSE.setPassword, code);
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('uid', '=', user.uid)
    .execute();
}

/** IMTools.modifyLoginPassWD: the old password proves it (wrong ones count toward `client`'s login lock). */
export async function modifyPassword(
  db: Db,
  now: number,
  user: UserRow,
  oldPassword: string,
  newPassword: string,
  client: string,
): Promise<void> {
  const phone = registeredPhone(user);
  await checkPassword(db, now, user, user.zone, phone, oldPassword, client);
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(newPassword) })
    .where('uid', '=', user.uid)
    .execute();
}

/**
 * IMTools.forgetLoginPassWD: a new password with an SMS code (mtype 3), no login needed; the lock is
 * lifted. Returns the account's uid: the caller ends every session of it (whoever knew the old
 * password is logged out).
 */
export async function forgetPassword(
  db: Db,
  now: number,
  zone: string,
  phone: string,
  code: string,
  password: string,
): Promise<number> {
  await consumeCode(db, now, zone, phone, CODE_PURPOSE.forgetPassword, code);
  const user = await findUserByPhone(db, zone, phone);
  if (!user) throw new Refusal('ret', RET.invalidPhone, 'no account uses this phone number');
  const password_hash = await hashPassword(password);
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ password_hash }).where('uid', '=', user.uid).execute();
    await tx.deleteFrom('login_failures').where('zone', '=', zone).where('phone', '=', phone).execute();
  });
  return user.uid;
}
