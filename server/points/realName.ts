import { createCipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { MAIN_CODE } from '../../protocol/mainApi';
import { ACCOUNT_CODE, type RealNameInfo } from '../../protocol/mainApiAccount';
import { idNumberProblem, isRealName, normalRealName } from '../../protocol/realName';
import { CODE_PURPOSE, consumeCode } from '../accounts/smsCodes';
import { isRefusal, Refusal } from '../refusal';
import type { Database } from '../store';
import { pointsDb } from './tables';

/**
 * The real-name step: a name and an id number, checked by format (and check digit), stored sealed
 * with AES-256-GCM under REALNAME_KEY (or a key made once in `DATA_DIR/realname.key`); only masked
 * hints are kept in clear.
 */

const ID_PROBLEM_TEXT = {
  format: 'the id number must be 18 characters (China), 13 digits (Thailand) or 16 digits (Indonesia)',
  check: 'the check digit of the id number is wrong',
  date: 'the birth date in the id number is not a date',
} as const;

/** The sealing key: REALNAME_KEY (base64 of 32 bytes) or one made once in the data folder. */
export function loadSealKey(configured: string, dataDir: string): Buffer {
  let text = configured.trim();
  if (!text) {
    const file = join(dataDir, 'realname.key');
    if (existsSync(file)) text = readFileSync(file, 'utf8').trim();
    else {
      text = randomBytes(32).toString('base64');
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, `${text}\n`, { mode: 0o600 });
    }
  }
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('REALNAME_KEY must be the base64 of 32 bytes');
  return key;
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(
    '.',
  );
}

function maskName(name: string): string {
  const chars = [...name];
  return `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
}

function maskId(idno: string): string {
  return `${idno.slice(0, 3)}${'*'.repeat(idno.length - 5)}${idno.slice(-2)}`;
}

export async function realNameInfo(db: Kysely<Database>, uid: number): Promise<RealNameInfo> {
  const row = await pointsDb(db)
    .selectFrom('real_names')
    .select(['name_hint', 'idno_hint'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row
    ? { verified: 1, name: row.name_hint, idno: row.idno_hint }
    : { verified: 0, name: '', idno: '' };
}

function sealed(key: Buffer, name: string, idno: string) {
  return {
    sealed: seal(key, JSON.stringify({ name, idno })),
    name_hint: maskName(name),
    idno_hint: maskId(idno),
  };
}

/** Checks and normalises a name and id number (400 with the reason when malformed). */
function checked(input: { name: string; idno: string }): { name: string; idno: string } {
  const { name, idno } = normalRealName(input);
  if (!isRealName(name))
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'the name may hold only letters (2..30)');
  const problem = idNumberProblem(idno);
  if (problem) throw new Refusal('main', MAIN_CODE.BAD_REQUEST, ID_PROBLEM_TEXT[problem]);
  return { name, idno };
}

/**
 * Changes a verified real name with an SMS code sent to the account's phone
 * (CODE_PURPOSE.realName): the code is used up and the row replaced in one transaction.
 */
export async function editRealName(
  db: Kysely<Database>,
  uid: number,
  input: { name: string; idno: string; code: string },
  key: Buffer,
  now: number,
): Promise<RealNameInfo> {
  const { name, idno } = checked(input);
  const user = await db
    .selectFrom('users')
    .select(['zone', 'phone'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!user?.phone) throw new Refusal('main', ACCOUNT_CODE.NEEDS_PHONE, 'bind a phone number first');
  const phone = user.phone;
  await db.transaction().execute(async (trx) => {
    const current = await pointsDb(trx)
      .selectFrom('real_names')
      .select('uid')
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!current) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no real name to change yet');
    try {
      await consumeCode(trx, now, user.zone, phone, CODE_PURPOSE.realName, input.code.trim());
    } catch (error) {
      if (isRefusal(error, 'ret')) throw new Refusal('main', ACCOUNT_CODE.CODE_WRONG, error.message);
      throw error;
    }
    await pointsDb(trx)
      .updateTable('real_names')
      .set(sealed(key, name, idno))
      .where('uid', '=', uid)
      .execute();
  });
  return realNameInfo(db, uid);
}

/** Records the caller's real name once (409 when it exists; 400 with the reason when malformed). */
export async function submitRealName(
  db: Kysely<Database>,
  uid: number,
  input: { name: string; idno: string },
  key: Buffer,
  now: number,
): Promise<RealNameInfo> {
  const { name, idno } = normalRealName(input);
  if (!isRealName(name))
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'the name may hold only letters (2..30)');
  const problem = idNumberProblem(idno);
  if (problem) throw new Refusal('main', MAIN_CODE.BAD_REQUEST, ID_PROBLEM_TEXT[problem]);
  const made = await pointsDb(db)
    .insertInto('real_names')
    .values({ uid, ...sealed(key, name, idno), created_at: now })
    .onConflict((oc) => oc.column('uid').doNothing())
    .returning('uid')
    .executeTakeFirst();
  if (!made) throw new Refusal('main', ACCOUNT_CODE.ALREADY_DONE, 'the real name is already verified');
  return realNameInfo(db, uid);
}
